import { z } from 'zod';
import { TRACE_SAMPLERS } from './observability/trace-settings';

/** Development defaults: fine on a laptop, refused in production. */
export const DEVELOPMENT_SECRETS = {
  ENCRYPTION_KEY: 'dev1:ZGV2LWVuY3J5cHRpb24ta2V5LTMyLWJ5dGVzLSEhISE=',
  HASH_KEY: 'dev-hash-key-change-me-0123456789abcdef',
} as const;

/** The made-up sample lists the repo ships for the sandbox (screening-lists/README.md): refused in production. */
export const SAMPLE_SCREENING_LISTS = {
  un: './screening-lists/un-consolidated.sample.xml',
  watch: './screening-lists/watch-list.sample.csv',
} as const;

const port = z.coerce.number().int().min(1).max(65535);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ENCRYPTION_KEY: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+(,[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+)*$/,
        'must be "keyId:base64key" (32-byte key), newest first, comma-separated',
      )
      .default(DEVELOPMENT_SECRETS.ENCRYPTION_KEY),
    HASH_KEY: z.string().min(32).default(DEVELOPMENT_SECRETS.HASH_KEY),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Mortgage Bank <no-reply@localhost>'),
    BANK_CONTACT_EMAIL: z.email().default('customercare@localhost.test'),
    /** Where the notice of a new whistle-blower report goes; the contact address when unset. */
    WHISTLEBLOWER_EMAIL: z.email().optional(),
    TRUST_PROXY: z.stringbool().default(false),
    /** How many proxies in front append to X-Forwarded-For; the client is that many entries from the right. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Bearer token of GET /metrics; without it the endpoint is off in production and open elsewhere. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * Where traces go (OTLP over HTTP, JSON, to <endpoint>/v1/traces); tracing is off without it. The
     * OpenTelemetry SDK itself reads OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES and OTEL_EXPORTER_OTLP_HEADERS.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    // The SDK (2.x) leaves the standard sampler variables to the application.
    OTEL_TRACES_SAMPLER: z.enum(TRACE_SAMPLERS).default('parentbased_always_on'),
    /** The ratio of the traceidratio samplers. */
    OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
    /** After SIGTERM, how long /readyz answers 503 while the server still takes requests, so a load balancer stops sending them first. */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
    /** Then how long in-flight requests get to finish before their connections are cut and the process exits. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
    // How long a submission holds its Idempotency-Key before a retry may take it over (a process killed mid-way).
    IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
    // How long an upload waits for its record before the sweep takes it for an orphan (a process killed mid-way).
    ORPHAN_DOCUMENT_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(60 * 60),
    // Retention (server/security/retention.ts): days kept after a record has served its purpose.
    RETENTION_SHORT_LIVED_DAYS: z.coerce.number().int().min(1).default(7),
    RETENTION_SENT_MAIL_DAYS: z.coerce.number().int().min(1).default(30),
    RETENTION_UNSUBSCRIBED_DAYS: z.coerce.number().int().min(1).default(30),
    // Identity (BVN/NIN): the sandbox is served by the product itself and refused in production.
    IDENTITY_PROVIDER: z.enum(['sandbox', 'dojah']).default('sandbox'),
    DOJAH_BASE_URL: z.url().default('https://api.dojah.io'),
    DOJAH_APP_ID: z.string().min(1).optional(),
    DOJAH_SECRET_KEY: z.string().min(1).optional(),
    // SMS (consent and sign-in codes): the local outbox, or Termii's gateway.
    SMS_PROVIDER: z.enum(['outbox', 'termii']).default('outbox'),
    TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
    TERMII_API_KEY: z.string().min(1).optional(),
    TERMII_SENDER_ID: z.string().min(3).max(11).optional(),
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    /** A staging server may run production code on local parts (outbox, PGlite, sandbox...): never a bank's live site. */
    ALLOW_LOCAL_PARTS_IN_PRODUCTION: z.stringbool().default(false),
    /** A staging server may run production code while sample content (the seed) is published: never a bank's live site. */
    ALLOW_SAMPLE_CONTENT_IN_PRODUCTION: z.stringbool().default(false),
    // Core banking: a ledger in our own database (local) or a bank core over HTTP.
    CORE_BANKING: z.enum(['local', 'http']).default('local'),
    CORE_BANKING_URL: z.url().optional(),
    CORE_BANKING_API_KEY: z.string().min(1).optional(),
    CORE_BANKING_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    NUBAN_INSTITUTION_CODE: z
      .string()
      .regex(/^\d{6}$/, 'must be 6 digits')
      .default('999999'),
    ACCOUNT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
    // Sanctions and PEP screening (decision 089): list files the bank keeps, or a screening provider over HTTP.
    SCREENING: z.enum(['local', 'http']).default('local'),
    SCREENING_UN_LIST: z.string().min(1).default(SAMPLE_SCREENING_LISTS.un),
    SCREENING_WATCH_LIST: z.string().min(1).default(SAMPLE_SCREENING_LISTS.watch),
    SCREENING_URL: z.url().optional(),
    SCREENING_API_KEY: z.string().min(1).optional(),
    SCREENING_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
    // Documents (passport photo, ID card): DATA_DIR/uploads, or an S3-compatible bucket.
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Customer sessions: signed out after 15 minutes without a request, and 12 hours after sign-in.
    CUSTOMER_SESSION_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .min(2)
      .default(15 * 60),
    CUSTOMER_SESSION_MAX_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(12 * 60 * 60),
    /** Staff sessions (the back office) are shorter: 10 minutes idle, a working day in all. */
    STAFF_SESSION_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .min(2)
      .default(10 * 60),
    STAFF_SESSION_MAX_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(10 * 60 * 60),
  })
  .superRefine((env, context) => {
    const needs = (condition: boolean, names: (keyof typeof env)[], because: string) => {
      for (const name of names)
        if (condition && !env[name])
          context.addIssue({ code: 'custom', path: [name], message: `required when ${because}` });
    };
    needs(env.IDENTITY_PROVIDER === 'dojah', ['DOJAH_APP_ID', 'DOJAH_SECRET_KEY'], 'IDENTITY_PROVIDER=dojah');
    needs(env.SMS_PROVIDER === 'termii', ['TERMII_API_KEY', 'TERMII_SENDER_ID'], 'SMS_PROVIDER=termii');
    needs(env.CORE_BANKING === 'http', ['CORE_BANKING_URL'], 'CORE_BANKING=http');
    needs(env.SCREENING === 'http', ['SCREENING_URL'], 'SCREENING=http');
    needs(env.STORAGE === 's3', ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'STORAGE=s3');
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    WHISTLEBLOWER_EMAIL: env.WHISTLEBLOWER_EMAIL ?? env.BANK_CONTACT_EMAIL,
    isProduction: env.NODE_ENV === 'production',
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start-up; in production, refuses development secrets by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in a shell.
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  if (config.isProduction) {
    const defaulted = Object.entries(DEVELOPMENT_SECRETS)
      .filter(([name, value]) => config[name as keyof typeof DEVELOPMENT_SECRETS] === value)
      .map(([name]) => name);
    if (defaulted.length > 0) {
      throw new ConfigError(
        `Refusing to start in production: ${defaulted.join(', ')} still ${defaulted.length > 1 ? 'have their' : 'has its'} development default. Set ${defaulted.length > 1 ? 'them' : 'it'} in the environment.`,
      );
    }
    const local = localPartsOf(config, env);
    if (local.length > 0 && !config.ALLOW_LOCAL_PARTS_IN_PRODUCTION) {
      throw new ConfigError(
        `Refusing to start in production on local parts:\n  ${local.join('\n  ')}\nSet them, or ALLOW_LOCAL_PARTS_IN_PRODUCTION=true on a staging server (never the bank's live site).`,
      );
    }
  }
  return config;
}

/** What a production server would still do locally: each names the setting that fixes it. */
function localPartsOf(config: Config, env: NodeJS.ProcessEnv): string[] {
  const parts: string[] = [];
  if (!env.PUBLIC_URL || !config.PUBLIC_URL.startsWith('https://'))
    parts.push('PUBLIC_URL: the https address customers use');
  if (!config.DATABASE_URL) parts.push('DATABASE_URL: PostgreSQL (not the embedded database)');
  if (!config.SMTP_URL) parts.push('SMTP_URL: a mail server (e-mail would stay in the local outbox)');
  if (config.SMS_PROVIDER === 'outbox')
    parts.push('SMS_PROVIDER=termii: an SMS gateway (codes would stay in the local outbox)');
  if (config.IDENTITY_PROVIDER === 'sandbox')
    parts.push('IDENTITY_PROVIDER=dojah: a real BVN/NIN provider (not the sandbox)');
  if (config.CORE_BANKING === 'local') parts.push('CORE_BANKING=http: the bank core (not the local ledger)');
  if (config.STORAGE === 'local') parts.push('STORAGE=s3: document storage outside the server');
  if (
    config.SCREENING === 'local' &&
    (config.SCREENING_UN_LIST === SAMPLE_SCREENING_LISTS.un ||
      config.SCREENING_WATCH_LIST === SAMPLE_SCREENING_LISTS.watch)
  )
    parts.push(
      "SCREENING_UN_LIST and SCREENING_WATCH_LIST: the bank's own list files (not the made-up samples), or SCREENING=http",
    );
  return parts;
}
