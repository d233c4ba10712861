import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made with pdf-lib's standard fonts draws, in drawing order, one string per line:
 * its content streams inflated and their hex strings (`<...> Tj`) decoded. Enough to check what a
 * statement says; not a general PDF reader.
 */
export function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return lines;
}
