import type { Config } from './config';
import { createSmtpMailTransport } from './adapters/mail/smtp-mail-transport';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createLogger, type Logger } from './logger';
import { createMessenger, type Messenger } from './messaging/messenger';
import { createOutboxMailTransport, createOutboxSmsTransport } from './messaging/outbox';

/** Everything a request may use, built once at start-up: the composition root. */
export interface Services {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  messenger: Messenger;
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

  return {
    config,
    logger,
    database: db,
    messenger,
    isReady: () => ready,
    async close() {
      ready = false;
      await db.close();
    },
  };
}
