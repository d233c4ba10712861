import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../errors/app-error';
import { sql } from 'drizzle-orm';
import { createTestServices } from '../../tests/support/test-services';
import { OTP_PATTERN } from '../../domain/constants';
import { createFieldCipher, DecryptionError } from './field-cipher';
import { createKeyedHash } from './keyed-hash';
import { generateOtp, generateToken, hashToken } from './tokens';
import { defineRateLimit, isRateLimited } from './rate-limits';
import { runIdempotent } from './idempotency';

const KEY_A = `a:${Buffer.alloc(32, 1).toString('base64')}`;
const KEY_B = `b:${Buffer.alloc(32, 2).toString('base64')}`;

describe('field cipher', () => {
  const cipher = createFieldCipher(KEY_A);

  it('round-trips text and carries the key id, never the plain value', () => {
    const sealed = cipher.encrypt('22222222222', 'customers.bvn');
    expect(sealed.startsWith('v1.a.')).toBe(true);
    expect(sealed).not.toContain('22222222222');
    expect(cipher.decrypt(sealed, 'customers.bvn')).toBe('22222222222');
    expect(cipher.encrypt('22222222222', 'customers.bvn')).not.toBe(sealed);
  });

  it('refuses a value moved to another column or tampered with', () => {
    const sealed = cipher.encrypt('70123456789', 'customers.nin');
    expect(() => cipher.decrypt(sealed, 'customers.bvn')).toThrow(DecryptionError);
    // The ciphertext's first character: all of its bits count (a last character's may be padding).
    const parts = sealed.split('.');
    parts[4] = `${parts[4][0] === 'A' ? 'B' : 'A'}${parts[4].slice(1)}`;
    const tampered = parts.join('.');
    expect(() => cipher.decrypt(tampered, 'customers.nin')).toThrow(DecryptionError);
  });

  it('opens values sealed with an older key after rotation', () => {
    const old = createFieldCipher(KEY_A).encrypt('secret', 'x');
    const rotated = createFieldCipher(`${KEY_B},${KEY_A}`);
    expect(rotated.currentKeyId).toBe('b');
    expect(rotated.decrypt(old, 'x')).toBe('secret');
    expect(() => createFieldCipher(KEY_B).decrypt(old, 'x')).toThrow(/Unknown encryption key id/);
  });

  it('round-trips documents', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const sealed = cipher.encryptBytes(bytes, 'documents');
    expect(sealed.includes(bytes)).toBe(false);
    expect(cipher.decryptBytes(sealed, 'documents')).toEqual(bytes);
  });

  it('rejects keys of the wrong size', () => {
    expect(() => createFieldCipher(`k:${Buffer.alloc(16).toString('base64')}`)).toThrow(/32 bytes/);
  });
});

describe('tokens and codes', () => {
  it('makes tokens of at least 128 bits and hashes them', () => {
    expect(Buffer.from(generateToken(), 'base64url')).toHaveLength(32);
    expect(() => generateToken(8)).toThrow();
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Array.from({ length: 50 }, () => generateToken())).size).toBe(50);
  });

  it('makes codes of OTP_LENGTH digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateOtp()).toMatch(OTP_PATTERN);
  });

  it('keys hashes by purpose and secret', () => {
    const hash = createKeyedHash('k'.repeat(32));
    expect(hash('22222222222', 'bvn')).not.toBe(hash('22222222222', 'nin'));
    expect(hash('22222222222', 'bvn')).not.toBe(createKeyedHash('j'.repeat(32))('22222222222', 'bvn'));
    expect(hash('22222222222', 'bvn')).toBe(hash('22222222222', 'bvn'));
  });
});

