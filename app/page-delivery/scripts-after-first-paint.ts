import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { modulesAfterFirstPaint } from './after-first-paint';

const PRELOAD_START = '<link rel="modulepreload"';
const SCRIPT_START = '<script';
/** With a nonce on pages rendered per request, without one on prerendered pages (their policy lists hashes instead). */
const ROUTE_MODULES_OPEN_TAG = /^<script(?: nonce="[^"]*")? type="module" async="">/;
/** A module preload, or React Router's module script that imports the page's route modules, then its entry. */
const TAGS =
  /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>|<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * Where, in `text`, a tag that this rewrite needs whole starts without ending (so the next chunk
 * must complete it), or `text.length` when every such tag is whole.
 */
function unfinishedTagAt(text: string): number {
  let unfinished = text.length;
  for (let at = text.indexOf(PRELOAD_START); at !== -1 && at < unfinished; at = text.indexOf(PRELOAD_START, at + 1)) {
    if (text.indexOf('>', at) === -1) unfinished = at;
  }
  for (let at = text.indexOf(SCRIPT_START); at !== -1 && at < unfinished; at = text.indexOf(SCRIPT_START, at + 1)) {
    const openTagEnd = text.indexOf('>', at);
    const isRouteModules = openTagEnd !== -1 && ROUTE_MODULES_OPEN_TAG.test(text.slice(at, openTagEnd + 1));
    if (openTagEnd === -1 || (isRouteModules && text.indexOf('</script>', openTagEnd) === -1)) unfinished = at;
  }
  // A tag's start cut by the chunk's end.
  for (
    let length = Math.min(PRELOAD_START.length - 1, text.length);
    length > 0 && text.length - length < unfinished;
    length--
  ) {
    const tail = text.slice(-length);
    if (PRELOAD_START.startsWith(tail) || SCRIPT_START.startsWith(tail)) return text.length - length;
  }
  return unfinished;
}

/**
 * Rewrites a hydrated page's HTML as it streams so that the browser requests none of its scripts
 * before the first paint (docs/decisions/037): React Router's `<link rel="modulepreload">` tags
 * are taken out, and its module script becomes a classic script that, once the page has painted,
 * adds the preloads and imports the modules. The forms work without their scripts until they
 * arrive (decision 033). Hydration finds a script where it expects one, and React 19 passes over
 * the preloads added to the head.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  const preloadTags: string[] = [];
  let carried = '';
  const rewrite = (text: string) =>
    text.replace(TAGS, (tag, href: string | undefined, nonce = '', moduleText: string) => {
      if (href !== undefined) {
        preloads.push(href.replaceAll('&amp;', '&'));
        preloadTags.push(tag);
        return '';
      }
      const classicScript = modulesAfterFirstPaint({ moduleText, preloads });
      // A module script it cannot rewrite keeps its preloads, beside it, so its imports do not load one after another.
      return classicScript === undefined
        ? `${preloadTags.join('')}${tag}`
        : `<script${nonce}>${classicScript}</script>`;
    });
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
