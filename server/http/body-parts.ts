import type { DeflatedPart } from './gzip-parts';

/** A piece of a body: bytes of this page alone, or a text that many pages share, compressed once. */
export type BodyPart = Buffer | DeflatedPart;

/** A body as its parts, and as the one buffer they make, read without going through the Response's stream. */
export interface PartedBody {
  parts: readonly BodyPart[];
  whole: Buffer<ArrayBuffer>;
}

const bodiesOfResponses = new WeakMap<Response, PartedBody>();

/**
 * A response whose body is the parts in order. Its parts stay readable beside it: the document
 * cache compresses only those that are not compressed yet (docs/decisions/041).
 */
export function responseOfParts(parts: readonly BodyPart[], init: ResponseInit): Response {
  const whole = Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : part.bytes)));
  const response = new Response(whole, init);
  bodiesOfResponses.set(response, { parts, whole });
  return response;
}

/** The response's body in parts: as responseOfParts made them, or one part read from its stream. */
export async function partedBodyOf(response: Response): Promise<PartedBody> {
  const made = bodiesOfResponses.get(response);
  if (made) return made;
  const whole = Buffer.from(await response.arrayBuffer());
  return { parts: [whole], whole };
}
