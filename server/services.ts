import type { Config } from './config';
import { createCoreBanking, type CoreBanking } from './adapters/core-banking';
import { createIdentityProvider, type IdentityProvider } from './adapters/identity';
import { createSmtpMailTransport } from './adapters/mail/smtp-mail-transport';
import { createDocumentStorage, type DocumentStorage } from './adapters/storage';
import { openDatabase, type DatabaseHandle } from './db/client';
import { startAccountJobs } from './jobs';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createLogger, type Logger } from './logger';
import { createMessenger, type Messenger } from './messaging/messenger';
import { createOutboxMailTransport, createOutboxSmsTransport } from './messaging/outbox';
import { createAuditLog, type AuditLog } from './security/audit-log';
import { createFieldCipher, type FieldCipher } from './security/field-cipher';
import { createKeyedHash, type KeyedHash } from './security/keyed-hash';
import { createRateLimits, type RateLimits } from './security/rate-limits';

/** Everything a request may use, built once at start-up: the composition root. */
export interface Services {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  messenger: Messenger;
  cipher: FieldCipher;
  keyedHash: KeyedHash;
  rateLimits: RateLimits;
  audit: AuditLog;
  identity: IdentityProvider;
  coreBanking: CoreBanking;
  storage: DocumentStorage;
  jobs: JobQueue;
  /** True once migrations are applied and until shutdown begins; /healthz answers 503 otherwise. */
  isReady(): boolean;
  close(): Promise<void>;
}

export async function createServices({
  config,
  logger = createLogger({ level: config.LOG_LEVEL }),
  database,
}: {
  config: Config;
  logger?: Logger;
  database?: DatabaseHandle;
}): Promise<Services> {
  const db = database ?? (await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }));
  await db.migrate();
  let ready = true;

  const mail = config.SMTP_URL
    ? createSmtpMailTransport({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailTransport(db.db);
  const messenger = createMessenger({ mail, sms: createOutboxSmsTransport(db.db), logger });

  const jobs = createJobQueue({ database: db, logger });
  const services: Services = {
    config,
    logger,
    database: db,
    messenger,
    cipher: createFieldCipher(config.ENCRYPTION_KEY),
    keyedHash: createKeyedHash(config.HASH_KEY),
    rateLimits: createRateLimits(db.db),
    audit: createAuditLog(db.db),
    identity: createIdentityProvider({ config, logger }),
    coreBanking: createCoreBanking({ config, db: db.db, logger }),
    storage: createDocumentStorage(config),
    jobs,
    isReady: () => ready,
    async close() {
      ready = false;
      await jobs.stop();
      await db.close();
    },
  };
  await startAccountJobs(services);
  return services;
}
