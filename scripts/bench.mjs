// `npm run bench` (first step): Lighthouse (mobile preset: slow 4G, mid-range phone) on a page of
// every public page of app/public-pages.ts (scripts/bench-pages.mjs lists them, each a content or a
// form page, and the routes left out with the reason), in Debian's Chromium. Prints each page's figures with
// the targets of its kind and whether it meets them, then a summary line per kind.
// Targets (issue 12): content pages performance 100, FCP <= 1.0 s, LCP <= 1.2 s; form pages
// performance >= 98; every page accessibility, best practices and SEO 100 (SEO not on the pages that
// ask search engines not to list them).
//   --rebuild          build first (`npm run build`), even when a build exists
//   BENCH_PORT=3300    the port of the server it starts
//   BENCH_PAGES=/,/about   only these pages (see scripts/bench-pages.mjs)
//   BENCH_RUNS=3       runs per page; the table shows the run with the median performance score
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import { KIND_TARGETS, LEFT_OUT, SHARED_TARGETS, benchPages } from './bench-pages.mjs';
import { range, recordFigure, tableRow } from './bench-support.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { SERVER_COMMAND } from './server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Lighthouse sometimes fails to record a trace (NO_NAVSTART...): such a run is repeated, not scored. */
const ATTEMPTS_PER_RUN = 3;
/**
 * Each run a first visit: Lighthouse's own reset keeps the page's localStorage, where the site notes
 * that its font is cached (decision 039), so a run would find the note of the run before it.
 */
const CLEAR_STORAGE_TYPES = [...defaultConfig.settings.clearStorageTypes, 'local_storage'];