describe('database-backed safety pieces', () => {
  let services: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.close());

  it('limits an action per key and says when to retry', async () => {
    const limit = defineRateLimit({ action: 'test.send', max: 2, windowSeconds: 600 });
    await services.rateLimits.consume(limit, 'client-1');
    await services.rateLimits.consume(limit, 'client-1');
    const refused = await services.rateLimits.consume(limit, 'client-1').catch((error: unknown) => error);
    expect(isRateLimited(refused)).toBe(true);
    expect(refused).toMatchObject({ code: 'TooManyRequests', retryAfterSeconds: expect.any(Number) });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(500);
    await services.rateLimits.consume(limit, 'client-2');
    await services.rateLimits.reset(limit, 'client-1');
    await services.rateLimits.consume(limit, 'client-1');
  });

  it('keeps the audit log append-only', async () => {
    await services.audit.record({ action: 'keys.rotate', outcome: 'success', subject: 'ref-1' });
    const db = services.database.db;
    await expect(db.execute(sql`update audit_events set outcome = 'failure'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    const rows = await db.execute(sql`select action, outcome from audit_events`);
    expect((rows as unknown as { rows: unknown[] }).rows ?? rows).toEqual([
      { action: 'keys.rotate', outcome: 'success' },
    ]);
  });

  it('answers a repeated submission with the first result and runs it once', async () => {
    let runs = 0;
    const submit = () =>
      runIdempotent({
        db: services.database.db,
        cipher: services.cipher,
        key: 'abc',
        scope: 'test',
        fingerprint: 'f1',
        run: async () => ({ status: 201, body: { run: ++runs } }),
      });
    const [first, second] = [await submit(), await submit()];
    expect(first).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    expect(second).toEqual({ status: 201, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
    await expect(
      runIdempotent({
        db: services.database.db,
        cipher: services.cipher,
        key: 'abc',
        scope: 'test',
        fingerprint: 'f2',
        run: async () => ({ status: 201, body: {} }),
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.IdempotencyKeyReused });
  });

  it('frees the key when the submission fails', async () => {
    const attempt = (fail: boolean) =>
      runIdempotent({
        db: services.database.db,
        cipher: services.cipher,
        key: 'retry',
        scope: 'test',
        fingerprint: 'f',
        run: async () => {
          if (fail) throw new Error('core banking down');
          return { status: 200, body: 'ok' };
        },
      });
    await expect(attempt(true)).rejects.toThrow('core banking down');
    await expect(attempt(false)).resolves.toMatchObject({ body: 'ok', replayed: false });
  });

  // Issue 26.12: the stored answer named the customer and their account number in clear until retention.
  it('keeps the answer a replay needs sealed, with no name or account number in clear', async () => {
    const { idempotencyKeys } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const body = { payloadData: { accountName: 'OKONKWO ADAEZE NGOZI', acctNumber: '9000000016' } };
    const submit = () =>
      runIdempotent({
        db: services.database.db,
        cipher: services.cipher,
        key: 'sealed',
        scope: 'test',
        fingerprint: 'f',
        run: async () => ({ status: 201, body }),
      });
    await submit();
    const [row] = await services.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'test:sealed'));
    expect(JSON.stringify(row)).not.toMatch(/OKONKWO|9000000016/);
    await expect(submit()).resolves.toEqual({ status: 201, body, replayed: true });
  });

  // Issue 14.5: after kill -9 a pending key answered 409 'being processed' for ever.
  it('takes over a pending key whose lease lapsed (its process died), and only then', async () => {
    const { idempotencyKeys } = await import('../db/schema');
    const db = services.database.db;
    await db.insert(idempotencyKeys).values({
      key: 'test:crashed',
      scope: 'test',
      fingerprint: 'f',
      state: 'pending',
      createdAt: new Date(Date.now() - 121_000),
    });
    await db.insert(idempotencyKeys).values({ key: 'test:running', scope: 'test', fingerprint: 'f', state: 'pending' });
    const attempt = (key: string) =>
      runIdempotent({
        db,
        cipher: services.cipher,
        key,
        scope: 'test',
        fingerprint: 'f',
        run: async () => ({ status: 201, body: { key } }),
      });
    await expect(attempt('running')).rejects.toMatchObject({ code: AppErrorCode.SubmissionInProgress });
    await expect(attempt('crashed')).resolves.toEqual({ status: 201, body: { key: 'crashed' }, replayed: false });
    await expect(attempt('crashed')).resolves.toMatchObject({ replayed: true });
  });

  it('answers a lapsed key with what its first run committed before the crash, without running again', async () => {
    const { idempotencyKeys } = await import('../db/schema');
    const db = services.database.db;
    await db.insert(idempotencyKeys).values({
      key: 'test:committed',
      scope: 'test',
      fingerprint: 'f',
      state: 'pending',
      createdAt: new Date(Date.now() - 121_000),
    });
    const runs: string[] = [];
    const attempt = () =>
      runIdempotent({
        db,
        cipher: services.cipher,
        key: 'committed',
        scope: 'test',
        fingerprint: 'f',
        run: async (scopedKey) => {
          runs.push(scopedKey);
          return { status: 201, body: { from: 'run' } };
        },
        recover: async (scopedKey) => ({ status: 201, body: { from: `recovered ${scopedKey}` } }),
      });
    await expect(attempt()).resolves.toEqual({
      status: 201,
      body: { from: 'recovered test:committed' },
      replayed: true,
    });
    await expect(attempt()).resolves.toEqual({
      status: 201,
      body: { from: 'recovered test:committed' },
      replayed: true,
    });
    expect(runs).toEqual([]);
  });
});
