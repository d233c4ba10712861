import type { PolicyBody, PolicyDocument } from '@domain/content/policy';

/** A published version of an information page as its page draws it (decision 105): the item's key is the path. */
export const toPolicyDocument = ({ key, body }: { key: string; body: PolicyBody }): PolicyDocument => ({
  path: key,
  ...body,
});

/** The document served at a path, whatever its letter case (the route table matches any case). */
export function findPolicyDocument(documents: readonly PolicyDocument[], pathname: string) {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return documents.find((document) => document.path === path);
}
