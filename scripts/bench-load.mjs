// `npm run bench` (after Lighthouse): the figures of issue 12 that are not Lighthouse's, each with
// its target. On this machine's built site:
// The server runs production code on the local parts, as a staging server does.
//   - JavaScript per page (gzipped): every script a visit in Chromium loads until the network is
//     quiet, the chunks a form loads after hydration (its schemas) included;
//   - start-up to /healthz 200 on an existing embedded database;
//   - requests per second at 50 connections (autocannon) of a prerendered page served by the product
//     and by nginx from Debian's packages (installed when missing) serving the same files, and of a
//     page rendered per request, with its p99 latency.
//   BENCH_PORT=3310, NGINX_PORT=3380   the ports of the servers it starts
//   BENCH_SECONDS=10                   how long each load test runs
//   BENCH_PAGES=/,/contact             JavaScript of these pages only (see scripts/bench-pages.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { KIND_TARGETS, benchPages } from './bench-pages.mjs';
import { range, recordFigure, tableRow } from './bench-support.mjs';
import { SERVER_COMMAND } from './server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const NGINX_PORT = Number(process.env.NGINX_PORT ?? 3380);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const PAGES = benchPages();
// /about draws the published branches since decision 097: /anniversary is still a file of the build.
const PRERENDERED = '/anniversary';
/**
 * Production code (React's production builds among it, as the live site runs) on the local parts,
 * as a staging server runs it: the figures are the live site's, without its outside systems.
 */
const STAGING = {
  NODE_ENV: 'production',
  ALLOW_LOCAL_PARTS_IN_PRODUCTION: 'true',
  ALLOW_SAMPLE_CONTENT_IN_PRODUCTION: 'true',
  ENCRYPTION_KEY: `bench:${Buffer.alloc(32, 7).toString('base64')}`,
  HASH_KEY: 'bench-hash-key-of-the-staging-server-0123456789',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
};
const PER_REQUEST = '/search?search=mortgage';

