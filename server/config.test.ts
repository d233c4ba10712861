import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SECRETS, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives safe local defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', PUBLIC_URL: 'http://localhost:3000', isProduction: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, HOST and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db:5432/bank' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATABASE_URL: 'postgres://u@db:5432/bank', PUBLIC_URL: 'http://localhost:8080' });
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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET, ENCRYPTION_KEY, HASH_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), HASH_KEY: 'y'.repeat(40), ENCRYPTION_KEY: DEVELOPMENT_SECRETS.ENCRYPTION_KEY }),
    ).toThrow(/ENCRYPTION_KEY still has its development default/);
  });

  it('starts in production once every secret is set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      HASH_KEY: 'y'.repeat(40),
      ENCRYPTION_KEY: 'k2:cHJvZHVjdGlvbi1rZXktMzItYnl0ZXMtbG9uZy0hISE=',
    });
    expect(config.isProduction).toBe(true);
  });
});
