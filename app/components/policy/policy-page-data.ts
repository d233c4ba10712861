import { parseArticleMarkdown, tableOfContents } from '~/components/articles/article-markdown';
import type { PolicyDocument } from '@domain/content/policy';
import { pageMeta } from '~/lib/meta';

/** What a policy page's loader returns: the document facts, its parsed body and contents. */
export function policyPageData({ body, ...document }: PolicyDocument) {
  const blocks = parseArticleMarkdown(body);
  return { document, blocks, contents: tableOfContents(blocks) };
}

export function policyPageMeta(document: Pick<PolicyDocument, 'title' | 'summary' | 'path'>) {
  return pageMeta({ title: document.title, description: document.summary, path: document.path });
}
