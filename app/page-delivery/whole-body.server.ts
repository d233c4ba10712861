import { Writable } from 'node:stream';

/**
 * A destination for React's stream that hands over everything written to it, when it ends, as one
 * buffer: a page without React is sent whole (docs/decisions/041), and the document cache takes it
 * in one piece without reading a web stream.
 */
export function wholeBody(onEnd: (body: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    final(callback) {
      onEnd(Buffer.concat(chunks));
      callback();
    },
  });
}
