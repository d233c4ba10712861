// `npm run bench:cluster` (issue 32 point 1): three instances behind nginx on one PostgreSQL, through
// an instance's stop and a rolling restart. Starts the built server three times on a database of its
// own (created on the PostgreSQL server, dropped at the end) and nginx with deploy/nginx/bank.conf
// (only its upstream's addresses and its listen lines replaced: no TLS here), then
//   1. prepares BENCH_APPLICANTS consents (through nginx), for the submissions to come;
//   2. sends a steady load, open loop (sent on the clock, whatever the answers): BENCH_PAGE_RATE page
//      views a second (20) over a few pages and a build file, and BENCH_SUBMISSION_RATE instant-account
//      submissions a second (2), each an applicant of its own under an Idempotency-Key, retried with
//      the same key (up to 3 more times, 1 s apart) when refused with a retryable answer (no answer,
//      409 in progress, 502, 503, 504);
//   3. for the first BENCH_COMPARE_SECONDS (20), half the page views go straight to one instance:
//      p50/p99 through nginx against direct, under the same load;
//   4. stops one instance (SIGTERM), starts it again, then restarts each instance in turn, the next
//      one stopped fail_timeout (the recipe's) after the previous answers /readyz 200;
//   5. prints requests sent, failed page views (target 0), submissions acknowledged, refused with a
//      retryable answer or failed, whether the database holds each acknowledged one once, and nginx's
//      own count of requests it passed on to another instance.
// The instances run the built server with NODE_ENV unset (development), as bench:submissions does: the
// development outbox is how the bench reads the consent codes the sandbox identity provider sends.
// They share one DATA_DIR (uploaded documents), as they would share an S3 bucket in production.
//   DATABASE_URL        the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
//   NGINX_PORT=3330     nginx's port; the instances take the next three (3331-3333)
//   SHUTDOWN_DELAY_SECONDS=0   passed to the instances (docs/operations.md, Draining)
// Without nginx on the PATH or a reachable PostgreSQL it says so and exits 0.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type Applicant, consentedApplicant, submission } from '../tests/support/http-applicant';
import { tableRow } from './bench-support.mjs';
import { SERVER_COMMAND } from './server-command.mjs';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const NGINX_PORT = Number(process.env.NGINX_PORT ?? 3330);
const PORTS = [1, 2, 3].map((offset) => NGINX_PORT + offset);
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 20);
const SUBMISSION_RATE = Number(process.env.BENCH_SUBMISSION_RATE ?? 2);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 240);
const SHUTDOWN_DELAY_SECONDS = process.env.SHUTDOWN_DELAY_SECONDS ?? '0';
const COMPARE_SECONDS = Number(process.env.BENCH_COMPARE_SECONDS ?? 20);
const DOWN_SECONDS = 5;
// No answer, a proxy's refusal, or 409 (the same key still being processed): the site's form keeps its
// Idempotency-Key, so the customer's next try is the same submission.
const RETRYABLE = new Set([0, 409, 502, 503, 504]);
const RECIPE = readFileSync('deploy/nginx/bank.conf', 'utf8');
const FAIL_TIMEOUT_SECONDS = Number(/fail_timeout=(\d+)s/.exec(RECIPE)?.[1] ?? 10);
/** How the instant account scopes its Idempotency-Key in account_applications.submission_key (server/accounts/open-instant-account.ts). */
const SUBMISSION_KEY_SCOPE = 'accounts.instant:';
const proxy = `http://127.0.0.1:${NGINX_PORT}`;
const direct = `http://127.0.0.1:${PORTS[0]}`;

