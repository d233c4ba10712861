// `npm run font:subset`: makes the site's font file from Inter and the characters and weights of
// app/styles/font-subset.ts, and the fallback faces drawn until it arrives. Run it after changing
// them; both files are committed (a test checks they are current).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import subsetFont from 'subset-font';
import { FALLBACK_FACES_FILE, FONT_SOURCE, FONT_SUBSET, FONT_SUBSET_FILE } from '../app/styles/font-subset';

export async function makeFontSubset(): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(FONT_SOURCE));
  return subsetFont(source, FONT_SUBSET.characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_SUBSET.weights },
  });
}

/** Other names of a fallback: fonts of Arial's metrics on Linux, Roboto's name on Android's newer releases. */
const OTHER_LOCAL_NAMES: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'LiberationSans', 'Arimo'],
  Roboto: ['Roboto'],
};

/**
 * Arial (Windows, macOS; Liberation Sans on Linux) and Roboto (Android) scaled to Inter's widths and
 * line metrics (capsize): text drawn in them takes the room Inter will take, so the page does not
 * move when the font arrives (docs/decisions/039).
 */
export function makeFallbackFaces(): string {
  const { fontFaces } = createFontStack([inter, arial, roboto], { fontFaceFormat: 'styleObject' });
  const faces = fontFaces.map(({ '@font-face': face }) => {
    const fallback = face.fontFamily!.replace(/^"Inter Fallback: (.+)"$/, '$1');
    const src = [face.src, ...(OTHER_LOCAL_NAMES[fallback] ?? []).map((name) => `local('${name}')`)].join(', ');
    return [
      '@font-face {',
      `  font-family: ${face.fontFamily};`,
      `  src: ${src};`,
      ...(['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust'] as const)
        .filter((property) => face[property] !== undefined)
        .map(
          (property) => `  ${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${face[property]};`,
        ),
      '}',
    ].join('\n');
  });
  return `/* Made by \`npm run font:subset\` (scripts/subset-font.ts): do not edit. */\n${faces.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const font = await makeFontSubset();
  writeFileSync(FONT_SUBSET_FILE, font);
  console.log(`${FONT_SUBSET_FILE}: ${font.length} bytes`);
  writeFileSync(FALLBACK_FACES_FILE, makeFallbackFaces());
  console.log(`${FALLBACK_FACES_FILE}: written`);
}
