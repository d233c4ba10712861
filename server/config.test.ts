import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRETS, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives safe local defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, HOST and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db:5432/bank' });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/bank',
      PUBLIC_URL: 'http://localhost:8080',
    });
  });

  it('takes an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('rejects a bad value and names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses to start in production on development secrets, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY, HASH_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        HASH_KEY: 'y'.repeat(40),
        ENCRYPTION_KEY: DEVELOPMENT_SECRETS.ENCRYPTION_KEY,
      }),
    ).toThrow(/ENCRYPTION_KEY still has its development default/);
  });

  // Issue 14.10: with only the secrets set, production ran on the sandbox, the outbox and PGlite.
  it('refuses to start in production on local parts, naming each', () => {
    const secrets = {
      NODE_ENV: 'production',
      HASH_KEY: 'y'.repeat(40),
      ENCRYPTION_KEY: 'k2:cHJvZHVjdGlvbi1rZXktMzItYnl0ZXMtbG9uZy0hISE=',
    };
    let message = '';
    try {
      loadConfig(secrets);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'SMS_PROVIDER=termii',
      'IDENTITY_PROVIDER=dojah',
      'CORE_BANKING=http',
      'STORAGE=s3',
      'SCREENING_UN_LIST',
      'ALLOW_LOCAL_PARTS_IN_PRODUCTION',
    ]) {
      expect(message).toContain(name);
    }
    expect(() => loadConfig({ ...secrets, PUBLIC_URL: 'http://bank.example' })).toThrow(
      /PUBLIC_URL: the https address/,
    );
    expect(loadConfig({ ...secrets, ALLOW_LOCAL_PARTS_IN_PRODUCTION: 'true' }).isProduction).toBe(true);
  });

  it('starts in production on real parts', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HASH_KEY: 'y'.repeat(40),
      ENCRYPTION_KEY: 'k2:cHJvZHVjdGlvbi1rZXktMzItYnl0ZXMtbG9uZy0hISE=',
      PUBLIC_URL: 'https://bank.example',
      DATABASE_URL: 'postgres://bank@db:5432/bank',
      SMTP_URL: 'smtp://mail:587',
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: 'key',
      TERMII_SENDER_ID: 'Bank',
      IDENTITY_PROVIDER: 'dojah',
      DOJAH_APP_ID: 'a',
      DOJAH_SECRET_KEY: 'b',
      CORE_BANKING: 'http',
      CORE_BANKING_URL: 'https://core.bank.internal',
      STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.bank.internal',
      S3_BUCKET: 'documents',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      SCREENING_UN_LIST: '/srv/lists/un-consolidated.xml',
      SCREENING_WATCH_LIST: '/srv/lists/watch-list.csv',
    });
    expect(config.isProduction).toBe(true);
  });
});
