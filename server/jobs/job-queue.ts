import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';

interface JobOptions {
  /** Only one waiting job per key: a second send for the same application is ignored. */
  singletonKey?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

type JobHandler<Data> = (data: Data) => Promise<void>;

interface WorkOptions {
  /** How often the worker asks for a job: each ask is a query, which costs PGlite's one thread 15-60 ms. */
  pollingIntervalSeconds?: number;
}

/** Background jobs kept in the product's own database (pg-boss), so none is lost on a restart. */
export interface JobQueue {
  /** Starts once; sends made meanwhile wait for it. */
  start(): Promise<void>;
  stop(): Promise<void>;
  send<Data extends object>(name: string, data: Data, options?: JobOptions): Promise<void>;
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: WorkOptions): Promise<void>;
  /** Runs `name` on a cron schedule (UTC), e.g. every 15 minutes: '*\/15 * * * *'. */
  schedule(name: string, cron: string): Promise<void>;
}

const DEFAULT_POLLING_INTERVAL_SECONDS = 1;

/**
 * pg-boss speaks to PGlite through its `db` option: PGlite runs statements with parameters through
 * query() and pg-boss's multi-statement DDL (no parameters) through exec().
 */
function pgBossDb(database: DatabaseHandle): PgBoss.Db {
  if ('pool' in database.raw) {
    const { pool } = database.raw;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const { pglite } = database.raw;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export function createJobQueue({ database, logger }: { database: DatabaseHandle; logger: Logger }): JobQueue {
  const boss = new PgBoss({ db: pgBossDb(database), schema: 'pgboss', supervise: true, schedule: true, migrate: true });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  const queues = new Set<string>();
  let starting: Promise<void> | undefined;
  let started = false;

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    // 'stately': at most one waiting job per singleton key, so a re-sent job is not doubled.
    await boss.createQueue(name, { name, policy: 'stately' });
    queues.add(name);
  }

  return {
    start() {
      starting ??= boss.start().then(() => {
        started = true;
      });
      return starting;
    },
    async stop() {
      await starting?.catch(() => {});
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
    async send(name, data, options = {}) {
      // A job sent while the queue is still starting (its tables may not exist yet) waits for it.
      await starting;
      await ensureQueue(name);
      // pg-boss checks every key it is given: leave out the ones not set.
      const sendOptions: PgBoss.SendOptions = { retryBackoff: false };
      if (options.singletonKey !== undefined) sendOptions.singletonKey = options.singletonKey;
      if (options.retryLimit !== undefined) sendOptions.retryLimit = options.retryLimit;
      if (options.retryDelaySeconds !== undefined) sendOptions.retryDelay = options.retryDelaySeconds;
      await boss.send(name, data, sendOptions);
    },
    async work(name, handler, { pollingIntervalSeconds = DEFAULT_POLLING_INTERVAL_SECONDS } = {}) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        await handler(job.data as never);
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
  };
}