if (!existsSync(join(root, 'build/server/index.js'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Figures of the summary of `npm run bench` (also recorded for it); per-page ones are only printed here. */
const figures = [];
const figure = (name, measured, target, met) => {
  figures.push({ figure: name, measured, target, met });
  recordFigure({ figure: name, measured, target, met });
};
const pageFigures = [];
const dataDir = mkdtempSync(join(tmpdir(), 'bank-bench-load-'));

// Start-up: the first start makes the database; the second, timed, finds it.
await stop(await start());
const startedAt = performance.now();
const server = await start();
const startup = (performance.now() - startedAt) / 1000;
figure('start-up to /healthz 200, existing database', `${startup.toFixed(2)} s`, '< 2 s', startup < 2);

let nginx;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [kind, { javascriptKb: limit }] of Object.entries(KIND_TARGETS)) {
    const measured = [];
    for (const { page } of PAGES.filter((each) => each.kind === kind)) {
      const { kb, inUseKb } = await javascriptKb(browser, page);
      measured.push({ page, kb });
      pageFigures.push({
        figure: `JavaScript, gzipped, ${kind} page ${page} (once its form is used: ${inUseKb.toFixed(1)} KB)`,
        measured: `${kb.toFixed(1)} KB`,
        target: `<= ${limit} KB`,
        met: kb <= limit,
      });
    }
    if (!measured.length) continue;
    const heavy = measured.filter(({ kb }) => kb > limit).map(({ page }) => page);
    figure(
      `JavaScript gzipped, ${kind} pages`,
      `${range(
        measured.map(({ kb }) => kb),
        1,
      )} KB (${measured.length} page${measured.length === 1 ? '' : 's'}${heavy.length ? `; above target: ${heavy.join(' ')}` : ''})`,
      `<= ${limit} KB`,
      heavy.length === 0,
    );
  }

  nginx = startNginx();
  const product = await load(`${base}${PRERENDERED}`);
  const reference = await load(`http://127.0.0.1:${NGINX_PORT}${PRERENDERED}`);
  const share = (100 * product.requests.average) / reference.requests.average;
  figure(
    `prerendered ${PRERENDERED} at 50 connections: product ${Math.round(product.requests.average)} req/s, nginx ${Math.round(reference.requests.average)} req/s`,
    `${share.toFixed(0)}% of nginx`,
    '>= 85%',
    share >= 85,
  );
  const rendered = await load(`${base}${PER_REQUEST}`);
  figure(
    `rendered per request ${PER_REQUEST}, 50 connections`,
    `${Math.round(rendered.requests.average)} req/s`,
    '>= 600 req/s',
    rendered.requests.average >= 600,
  );
  // No answer at all has no latency: autocannon then says p99 0 ms, which is no success.
  const answered = rendered.requests.total > 0;
  figure(
    `rendered per request ${PER_REQUEST}, 50 connections, p99`,
    answered ? `${rendered.latency.p99} ms` : 'no answer',
    '< 100 ms',
    answered && rendered.latency.p99 < 100,
  );
  // The same address again is answered from the document cache (decision 034); a new address each time is a whole render.
  const everyAddressNew = await load(`${base}${PER_REQUEST}`, { everyAddressNew: true });
  const newAnswered = everyAddressNew.requests.total > 0;
  figure(
    `rendered per request, a new address each time (no cache), 50 connections`,
    `${Math.round(everyAddressNew.requests.average)} req/s, p99 ${newAnswered ? `${everyAddressNew.latency.p99} ms` : 'no answer'}`,
    '>= 600 req/s, p99 < 100 ms',
    everyAddressNew.requests.average >= 600 && newAnswered && everyAddressNew.latency.p99 < 100,
  );
  for (const result of [product, reference, rendered, everyAddressNew]) {
    const failed = result.errors + result.timeouts + result.non2xx;
    if (failed) figure(`errors, time-outs and non-2xx answers under load (${result.url})`, `${failed}`, '0', false);
  }
} finally {
  await browser.close();
  nginx?.kill('SIGTERM');
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (nginx) rmSync(nginx.dir, { recursive: true, force: true });
}

console.table(pageFigures.map(tableRow));
console.table(figures.map(tableRow));
const misses = figures.filter((row) => !row.met);
console.log(misses.length ? `${misses.length} figure(s) below target.` : 'Every figure meets its target.');

function start() {
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...STAGING,
      DATABASE_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // A crash of this script must not leave the server running.
  process.on('exit', () => child.kill('SIGTERM'));
  return (async () => {
    // A first start makes the embedded database: seconds, or half a minute on a busy machine.
    const deadline = performance.now() + 180_000;
    while (performance.now() < deadline) {
      if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) return { child, exited };
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGTERM');
    throw new Error('the server did not become healthy');
  })();
}

async function stop({ child, exited }) {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
}

/** Gzipped KB of the given built files, each counted once. */
function gzippedKb(files) {
  let bytes = 0;
  for (const file of new Set(files))
    bytes += gzipSync(readFileSync(join(root, 'build/client', file)), { level: 9 }).length;
  return bytes / 1024;
}

/**
 * The gzipped size of every script a visit loads until the network is quiet (a form page's, asked
 * for after its first paint, included: docs/decisions/037), and of every script loaded once the
 * visitor turns to the page's form (a focus in its first field): parts that load on use
 * (docs/decisions/036) count in the second figure only.
 */
async function javascriptKb(browser, path) {
  const page = await browser.newPage();
  const loaded = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const kb = gzippedKb(loaded);
    // The instant account's fields stay disabled until the BVN is validated, which a bench cannot do: there the figure is the arrival's.
    const field = page.locator('main form :is(input, select, textarea):enabled:visible').first();
    if ((await field.count()) === 0) return { kb, inUseKb: kb };
    await field.focus();
    // The load state stays 'networkidle' once reached: what the focus fetches is given two seconds.
    await page.waitForTimeout(2000);
    return { kb, inUseKb: gzippedKb(loaded) };
  } finally {
    await page.close();
  }
}

/** nginx serving the built files as the product does (precompressed gzip, /path/index.html). */
function startNginx() {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) {
    console.log('Installing nginx-light from Debian’s packages, to compare with…');
    const installed = spawnSync(
      'sh',
      ['-c', 'apt-get install -y nginx-light || (apt-get update && apt-get install -y nginx-light)'],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0) throw new Error('nginx could not be installed');
  }
  const dir = mkdtempSync(join(tmpdir(), 'bank-bench-nginx-'));
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off;
events { worker_connections 1024; }
http {
  access_log off; include /etc/nginx/mime.types; sendfile on; gzip_static on;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${join(root, 'build/client')}; location / { try_files $uri $uri/index.html =404; } }
}
`,
  );
  const child = spawn('nginx', ['-c', config], { stdio: 'ignore' });
  process.on('exit', () => child.kill('SIGTERM'));
  return Object.assign(child, { dir });
}

/** autocannon at 50 connections, asking for gzip as browsers do. */
async function load(url, { everyAddressNew = false } = {}) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  let sent = 0;
  const requests = everyAddressNew
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${new URL(url).pathname}${new URL(url).search}&n=${(sent += 1)}`,
          }),
        },
      ]
    : undefined;
  const result = await autocannon({
    url,
    connections: 50,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip, br' },
    requests,
  });
  return { ...result, url };
}
