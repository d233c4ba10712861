import { inflateSync } from 'node:zlib';

/**
 * PDF names that make a reader act on its own: scripts, launching programs, attached files, rich
 * media, and XFA forms (which carry scripts). A loan document needs none of them.
 */
const ACTIVE_NAMES = new Set([
  '/JavaScript',
  '/JS',
  '/Launch',
  '/EmbeddedFile',
  '/EmbeddedFiles',
  '/RichMedia',
  '/XFA',
]);
/** Markup a browser would run if the file were ever shown as a web page (a PDF/HTML polyglot). */
const HTML_MARKUP = /<\s*(script|html|body|iframe|object|embed|svg|img|form|meta|!doctype)[\s>/]/i;
const NAME = /\/[^\s/<>[\](){}%]+/g;
const STREAM = /stream\r?\n/g;
/** A stream inflated beyond this is not searched further (a compression bomb stays small here). */
const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/** `/J#61vaScript` is `/JavaScript`: PDF names may spell any character as #hh. */
const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function hasActiveName(text: string): boolean {
  return (text.match(NAME) ?? []).some((name) => ACTIVE_NAMES.has(decodeName(name)));
}

/** The inflated text of each Flate stream, where object streams (PDF 1.5) can hide dictionaries. */
function* inflatedStreams(bytes: Uint8Array, text: string): Generator<string> {
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    try {
      yield inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES }).toString('latin1');
    } catch {
      // Not a Flate stream (an image, an unknown filter): nothing in it is a dictionary.
    }
  }
}

/** Whether a PDF carries anything active (docs/decisions/050): such a file is refused, not kept. */
export function hasActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (HTML_MARKUP.test(text) || hasActiveName(text)) return true;
  for (const inflated of inflatedStreams(bytes, text)) {
    if (HTML_MARKUP.test(inflated) || hasActiveName(inflated)) return true;
  }
  return false;
}
