// `npm run bench:submissions`: instant-account submissions under load on PostgreSQL. Starts the
// built server on a database of its own, gives BENCH_APPLICANTS consents (60 by default), sends
// their submissions BENCH_CONCURRENCY at a time (10), prints throughput and latency, then checks
// that the database holds exactly the acknowledged records: one customer, one application with its
// two documents, per 201 answer, and nothing for the others.
//   DATABASE_URL        required: the PostgreSQL server (a database is created on it and dropped)
//   BENCH_PORT=3301     the port of the server it starts
//   --if-postgres       (as `npm run bench` runs it) without DATABASE_URL, say so and skip
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Applicant, consentedApplicant, submission } from '../tests/support/http-applicant';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 60);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const base = `http://127.0.0.1:${PORT}`;

if (!process.env.DATABASE_URL && process.argv.includes('--if-postgres')) {
  console.log('Submissions under load need PostgreSQL: set DATABASE_URL to run them with `npm run bench`.');
  process.exit(0);
}
if (!process.env.DATABASE_URL) {
  console.error('bench:submissions needs PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test).');
  process.exit(2);
}
if (!existsSync('build/server/index.js')) {
  console.error('No build: run `npm run build` first.');
  process.exit(2);
}

const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const database = `bench_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${database}`);
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${database}`;
const server = spawn('node', ['scripts/start.mjs'], {
  stdio: 'ignore',
  env: { ...process.env, DATABASE_URL: url.toString(), PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'bank-bench-')), TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
});
let failed = false;
try {
  for (let attempt = 0; !(await fetch(`${base}/healthz`).catch(() => undefined))?.ok; attempt += 1) {
    if (attempt > 150) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const applicants: Applicant[] = [];
  for (let index = 0; index < APPLICANTS; index += 1) applicants.push(await consentedApplicant([base, base]));

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const queue = [...applicants];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let applicant = queue.shift(); applicant; applicant = queue.shift()) {
        const sent = performance.now();
        const response = await submission(base, applicant, randomBytes(16).toString('hex'));
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]);
  const acknowledged = statuses.get(201) ?? 0;

  const shared = new pg.Client({ connectionString: url.toString() });
  await shared.connect();
  const count = async (query: string) => (await shared.query(query)).rows[0].n as number;
  const customers = await count('select count(*)::int as n from customers');
  const duplicates = await count('select count(*)::int as n from (select bvn_hash from customers group by bvn_hash having count(*) > 1) as twice');
  const whole = await count('select count(*)::int as n from account_applications where photo_key is not null and scanned_id_card_key is not null');
  const applications = await count('select count(*)::int as n from account_applications');
  await shared.end();

  console.table([
    {
      submissions: APPLICANTS,
      concurrency: CONCURRENCY,
      'per second': (APPLICANTS / seconds).toFixed(1),
      'p50 ms': percentile(0.5),
      'p99 ms': percentile(0.99),
      answers: [...statuses].map(([status, n]) => `${n}×${status}`).join(' '),
      'customers stored': customers,
      'applications whole': `${whole} of ${applications}`,
      duplicates,
    },
  ]);
  failed = customers !== acknowledged || applications !== acknowledged || whole !== acknowledged || duplicates !== 0;
  console.log(failed ? '✗ the database does not hold exactly the acknowledged submissions' : '✓ the database holds exactly the acknowledged submissions');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