if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) {
  console.log('bench:cluster skipped: nginx is not on the PATH (Debian: apt-get install nginx-light).');
  process.exit(0);
}
const admin = new pg.Client({ connectionString: DATABASE_URL });
try {
  await admin.connect();
} catch (error) {
  console.log(
    `bench:cluster skipped: no PostgreSQL at ${new URL(DATABASE_URL).host} (${(error as Error).message}); set DATABASE_URL.`,
  );
  process.exit(0);
}
if (!existsSync('build/server/index.js')) {
  console.log('No build found: building the site (about a minute, once)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = `bench_cluster_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${database}`);
const databaseUrl = new URL(DATABASE_URL);
databaseUrl.pathname = `/${database}`;
const work = mkdtempSync(join(tmpdir(), 'bank-bench-cluster-'));
// Started by root, nginx's workers run as nobody: they must reach the temporary folders it makes here.
chmodSync(work, 0o755);
const dataDir = join(work, 'data');
mkdirSync(dataDir);
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s`;
const events: string[] = [];
const note = (event: string) => {
  events.push(`${clock()}  ${event}`);
  console.log(`${clock()}  ${event}`);
};

const instances: (ChildProcess | undefined)[] = [];
let nginx: ChildProcess | undefined;
let failed = true;
try {
  instances[0] = startInstance(0);
  await untilReady(0); // alone first: it runs the migrations on the new database
  instances[1] = startInstance(1);
  instances[2] = startInstance(2);
  await Promise.all([untilReady(1), untilReady(2)]);
  nginx = startNginx();
  await untilAnswered(`${proxy}/healthz`, () => nginx!.exitCode === null);
  note('three instances ready, nginx in front');

  const home = await (await fetch(`${proxy}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  if (!asset) throw new Error('no build file found in the home page');
  const pages = ['/', '/about', '/products/1', '/contact', '/search?search=mortgage', asset];
  // Each instance loads its build at its first page: not part of what is measured.
  for (const port of PORTS)
    for (const page of pages) await (await fetch(`http://127.0.0.1:${port}${page}`)).arrayBuffer();
  const viaProxy = await fetch(`${proxy}/about`);
  await viaProxy.arrayBuffer();
  const requestIdFromProxy = /^[0-9a-f]{32}$/.test(viaProxy.headers.get('x-request-id') ?? '');

  const applicants: Applicant[] = [];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (applicants.length < APPLICANTS) applicants.push(await consentedApplicant([proxy, proxy]));
    }),
  );
  note(`${applicants.length} consents given (through nginx)`);

  // --- The load runs on the clock while the instances are stopped and started below.
  let phase: 'compare' | 'restarts' = 'compare';
  const pageViews: { via: 'proxy' | 'direct'; phase: string; page: string; status: number; ms: number }[] = [];
  const submissions: { key: string; answers: number[]; ms: number }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let running = true;
  const track = (promise: Promise<unknown>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };
  const onTheClock = async (perSecond: number, send: (index: number) => Promise<unknown>) => {
    const first = performance.now();
    for (let index = 0; running; index += 1) {
      const due = first + (index * 1000) / perSecond;
      if (due > performance.now()) await sleep(due - performance.now());
      if (running) track(send(index));
    }
  };
  const pageLoad = onTheClock(PAGE_RATE, async (index) => {
    // Every page both ways: each round of the pages goes through nginx, the next straight to the instance.
    const via = phase === 'compare' && Math.floor(index / pages.length) % 2 === 1 ? 'direct' : 'proxy';
    const page = pages[index % pages.length];
    const sentAt = performance.now();
    const status = await fetch(`${via === 'proxy' ? proxy : direct}${page}`, {
      headers: { 'X-Forwarded-For': `10.7.${index % 250}.${(index >> 8) % 250}` },
      signal: AbortSignal.timeout(30_000),
    }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    );
    pageViews.push({ via, phase, page, status, ms: performance.now() - sentAt });
  });
  const submissionLoad = onTheClock(SUBMISSION_RATE, async () => {
    const applicant = applicants.shift();
    if (!applicant) return;
    const key = randomBytes(16).toString('hex');
    const answers: number[] = [];
    const sentAt = performance.now();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (attempt > 0) await sleep(1000);
      const status = await submission(proxy, applicant, key).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      answers.push(status);
      if (!RETRYABLE.has(status)) break;
    }
    submissions.push({ key, answers, ms: performance.now() - sentAt });
  });

  await sleep(COMPARE_SECONDS * 1000);
  phase = 'restarts';
  note(`half the page views went straight to instance 1 so far; all through nginx from now`);
  await stopInstance(1);
  await sleep(DOWN_SECONDS * 1000);
  await restartInstance(1);
  // nginx sends a failed instance nothing for fail_timeout, back or not (deploy/README.md).
  await sleep(FAIL_TIMEOUT_SECONDS * 1000 + 1000);
  for (const index of [0, 1, 2]) {
    await stopInstance(index);
    await restartInstance(index);
    await sleep(FAIL_TIMEOUT_SECONDS * 1000 + 1000);
  }
  await sleep(5000);
  running = false;
  await Promise.all([pageLoad, submissionLoad]);
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  note(`load stopped${applicants.length === 0 ? ' (the prepared consents ran out before the end)' : ''}`);

  // --- What the database holds, by the submissions' keys.
  const stored = new pg.Client({ connectionString: databaseUrl.toString() });
  await stored.connect();
  const rows = (
    await stored.query<{ key: string; n: number }>(
      'select submission_key as key, count(*)::int as n from account_applications where submission_key is not null group by submission_key',
    )
  ).rows;
  const duplicateBvns = (
    await stored.query<{ n: number }>(
      'select count(*)::int as n from (select bvn_hash from customers group by bvn_hash having count(*) > 1) as twice',
    )
  ).rows[0].n;
  const customers = (await stored.query<{ n: number }>('select count(*)::int as n from customers')).rows[0].n;
  await stored.end();
  const storedByKey = new Map(rows.map(({ key, n }) => [key.replace(SUBMISSION_KEY_SCOPE, ''), n]));

  const acknowledged = submissions.filter(({ answers }) => answers.at(-1) === 201);
  const acknowledgedFirstTime = acknowledged.filter(({ answers }) => answers.length === 1);
  const refusedRetryable = submissions.filter(({ answers }) => RETRYABLE.has(answers.at(-1)!));
  const failedSubmissions = submissions.filter(
    ({ answers }) => answers.at(-1) !== 201 && !RETRYABLE.has(answers.at(-1)!),
  );
  const retriedAnswers = submissions.flatMap(({ answers }) => answers.slice(0, -1));
  const acknowledgedStoredOnce = acknowledged.filter(({ key }) => storedByKey.get(key) === 1).length;
  const storedTwice = rows.filter(({ n }) => n > 1).length;
  const storedUnacknowledged =
    refusedRetryable.filter(({ key }) => storedByKey.has(key)).length +
    failedSubmissions.filter(({ key }) => storedByKey.has(key)).length;

  const pageFailures = pageViews.filter(({ status }) => status !== 200);
  const duringRestarts = pageViews.filter(({ phase: at }) => at === 'restarts');
  const compared = (via: 'proxy' | 'direct') =>
    pageViews.filter((view) => view.phase === 'compare' && view.via === via).map(({ ms }) => ms);
  const nginxLog = readFileSync(join(work, 'access.log'), 'utf8').split('\n').filter(Boolean);
  // $upstream_addr lists every instance nginx tried for a request, comma-separated.
  const passedOn = nginxLog.filter((line) => line.split(' ')[2]?.includes(',')).length;
  const answeredByNginx = nginxLog.filter((line) => /^50[24] /.test(line)).length;

  const statuses = (answers: number[]) => count(answers.map((status) => (status === 0 ? 'no answer' : String(status))));
  const figures = [
    {
      figure: 'page views sent (through nginx during the restarts)',
      measured: `${pageViews.length} (${duringRestarts.length})`,
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'page views failed (no answer or not 200)',
      measured: `${pageFailures.length}${pageFailures.length ? ` (${statuses(pageFailures.map(({ status }) => status))})` : ''}`,
      target: '0',
      met: pageFailures.length === 0,
    },
    {
      figure: 'page views, p50 / p99 through nginx',
      measured: `${percentile(compared('proxy'), 0.5)} / ${percentile(compared('proxy'), 0.99)} ms`,
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'page views, p50 / p99 direct to one instance',
      measured: `${percentile(compared('direct'), 0.5)} / ${percentile(compared('direct'), 0.99)} ms`,
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'page views, p50 / p99 through nginx during the restarts',
      measured: `${percentile(
        duringRestarts.map(({ ms }) => ms),
        0.5,
      )} / ${percentile(
        duringRestarts.map(({ ms }) => ms),
        0.99,
      )} ms`,
      target: '- (reported)',
      met: null,
    },
    { figure: 'submissions sent', measured: String(submissions.length), target: '- (reported)', met: null },
    {
      figure: 'submissions acknowledged 201 (at once; after a retry)',
      measured: `${acknowledged.length} (${acknowledgedFirstTime.length}; ${acknowledged.length - acknowledgedFirstTime.length})`,
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'answers retried by the client with the same key',
      measured: retriedAnswers.length ? `${retriedAnswers.length} (${statuses(retriedAnswers)})` : '0',
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'submissions still refused, retryable, after 4 tries',
      measured: String(refusedRetryable.length),
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'submissions failed (any other answer)',
      measured: failedSubmissions.length
        ? `${failedSubmissions.length} (${statuses(failedSubmissions.map(({ answers }) => answers.at(-1)!))})`
        : '0',
      target: '0',
      met: failedSubmissions.length === 0,
    },
    {
      figure: 'acknowledged submissions stored once (by Idempotency-Key)',
      measured: `${acknowledgedStoredOnce} of ${acknowledged.length}; ${storedTwice} key stored twice; ${duplicateBvns} BVN twice; ${customers} customers`,
      target: 'all, 0, 0',
      met: acknowledgedStoredOnce === acknowledged.length && storedTwice === 0 && duplicateBvns === 0,
    },
    {
      figure: 'refused or failed submissions stored anyway',
      measured: String(storedUnacknowledged),
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'submissions, p50 / p99 (retries included)',
      measured: `${percentile(
        submissions.map(({ ms }) => ms),
        0.5,
      )} / ${percentile(
        submissions.map(({ ms }) => ms),
        0.99,
      )} ms`,
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'requests nginx passed on to another instance',
      measured: String(passedOn),
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'answers 502/504 from nginx itself',
      measured: String(answeredByNginx),
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'X-Request-Id set by nginx and answered by the app',
      measured: requestIdFromProxy ? 'yes' : 'no',
      target: 'yes',
      met: requestIdFromProxy,
    },
  ];
  console.log(
    `\nbench:cluster — nginx ${nginxVersion()}, 3 instances, SHUTDOWN_DELAY_SECONDS=${SHUTDOWN_DELAY_SECONDS}, ${PAGE_RATE} page views/s over ${pages.join(' ')}, ${SUBMISSION_RATE} submissions/s`,
  );
  console.log(events.join('\n'));
  console.table(figures.map(tableRow));
  failed = figures.some(({ met }) => met === false);
} finally {
  await Promise.all(instances.map((instance) => instance && stop(instance)));
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx!.once('exit', resolve));
  }
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  if (failed) console.log(`Logs of the instances and nginx kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

function startInstance(index: number): ChildProcess {
  const log = openSync(join(work, `instance-${index + 1}.log`), 'a');
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: '',
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(PORTS[index]),
      HOST: '127.0.0.1',
      PUBLIC_URL: proxy,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      TRUST_PROXY_HOPS: '1',
      SHUTDOWN_DELAY_SECONDS,
      LOG_LEVEL: 'warn',
    },
  });
  closeSync(log);
  return child;
}

async function untilReady(index: number) {
  await untilAnswered(`http://127.0.0.1:${PORTS[index]}/readyz`, () => instances[index]?.exitCode === null);
}

