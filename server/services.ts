import type { Config } from './config';
import { createCoreBanking, type CoreBanking } from './adapters/core-banking';
import { createIdentityProvider, type IdentityProvider } from './adapters/identity';
import { createSmtpMailTransport } from './adapters/mail/smtp-mail-transport';
import { createTermiiSmsTransport } from './adapters/sms/termii-sms-transport';
import { createScreening, type Screening } from './adapters/screening';
import { createReviewCache, type ReviewCache } from './back-office/applications/review-cache';
import { createPublishedMemory, type PublishedMemory } from './content/published-memory';
import { createDocumentStorage, type DocumentStorage } from './adapters/storage';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createLogger, type Logger } from './logger';
import { createMessenger, type Messenger } from './messaging/messenger';
import { createMailQueue, type MailQueue } from './messaging/mail-queue';
import { createOutbox } from './messaging/outbox';
import { createAuditLog, type AuditLog } from './security/audit-log';
import { createFieldCipher, type FieldCipher } from './security/field-cipher';
import { createKeyedHash, type KeyedHash } from './security/keyed-hash';
import { createMetrics, type Metrics } from './observability/metrics';
import { observeCalls } from './observability/outside-calls';
import { createRateLimits, type RateLimits } from './security/rate-limits';

/** Everything a request may use, built once at start-up: the composition root. */
export interface Services {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  messenger: Messenger;
  mailQueue: MailQueue;
  cipher: FieldCipher;
  keyedHash: KeyedHash;
  rateLimits: RateLimits;
  audit: AuditLog;
  identity: IdentityProvider;
  coreBanking: CoreBanking;
  storage: DocumentStorage;
  screening: Screening;
  /** The KYC review's identity look-ups and drawn documents, kept in memory for a few minutes (decision 090). */
  reviewCache: ReviewCache;
  /** The publication counts as this instance last read them, and what the kept readers made (decision 102). */
  publishedMemory: PublishedMemory;
  jobs: JobQueue;
  metrics: Metrics;
  /** True once migrations are applied and the background jobs have started, until draining begins; /readyz answers 503 otherwise. */
  isReady(): boolean;
  /** True from the start of a shutdown: responses then close their connections. */
  isDraining(): boolean;
  /** The first step of a shutdown: readiness turns false and the background jobs stop taking work. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  config: Config;
  logger?: Logger;
  database?: DatabaseHandle;
}

/**
 * The work that runs on the services once they exist. It is handed in (server/start-services.ts)
 * because the jobs' modules use the services: importing them here would close a circle.
 */
export interface Background {
  /** Awaited before the services are returned. */
  prepare(services: Services): Promise<void>;
  /** Started once the caller has gone on to listen. */
  startJobs(services: Services): Promise<void>;
}

export async function buildServices({
  config,
  logger = createLogger({ level: config.LOG_LEVEL }),
  database,
  background,
}: ServiceOptions & { background: Background }): Promise<Services> {
  const db = database ?? (await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }));
  await db.migrate();
  let jobsStarted = false;
  let draining = false;
  const metrics = createMetrics({ database: db });

  const cipher = createFieldCipher(config.ENCRYPTION_KEY);
  // Codes and links stay usable in the local outbox only in development, where tests read them.
  const outbox = createOutbox({ db: db.db, cipher, keepSendable: !config.isProduction });
  const mail = observeCalls(
    config.SMTP_URL ? createSmtpMailTransport({ url: config.SMTP_URL, from: config.MAIL_FROM }) : outbox.mail,
    'email',
    metrics,
  );
  const mailQueue = createMailQueue({ db: db.db, cipher, transport: mail, logger });
  const sms = observeCalls(
    config.SMS_PROVIDER === 'termii'
      ? createTermiiSmsTransport({
          baseUrl: config.TERMII_BASE_URL,
          apiKey: config.TERMII_API_KEY!,
          senderId: config.TERMII_SENDER_ID!,
          timeoutMs: config.SMS_TIMEOUT_MS,
        })
      : outbox.sms,
    'sms',
    metrics,
  );
  const messenger = createMessenger({ queue: mailQueue, sms, logger, metrics });

  const jobs = createJobQueue({ database: db, logger });
  const services: Services = {
    config,
    logger,
    database: db,
    messenger,
    mailQueue,
    cipher,
    keyedHash: createKeyedHash(config.HASH_KEY),
    rateLimits: createRateLimits(db.db, metrics),
    audit: createAuditLog(db.db),
    identity: observeCalls(createIdentityProvider({ config, logger }), 'identity', metrics),
    coreBanking: observeCalls(createCoreBanking({ config, db: db.db, cipher, logger }), 'core_banking', metrics),
    storage: observeCalls(createDocumentStorage(config), 'storage', metrics),
    screening: observeCalls(createScreening({ config, logger }), 'screening', metrics),
    reviewCache: createReviewCache(),
    publishedMemory: createPublishedMemory(),
    jobs,
    metrics,
    isReady: () => jobsStarted && !draining,
    isDraining: () => draining,
    async drain() {
      draining = true;
      await jobsStarting;
      await jobs.stop();
    },
    async close() {
      await services.drain();
      mail.close?.();
      await db.close();
    },
  };
  await background.prepare(services);
  // The queue and its workers start once the caller has gone on to listen (setImmediate runs after
  // its synchronous start), since they take half a second of PGlite's time: a job sent meanwhile
  // waits for the queue, and the workers take it once they run. If they cannot start, /readyz says
  // so, and the process is replaced as on any failed start.
  const jobsStarting = new Promise((resolve) => setImmediate(resolve))
    .then(() => background.startJobs(services))
    .then(() => {
      jobsStarted = true;
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, 'background jobs did not start');
    });
  return services;
}
