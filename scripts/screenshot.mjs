// Screenshots of pages at phone and desktop widths, for looking at what was built.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000/about [more urls...] (writes reports/screens/)
// SCREEN_WIDTHS=390,1280 picks other widths (the first is shot as a phone, the others as desktops).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const urls = process.argv.slice(2);
const out = 'reports/screens';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const widths = (process.env.SCREEN_WIDTHS ?? '360,1366').split(',').map(Number);
const sizes = widths.map((width, index) => [
  index === 0 ? 'phone' : `desktop-${width}`,
  width,
  index === 0 ? 800 : 900,
]);
for (const url of urls) {
  for (const [label, width, height] of sizes) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${label}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
    await context.close();
  }
}
await browser.close();
