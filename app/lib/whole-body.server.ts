import { Writable } from 'node:stream';
import type { BodyPart } from '@server/http/body-parts';
import { deflatedPartInPool, type DeflatedPart } from '@server/http/gzip-parts';

interface SharedText {
  holders: number;
  compressed: Promise<void>;
  part?: DeflatedPart;
}

/**
 * Large texts that many pages carry as they are (the stylesheet, the frame's kept markup), each
 * compressed once, in Node's thread pool, when it is added. A text is kept while anything that
 * added it holds it: the markup store removes a text when it drops the part, which bounds them.
 */
export function createSharedTexts() {
  const texts = new Map<string, SharedText>();
  return {
    /** Resolves when the text's compressed part is ready; until then pages carry the text as their own bytes. */
    add(text: string): Promise<void> {
      const held = texts.get(text);
      if (held) {
        held.holders += 1;
        return held.compressed;
      }
      const compressed = deflatedPartInPool(Buffer.from(text), 9).then(
        (part) => {
          shared.part = part;
        },
        // Pages stay right without it: they carry the text as their own bytes.
        (error: unknown) => console.error('[shared texts] not compressed:', error),
      );
      const shared: SharedText = { holders: 1, compressed };
      texts.set(text, shared);
      return compressed;
    },
    remove(text: string) {
      const held = texts.get(text);
      if (held && --held.holders === 0) texts.delete(text);
    },
    partOf(text: string): DeflatedPart | undefined {
      return texts.get(text)?.part;
    },
  };
}

export type SharedTexts = ReturnType<typeof createSharedTexts>;

/**
 * A destination for React's stream that hands over what was written to it, when it ends, as body
 * parts: React writes a large text as a chunk of its own, and the shared ones come already
 * compressed (docs/decisions/041).
 */
export function wholeBody(sharedTexts: SharedTexts, onEnd: (parts: BodyPart[]) => void): Writable {
  const parts: BodyPart[] = [];
  let run: Buffer[] = [];
  const endRun = () => {
    if (run.length) parts.push(Buffer.concat(run));
    run = [];
  };
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      const shared = typeof chunk === 'string' ? sharedTexts.partOf(chunk) : undefined;
      if (shared) {
        endRun();
        parts.push(shared);
      } else run.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    final(callback) {
      endRun();
      onEnd(parts);
      callback();
    },
  });
}
