import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFallbackFaces, makeFontSubset } from '../../scripts/subset-font';
import { WEB_FONT_ATTRIBUTE, WEB_FONT_FAMILY, WEB_FONT_ON } from '../lib/web-font';
import { FALLBACK_FACES_FILE, FONT_SUBSET, FONT_SUBSET_FILE } from './font-subset';

/** The text of every source file of the app and the domain, comments left out (tests too). */
function sourceText(folder: string): string {
  return readdirSync(folder)
    .map((name) => join(folder, name))
    .map((path) => {
      if (statSync(path).isDirectory()) return sourceText(path);
      if (!/\.(ts|tsx)$/.test(path) || /\.test\.tsx?$/.test(path)) return '';
      return readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
        .join('\n');
    })
    .join('\n');
}

describe('the font subset', () => {
  it('has every character that the copy and the content use', () => {
    const used = new Set(sourceText('app') + sourceText('domain'));
    const missing = [...used].filter((character) => character > '~' && !FONT_SUBSET.characters.includes(character));
    expect(missing).toEqual([]);
  });

  it('is the file that npm run font:subset makes of it', async () => {
    expect((await makeFontSubset()).equals(readFileSync(FONT_SUBSET_FILE))).toBe(true);
  });
});

describe('the fallback faces', () => {
  it('are the file that npm run font:subset makes', () => {
    expect(readFileSync(FALLBACK_FACES_FILE, 'utf8')).toBe(makeFallbackFaces());
  });

  it('come first in the font stack, each resized to Inter, and Inter before them once turned on', () => {
    const families = [...makeFallbackFaces().matchAll(/font-family: "([^"]+)"/g)].map(([, family]) => `'${family}'`);
    const tokens = readFileSync('app/styles/tokens.css', 'utf8');
    const fallbacks = /--font-fallbacks:\s*([^;]+);/.exec(tokens)![1]!.replace(/\s+/g, ' ');
    expect(fallbacks.startsWith(families.join(', '))).toBe(true);
    expect(tokens).toContain(
      `html[${WEB_FONT_ATTRIBUTE}='${WEB_FONT_ON}'] {\n  --font-sans: '${WEB_FONT_FAMILY}', var(--font-fallbacks);`,
    );
    expect(tokens).toContain(`@font-face {\n  font-family: '${WEB_FONT_FAMILY}';`);
    expect(makeFallbackFaces().match(/size-adjust: \d+(\.\d+)?%;/g)).toHaveLength(families.length);
  });
});
