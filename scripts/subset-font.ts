// `npm run font:subset`: makes the site's font file from Inter and the characters and weights of
// app/styles/font-subset.ts. Run it after changing them; the file is committed (a test checks it is current).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { FONT_SOURCE, FONT_SUBSET, FONT_SUBSET_FILE } from '../app/styles/font-subset';

export async function makeFontSubset(): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(FONT_SOURCE));
  return subsetFont(source, FONT_SUBSET.characters, { targetFormat: 'woff2', variationAxes: { wght: FONT_SUBSET.weights } });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const font = await makeFontSubset();
  writeFileSync(FONT_SUBSET_FILE, font);
  console.log(`${FONT_SUBSET_FILE}: ${font.length} bytes`);
}
