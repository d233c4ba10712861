import { z } from 'zod';

/** Development defaults: fine on a laptop, refused in production. */
export const DEVELOPMENT_SECRETS = {
  SESSION_SECRET: 'dev-session-secret-change-me-0123456789abcdef',
  ENCRYPTION_KEY: 'dev1:ZGV2LWVuY3J5cHRpb24ta2V5LTMyLWJ5dGVzLSEhISE=',
  HASH_KEY: 'dev-hash-key-change-me-0123456789abcdef',
} as const;

const port = z.coerce.number().int().min(1).max(65535);

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.SESSION_SECRET),
    ENCRYPTION_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+(,[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+)*$/, 'must be "keyId:base64key" (32-byte key), newest first, comma-separated')
      .default(DEVELOPMENT_SECRETS.ENCRYPTION_KEY),
    HASH_KEY: z.string().min(32).default(DEVELOPMENT_SECRETS.HASH_KEY),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Mortgage Bank <no-reply@localhost>'),
    BANK_CONTACT_EMAIL: z.email().default('customercare@localhost.test'),
    TRUST_PROXY: z.stringbool().default(false),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    isProduction: env.NODE_ENV === 'production',
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start-up; in production, refuses development secrets by name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
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
  }
  return config;
}