if (!existsSync(join(root, 'build/server/index.js')) || process.argv.includes('--rebuild')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every route is a registered public page or left out with a reason: app/public-pages.test.ts sees to it.
console.log(
  `Routes left out of Lighthouse:\n${LEFT_OUT.map(({ route, reason }) => `  ${route}: ${reason}`).join('\n')}`,
);

const pages = benchPages();
const dataDir = mkdtempSync(join(tmpdir(), 'bank-bench-'));
const server = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
  cwd: root,
  stdio: 'ignore',
  // Its own embedded database, never the DATABASE_URL of the shell; its public address the one
  // Lighthouse opens, or canonical links and the CSP name another site.
  env: {
    ...process.env,
    DATABASE_URL: '',
    PUBLIC_URL: base,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
// A crash (Chromium missing, say) must not leave the server running.
process.on('exit', () => {
  server.kill('SIGTERM');
});
try {
  await waitForHealth();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== '--headless=new').concat('--headless=new'),
  });
  const results = [];
  mkdirSync(join(root, 'reports/lighthouse'), { recursive: true });
  try {
    // A first run in a fresh browser is slower than the rest for reasons of the browser's own (Lighthouse
    // resets the page's cache and storage before every run): warm it up on the first page, unscored.
    await lighthouse(`${base}${pages[0].page}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    for (const [index, page] of pages.entries()) {
      const status = (await fetch(`${base}${page.page}`, { redirect: 'manual' })).status;
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, page.page));
      runs.sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
      const median = runs[Math.floor(runs.length / 2)];
      const name = page.page.replace(/^\/+|\/+$/g, '').replace(/\W+/g, '-') || 'home';
      writeFileSync(join(root, `reports/lighthouse/${name}.html`), median.html);
      writeFileSync(join(root, `reports/lighthouse/${name}.json`), median.json);
      const result = {
        ...page,
        status,
        ...median.scores,
        performanceOfRuns: runs.map((each) => each.scores.performance ?? 'error'),
      };
      result.misses = misses(result);
      results.push(result);
      console.log(
        `${index + 1}/${pages.length} ${page.page}: performance ${result.performance ?? 'error'} (TBT ${result.tbtMs} ms, CPU index ${result.benchmarkIndex})${result.misses.length ? `, misses ${result.misses.join(', ')}` : ''}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  console.table(results.map(pageRow));
  summarise(results);
  console.log('Full reports: reports/lighthouse/*.html (and the same data as *.json)');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}

/** What a page misses of its targets, as `figure measured < target`; empty when it meets them all. */
function misses({ kind, status, page, noindex, ...scores }) {
  const found = [];
  if (status !== 200) found.push(`answer ${status} (not 200)`);
  const targets = KIND_TARGETS[kind];
  if (!(scores.performance >= targets.performance))
    found.push(`performance ${scores.performance ?? 'error'} < ${targets.performance}`);
  if (targets.fcp !== undefined && !(scores.fcp <= targets.fcp)) found.push(`FCP ${scores.fcp} s > ${targets.fcp} s`);
  if (targets.lcp !== undefined && !(scores.lcp <= targets.lcp)) found.push(`LCP ${scores.lcp} s > ${targets.lcp} s`);
  for (const [category, target] of Object.entries(SHARED_TARGETS)) {
    if (category === 'seo' && noindex) continue;
    if (!(scores[category] >= target)) found.push(`${category} ${scores[category] ?? 'error'} < ${target}`);
  }
  return found;
}

function pageRow(result) {
  const targets = KIND_TARGETS[result.kind];
  const content = targets.fcp !== undefined;
  return {
    page: result.page,
    kind: result.kind,
    perf: result.performance ?? 'error',
    'perf target': content ? `${targets.performance}` : `>= ${targets.performance}`,
    ...(RUNS > 1 ? { 'perf of runs': result.performanceOfRuns.join(' ') } : {}),
    'FCP s': result.fcp,
    'LCP s': result.lcp,
    'TBT ms': result.tbtMs,
    'FCP/LCP target': content ? `<= ${targets.fcp.toFixed(1)} / ${targets.lcp.toFixed(1)}` : '-',
    'a11y/BP/SEO': `${result.accessibility}/${result['best-practices']}/${result.seo}${result.noindex ? ' (noindex)' : ''}`,
    'JS KB': result.javascriptKb,
    'CPU index': result.benchmarkIndex,
    met: result.misses.length ? 'NO' : 'yes',
  };
}

/** One line per kind (min-max over its pages), each also recorded for the summary of `npm run bench`. */
function summarise(results) {
  const figures = [];
  const below = (list, test) => {
    const failing = list.filter(test).map((result) => result.page);
    return failing.length ? `; below target: ${failing.join(' ')}` : '';
  };
  for (const [kind, targets] of Object.entries(KIND_TARGETS)) {
    const ofKind = results.filter((result) => result.kind === kind);
    if (!ofKind.length) continue;
    const scored = (key) => ofKind.map((result) => result[key] ?? 0);
    const slowPerformance = (result) => !(result.performance >= targets.performance);
    figures.push({
      figure: `Lighthouse performance, ${kind} pages`,
      measured: `${range(scored('performance'))} (${ofKind.length} page${ofKind.length === 1 ? '' : 's'}${below(ofKind, slowPerformance)})`,
      target: kind === 'content' ? `${targets.performance}` : `>= ${targets.performance}`,
      met: !ofKind.some(slowPerformance),
    });
    if (targets.fcp !== undefined) {
      const slowPaint = (result) => !(result.fcp <= targets.fcp && result.lcp <= targets.lcp);
      figures.push({
        figure: `FCP / LCP, ${kind} pages`,
        measured: `${range(scored('fcp'), 2)} s / ${range(scored('lcp'), 2)} s${below(ofKind, slowPaint)}`,
        target: `<= ${targets.fcp.toFixed(1)} s / ${targets.lcp.toFixed(1)} s`,
        met: !ofKind.some(slowPaint),
      });
    }
  }
  for (const [category, target] of Object.entries(SHARED_TARGETS)) {
    const counted = results.filter((result) => !(category === 'seo' && result.noindex));
    if (!counted.length) continue;
    const low = (result) => !(result[category] >= target);
    figures.push({
      figure: `Lighthouse ${category}, every page${category === 'seo' ? ' (but noindex ones)' : ''}`,
      measured: `${range(counted.map((result) => result[category] ?? 0))}${below(counted, low)}`,
      target: `${target}`,
      met: !counted.some(low),
    });
  }
  figures.push({
    figure: "Lighthouse's CPU benchmark index during the runs (the machine's speed; higher is faster)",
    measured: range(results.map((result) => result.benchmarkIndex)),
    target: '-',
    met: null,
  });
  const unexpected = results.filter((result) => result.misses.some((miss) => miss.startsWith('answer')));
  if (unexpected.length)
    figures.push({
      figure: 'pages answering 200',
      measured: unexpected.map((result) => `${result.page} ${result.status}`).join(' '),
      target: 'all',
      met: false,
    });
  console.table(figures.map(tableRow));
  for (const figure of figures) recordFigure(figure);
}

/** One Lighthouse run of a page: its scores and both reports. */
async function audit(port, path) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${base}${path}`, {
      port,
      output: ['html', 'json'],
      logLevel: 'error',
      clearStorageTypes: CLEAR_STORAGE_TYPES,
    });
    const { lhr } = result;
    if (lhr.runtimeError) {
      console.error(
        `${path}: Lighthouse run failed (attempt ${attempt}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
      if (attempt < ATTEMPTS_PER_RUN) continue;
    }
    const [html, json] = result.report;
    return { scores: scoresOf(lhr), html, json };
  }
}

/** Scores out of 100 (null when Lighthouse could not score), FCP and LCP in seconds, total blocking time, scripts in KB as transferred, the machine's speed. */
function scoresOf({ categories, audits, environment }) {
  const score = (category) =>
    categories[category]?.score == null ? null : Math.round(categories[category].score * 100);
  const seconds = (id) =>
    audits[id]?.numericValue === undefined ? null : Number((audits[id].numericValue / 1000).toFixed(2));
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: seconds('first-contentful-paint'),
    lcp: seconds('largest-contentful-paint'),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    // Lighthouse's own measure of the machine's speed at the time of the run: low and scattered
    // indexes mean a busy or slow machine, whose blocking times (and scores) are longer.
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    javascriptKb: scripts ? Math.round(scripts.transferSize / 1024) : 0,
  };
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy');
}
