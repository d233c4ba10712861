// `npm run bench:reset`: how long starting a password reset takes for an existing account and for a
// missing one (issue 26, point 7: the probe saw 30 ms against 14 ms, which tells whether an account
// exists). In-process: the whole HTTP app on an in-memory PGlite (or on DATABASE_URL's PostgreSQL
// with TEST_DATABASE=postgres), BENCH_RESET_RUNS starts of each (200), taken in turns so that both see
// the same warm-up and the same background noise, each from its own client address. Between two
// starts, untimed: the send the answer left behind is awaited, the rate-limit counters are emptied (5 starts an hour per username would refuse the
// rest) and the reset codes waiting to be sent are sent, so that no start pays for the one before.
// Prints median and p95 of each and records them for the summary of `npm run bench`.
import { sql } from 'drizzle-orm';
import { sendDuePasswordResetCodes } from '../server/sign-in/password-reset';
import { createTestApp } from '../tests/support/test-services';
import { recordFigure } from './bench-support.mjs';

const RUNS = Number(process.env.BENCH_RESET_RUNS ?? 200);
const WARM_UP = 20;
// Seeded by server/core-banking/seed-existing-accounts.ts, with a phone and an e-mail on record.
const EXISTING = '9000000016';
const MISSING = '9000000099';

const { app, services } = await createTestApp({ TRUST_PROXY: 'true' });
let client = 0;

async function timeStart(username: string): Promise<number> {
  client += 1;
  const started = performance.now();
  const response = await app.request('/api/v1/customers/self/passwordReset', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${(client >> 8) & 255}.${client & 255}` },
    body: JSON.stringify({ username }),
  });
  // The answer is whole once the app has returned it (a JSON string): reading it through the
  // Response's stream would give the event loop a turn, in which the codes' send after the answer
  // begins, and PGlite's queries run on this one thread.
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 202) throw new Error(`${username}: ${response.status}`);
  await services.database.db.execute(sql`delete from rate_limits`);
  await sendDuePasswordResetCodes({ services });
  return elapsed;
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

try {
  for (let index = 0; index < WARM_UP; index += 1) {
    await timeStart(EXISTING);
    await timeStart(MISSING);
  }
  const times: Record<'existing' | 'missing', number[]> = { existing: [], missing: [] };
  for (let index = 0; index < RUNS; index += 1) {
    // In turns, the first of each pair alternating, so that neither always follows the other.
    const order = index % 2 === 0 ? (['existing', 'missing'] as const) : (['missing', 'existing'] as const);
    for (const kind of order) times[kind].push(await timeStart(kind === 'existing' ? EXISTING : MISSING));
  }
  const summary = Object.fromEntries(
    Object.entries(times).map(([kind, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [kind, { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) }];
    }),
  ) as Record<'existing' | 'missing', { median: number; p95: number }>;
  console.log(
    `Password reset start, ${RUNS} each, in-process on ${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite'}:`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(summary).map(([kind, { median, p95 }]) => [
        kind,
        { 'median ms': median.toFixed(2), 'p95 ms': p95.toFixed(2) },
      ]),
    ),
  );
  const gap = Math.abs(summary.existing.median - summary.missing.median);
  console.log(`Median gap: ${gap.toFixed(2)} ms`);
  // Within a millisecond, or a tenth of the slower median: what the noise of one process allows.
  const allowed = Math.max(1, 0.1 * Math.max(summary.existing.median, summary.missing.median));
  recordFigure({
    figure: 'password reset start, existing vs missing account (median)',
    measured: `${summary.existing.median.toFixed(1)} ms vs ${summary.missing.median.toFixed(1)} ms`,
    target: `within ${allowed.toFixed(1)} ms`,
    met: gap <= allowed,
  });
} finally {
  await services.close();
}
