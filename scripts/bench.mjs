// `npm run bench`: Lighthouse (mobile preset: slow 4G, mid-range phone) on key pages of the built
// site, in Debian's Chromium. Prints each score and the JavaScript each page ships.
// Targets: performance >= 95; accessibility, best practices and SEO 100.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${PORT}`;
const PAGES = (process.env.BENCH_PAGES ?? '/,/products/1,/property/17,/blog-single/1,/privacy-policy').split(',');
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

if (!existsSync(join(root, 'build/server/index.js')) || process.argv.includes('--rebuild')) {
  spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, PUBLIC_URL: base } });
}

const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'bank-bench-')), LOG_LEVEL: 'warn' },
});
try {
  await waitForHealth();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless=new').concat('--headless=new'),
  });
  const rows = [];
  mkdirSync(join(root, 'reports/lighthouse'), { recursive: true });
  try {
    for (const path of PAGES) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'html', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
      rows.push({
        page: path,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        'best-practices': Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        'JS KB (transferred)': scripts ? Math.round(scripts.transferSize / 1024) : 0,
        LCP: audits['largest-contentful-paint'].displayValue,
        TBT: audits['total-blocking-time'].displayValue,
        CLS: audits['cumulative-layout-shift'].displayValue,
      });
      writeFileSync(join(root, `reports/lighthouse/${path.replace(/\W+/g, '_') || 'home'}.html`), result.report);
    }
  } finally {
    await chrome.kill();
  }
  console.table(rows);
  const misses = rows.flatMap((row) =>
    Object.entries(TARGETS).filter(([key, target]) => row[key] < target).map(([key, target]) => `${row.page} ${key} ${row[key]} < ${target}`),
  );
  console.log(misses.length ? `Below target:\n  ${misses.join('\n  ')}` : 'Every page meets its targets.');
  console.log('Full reports: reports/lighthouse/*.html');
} finally {
  server.kill('SIGTERM');
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}