async function untilAnswered(url: string, isAlive: () => boolean) {
  const deadline = performance.now() + 120_000;
  while (!(await fetch(url).catch(() => undefined))?.ok) {
    if (performance.now() > deadline || !isAlive()) throw new Error(`${url} never answered 200`);
    await sleep(100);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function stopInstance(index: number) {
  const sentAt = performance.now();
  note(`SIGTERM to instance ${index + 1}`);
  await stop(instances[index]!);
  note(`instance ${index + 1} exited after ${((performance.now() - sentAt) / 1000).toFixed(1)} s`);
}

async function restartInstance(index: number) {
  const sentAt = performance.now();
  instances[index] = startInstance(index);
  await untilReady(index);
  note(`instance ${index + 1} started again, /readyz 200 after ${((performance.now() - sentAt) / 1000).toFixed(1)} s`);
}

/** nginx with the recipe, as deployed but on plain HTTP at NGINX_PORT, in front of PORTS. */
function startNginx(): ChildProcess {
  const recipe = RECIPE;
  const replace = (text: string, pattern: RegExp, by: string | ((match: string) => string)) => {
    if (!pattern.test(text))
      throw new Error(`deploy/nginx/bank.conf no longer has ${pattern}: update bench-cluster.ts`);
    return text.replace(pattern, by as string);
  };
  const upstreamServer = /^\s*server\s+[\d.]+:\d+(\s[^;]*)?;\n/gm;
  const parameters = [...recipe.matchAll(/^\s*server\s+[\d.]+:\d+(\s[^;]*)?;$/gm)][0]?.[1] ?? '';
  let config = replace(recipe, upstreamServer, '');
  config = replace(
    config,
    /upstream bank \{\n/,
    (match) => `${match}${PORTS.map((port) => `    server 127.0.0.1:${port}${parameters};\n`).join('')}`,
  );
  config = replace(config, /server \{\n\s*listen 80;[\s\S]*?\n\}\n/, '');
  // The load generator stands for many clients: each request's X-Forwarded-For is taken as its
  // address, as nginx would take a CDN's (see deploy/README.md), so rate limits see many clients.
  config = replace(
    config,
    /^\s*listen 443 ssl http2;$/m,
    `    listen 127.0.0.1:${NGINX_PORT};\n    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;`,
  );
  config = replace(config, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
  config = replace(config, /^\s*ssl_[a-z_]+ [^;]*;\n/gm, '');
  const file = join(work, 'nginx.conf');
  writeFileSync(
    file,
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format bench '$status $request_method $upstream_addr $upstream_status $request_time';
  access_log ${work}/access.log bench;
  client_body_temp_path ${work}/client-body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${config}
}
`,
  );
  const tested = spawnSync('nginx', ['-t', '-c', file, '-p', work], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refused the configuration:\n${tested.stderr}`);
  return spawn('nginx', ['-c', file, '-p', work], { stdio: 'ignore' });
}

function nginxVersion() {
  return /nginx\/([\d.]+)/.exec(spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr)?.[1] ?? '?';
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
}

function count(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n}×${value}`).join(' ');
}
