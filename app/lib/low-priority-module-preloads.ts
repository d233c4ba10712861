import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** The end of `text` that could be the start of a preload tag the next chunk completes. */
function unfinishedTagAt(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(-length))) return text.length - length;
  }
  return text.length;
}

/**
 * Rewrites a hydrated page's HTML as it streams so that the browser fetches React Router's
 * `<link rel="modulepreload">` scripts at low priority, as it does a classic deferred script: at
 * their default high priority they compete with the first paint on a slow network, and the forms
 * work without them until they arrive (docs/decisions/037). `<Scripts>` offers no priority of its own.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let carried = '';
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carried + decoder.write(chunk);
      const end = unfinishedTagAt(text);
      carried = text.slice(end);
      callback(null, rewrite(text.slice(0, end)));
    },
    flush(callback) {
      callback(null, rewrite(carried + decoder.end()));
    },
  });
}
