import { Writable } from 'node:stream';
import type { BodyPart } from '@server/http/body-parts';
import { deflatedPart, type DeflatedPart } from '@server/http/gzip-parts';

/**
 * Large texts that many pages carry as they are (the stylesheet, the frame's kept markup): each is
 * compressed once, the first time a page carries it, and at most `maxEntries` are kept, the least
 * recently used dropped first.
 */
export function createSharedTexts({ maxEntries }: { maxEntries: number }) {
  const parts = new Map<string, DeflatedPart | null>();
  return {
    add(text: string) {
      if (parts.has(text)) return;
      if (parts.size >= maxEntries) parts.delete(parts.keys().next().value!);
      parts.set(text, null);
    },
    partOf(text: string): DeflatedPart | undefined {
      const part = parts.get(text);
      if (part === undefined) return undefined;
      // Re-inserted on each use: the first key is the least recently used.
      parts.delete(text);
      const compressed = part ?? deflatedPart(Buffer.from(text), 9);
      parts.set(text, compressed);
      return compressed;
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
