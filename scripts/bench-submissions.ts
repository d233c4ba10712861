// `npm run bench:submissions`: instant-account and newsletter submissions under load on PostgreSQL.
// Starts the built server on a database of its own (created on DATABASE_URL's server, dropped at the
// end), then:
//   - gives BENCH_APPLICANTS consents (400 by default: with fewer, the first rounds on a cold server
//     weigh on the rate), sends their instant-account submissions BENCH_CONCURRENCY at a time (50,
//     issue 12's connections), and checks that the database holds exactly the acknowledged records:
//     one customer, one application with its two documents, per 201 answer, and nothing for the others;
//   - sends BENCH_SUBSCRIPTIONS newsletter subscriptions (2000), each a distinct address from a client
//     address of its own (X-Forwarded-For, trusted with TRUST_PROXY=true as behind the live proxy, so
//     the limit of 10 per client and hour is not what is measured), BENCH_CONCURRENCY at a time, and
//     checks that the database holds exactly one subscriber per acknowledged answer.
// Prints each figure with its target (issue 12) and records it for the summary of `npm run bench`.
//   DATABASE_URL        required: the PostgreSQL server (a database is created on it and dropped)
//   BENCH_PORT=3301     the port of the server it starts
//   --if-postgres       (as `npm run bench` runs it) without DATABASE_URL, say so and skip
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Applicant, consentedApplicant, submission } from '../tests/support/http-applicant';
import { recordFigure, tableRow } from './bench-support.mjs';
import { SERVER_COMMAND } from './server-command.mjs';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 400);
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const base = `http://127.0.0.1:${PORT}`;

if (!process.env.DATABASE_URL && process.argv.includes('--if-postgres')) {
  console.log('Submissions under load need PostgreSQL: set DATABASE_URL to run them with `npm run bench`.');
  recordFigure({
    figure: 'instant-account and subscribe submissions on PostgreSQL',
    measured: 'not run: no DATABASE_URL',
    target: 'run',
    met: false,
  });
  process.exit(0);
}
if (!process.env.DATABASE_URL) {
  console.error(
    'bench:submissions needs PostgreSQL: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test).',
  );
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
const dataDir = mkdtempSync(join(tmpdir(), 'bank-bench-'));
const server = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
  stdio: 'ignore',
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  },
});
let failed = false;
try {
  const deadline = performance.now() + 120_000;
  while (!(await fetch(`${base}/healthz`).catch(() => undefined))?.ok) {
    if (performance.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const applicants: Applicant[] = [];
  for (let index = 0; index < APPLICANTS; index += 1) applicants.push(await consentedApplicant([base, base]));
  const accounts = await underLoad(applicants, (applicant) =>
    submission(base, applicant, randomBytes(16).toString('hex')),
  );

  const run = randomBytes(4).toString('hex');
  const addresses = Array.from({ length: SUBSCRIPTIONS }, (_, index) => index);
  const subscriptions = await underLoad(addresses, (index) =>
    fetch(`${base}/api/v1/messages/subscribe`, {
      method: 'POST',
      // A client address of its own per subscription: 10.6.0.0 onwards, up to 2^24 of them.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${6 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({ email: `bench.${run}.${index}@example.com` }),
    }),
  );

  const shared = new pg.Client({ connectionString: url.toString() });
  await shared.connect();
  const count = async (query: string) => (await shared.query(query)).rows[0].n as number;
  const customers = await count('select count(*)::int as n from customers');
  const duplicates = await count(
    'select count(*)::int as n from (select bvn_hash from customers group by bvn_hash having count(*) > 1) as twice',
  );
  const whole = await count(
    'select count(*)::int as n from account_applications where photo_key is not null and scanned_id_card_key is not null',
  );
  const applications = await count('select count(*)::int as n from account_applications');
  const subscribers = await count(
    `select count(*)::int as n from newsletter_subscribers where email like 'bench.${run}.%'`,
  );
  await shared.end();

  const accountsAcknowledged = accounts.statuses.get(201) ?? 0;
  const subscriptionsAcknowledged = subscriptions.statuses.get(200) ?? 0;
  const accountRecordsExact =
    customers === accountsAcknowledged &&
    applications === accountsAcknowledged &&
    whole === accountsAcknowledged &&
    duplicates === 0;
  const figures = [
    {
      figure: `instant accounts on PostgreSQL, ${CONCURRENCY} connections`,
      measured: `${accounts.perSecond.toFixed(1)}/s (${APPLICANTS} submissions)`,
      target: '>= 150/s',
      met: accounts.perSecond >= 150,
    },
    {
      figure: 'instant accounts, p99 (p50)',
      measured: `${accounts.p99} ms (${accounts.p50} ms)`,
      target: '< 250 ms',
      met: accounts.p99 < 250,
    },
    {
      figure: 'instant accounts, answers other than 201',
      measured: `${APPLICANTS - accountsAcknowledged} (${accounts.answers})`,
      target: '0',
      met: accountsAcknowledged === APPLICANTS,
    },
    {
      figure: 'instant accounts stored: customers, whole applications, duplicate BVNs',
      measured: `${customers}, ${whole} of ${applications}, ${duplicates} for ${accountsAcknowledged} acknowledged`,
      target: 'one each per 201, no duplicate',
      met: accountRecordsExact,
    },
    {
      figure: `subscriptions on PostgreSQL, ${CONCURRENCY} connections`,
      measured: `${subscriptions.perSecond.toFixed(1)}/s (${SUBSCRIPTIONS} addresses)`,
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'subscriptions, p99 (p50)',
      measured: `${subscriptions.p99} ms (${subscriptions.p50} ms)`,
      target: '- (reported)',
      met: null,
    },
    {
      figure: 'subscriptions, answers other than 200',
      measured: `${SUBSCRIPTIONS - subscriptionsAcknowledged} (${subscriptions.answers})`,
      target: '0',
      met: subscriptionsAcknowledged === SUBSCRIPTIONS,
    },
    {
      figure: 'subscribers stored',
      measured: `${subscribers} for ${subscriptionsAcknowledged} acknowledged`,
      target: 'one per 200',
      met: subscribers === subscriptionsAcknowledged,
    },
  ];
  console.table(figures.map(tableRow));
  for (const figure of figures) recordFigure(figure);
  failed = !accountRecordsExact || subscribers !== subscriptionsAcknowledged;
  console.log(
    failed
      ? '✗ the database does not hold exactly the acknowledged submissions'
      : '✓ the database holds exactly the acknowledged submissions',
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/**
 * Sends one request per item, CONCURRENCY at a time, each connection sending its next as soon as
 * the answer is read. A request that gets no answer counts as status 0.
 */
async function underLoad<T>(items: T[], send: (item: T) => Promise<Response>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const queue = [...items];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const sent = performance.now();
        const status = await send(item).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return {
    perSecond: items.length / seconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    statuses,
    answers: [...statuses].map(([status, n]) => `${n}×${status || 'no answer'}`).join(' '),
  };
}
