import type { DeflatedPart } from './gzip-parts';

/** A piece of a body: bytes of this page alone, or a text that many pages share, compressed once. */
export type BodyPart = Buffer | DeflatedPart;

const partsOfResponses = new WeakMap<Response, readonly BodyPart[]>();

/**
 * A response whose body is the parts in order. Its parts stay readable beside it: the document
 * cache compresses only those that are not compressed yet (docs/decisions/041).
 */
export function responseOfParts(parts: readonly BodyPart[], init: ResponseInit): Response {
  const body = Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : part.bytes)));
  const response = new Response(new Uint8Array(body.buffer, body.byteOffset, body.length), init);
  partsOfResponses.set(response, parts);
  return response;
}

export function bodyPartsOf(response: Response): readonly BodyPart[] | undefined {
  return partsOfResponses.get(response);
}
