import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

/*
 * Every label value here comes from a closed list (route patterns, journey names, systems, ports'
 * method names, rate-limit actions, pg-boss queue names): never from what a customer typed or a
 * path with an id in it.
 */

export type Journey = 'instant_account' | 'wizard' | 'loan_application' | 'contact_form' | 'complaint_form';
export type OutsideSystem = 'identity' | 'core_banking' | 'sms' | 'email' | 'storage' | 'screening';

export interface Metrics {
  registry: Registry;
  httpRequests: Histogram<'method' | 'route' | 'status'>;
  submissions: Counter<'journey' | 'outcome'>;
  codes: Counter<'channel' | 'outcome'>;
  outsideCalls: Histogram<'system' | 'operation' | 'outcome'>;
  rateLimitRefusals: Counter<'action'>;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics({ database }: { database: DatabaseHandle }): Metrics {
  const registry = new Registry();
  // Process, heap, GC and event loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const metrics: Metrics = {
    registry,
    httpRequests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern (Hono route or React Router route id), method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    submissions: new Counter({
      name: 'bank_submissions_total',
      help: 'Completed form submissions by journey and outcome (accepted, refused with a 4xx, failed)',
      labelNames: ['journey', 'outcome'],
      registers: [registry],
    }),
    codes: new Counter({
      name: 'bank_codes_total',
      help: 'One-time codes handed to a channel, by channel and outcome (sent, failed)',
      labelNames: ['channel', 'outcome'],
      registers: [registry],
    }),
    outsideCalls: new Histogram({
      name: 'bank_outside_call_duration_seconds',
      help: 'Calls to outside systems through their ports, by system, operation and outcome (ok, error)',
      labelNames: ['system', 'operation', 'outcome'],
      buckets: SECONDS_BUCKETS,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'bank_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limited action',
      labelNames: ['action'],
      registers: [registry],
    }),
  };
  registerJobQueueGauges(registry, database);
  registerPoolGauges(registry, database);
  return metrics;
}

/** Read at each scrape from pg-boss's table: one grouped query, no bookkeeping in the workers. */
function registerJobQueueGauges(registry: Registry, database: DatabaseHandle) {
  let waiting: Promise<{ queue: string; depth: number; ageSeconds: number }[]> | undefined;
  // Both gauges are collected in one scrape: the query runs once for the pair.
  const readWaiting = () =>
    (waiting ??= database.db
      .execute(
        sql`select name as queue, count(*)::int as depth, coalesce(extract(epoch from now() - min(start_after)), 0)::float as "ageSeconds"
            from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
      )
      .then((result) => (result as unknown as { rows: { queue: string; depth: number; ageSeconds: number }[] }).rows)
      .catch(() => [])
      .finally(() => setImmediate(() => (waiting = undefined))));
  new Gauge({
    name: 'bank_job_queue_depth',
    help: 'Background jobs due and not yet taken, by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readWaiting()) this.set({ queue: row.queue }, Number(row.depth));
    },
  });
  new Gauge({
    name: 'bank_job_queue_oldest_age_seconds',
    help: 'How long the oldest due job of each queue has waited',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readWaiting()) this.set({ queue: row.queue }, Number(row.ageSeconds));
    },
  });
}

/** PostgreSQL's pool (node-postgres); the embedded database has one connection and no pool. */
function registerPoolGauges(registry: Registry, database: DatabaseHandle) {
  if (!('pool' in database.raw)) return;
  const { pool } = database.raw;
  new Gauge({
    name: 'bank_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
