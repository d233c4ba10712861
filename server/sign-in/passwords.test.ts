import { scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('hashPassword', () => {
  it('stores scrypt with its cost (2^15, r 8, p 1), a 16-byte salt and a 32-byte key', async () => {
    const stored = await hashPassword('4815162342');
    expect(stored).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain('4815162342');
  });

  it('salts every hash: the same password twice gives two hashes', async () => {
    const [one, two] = await Promise.all([hashPassword('4815162342'), hashPassword('4815162342')]);
    expect(one).not.toBe(two);
    expect(one.split('$')[4]).not.toBe(two.split('$')[4]);
  });
});

describe('verifyPassword', () => {
  it('answers true for the right password only', async () => {
    const stored = await hashPassword('4815162342');
    expect(await verifyPassword('4815162342', stored)).toBe(true);
    for (const wrong of ['4815162343', '481516234', '48151623420', ' 4815162342', ''])
      expect(await verifyPassword(wrong, stored), wrong).toBe(false);
  });

  it('answers false without a stored hash, even for the password of the stand-in it checks instead', async () => {
    for (const password of ['4815162342', '0000000000']) {
      expect(await verifyPassword(password, null)).toBe(false);
      expect(await verifyPassword(password, undefined)).toBe(false);
    }
  });

  it('answers false for a hash of another scheme or a damaged one', async () => {
    const stored = await hashPassword('4815162342');
    for (const other of [
      '',
      'plain',
      `bcrypt${stored.slice('scrypt'.length)}`,
      stored.split('$').slice(0, 4).join('$'),
    ]) {
      expect(await verifyPassword('4815162342', other), other).toBe(false);
    }
  });

  it('reads the cost from the stored hash, so that older costs still verify', async () => {
    const stored = await hashPassword('4815162342');
    const [, , r, p, salt] = stored.split('$');
    // The same salt at a lower cost gives another key: the stored cost is what is used.
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(
        '4815162342',
        Buffer.from(salt, 'base64url'),
        32,
        { N: 2 ** 10, r: Number(r), p: Number(p) },
        (error, derived) => (error ? reject(error) : resolve(derived)),
      ),
    );
    const cheaper = ['scrypt', 10, r, p, salt, key.toString('base64url')].join('$');
    expect(await verifyPassword('4815162342', cheaper)).toBe(true);
    expect(await verifyPassword('4815162343', cheaper)).toBe(false);
  });
});
