import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt at 2^15 × 8: 32 MiB and about 0.1 s a guess, so a stolen table is slow to attack. */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The stored form: `scrypt$log2N$r$p$salt$key`, so that the cost can grow without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', Math.log2(COST.N), COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Checked when there is no password to check, so that an unknown account takes as long as a known one.
const STAND_IN = hashPassword('0000000000');

/** Whether `password` is the one hashed in `stored`; a missing hash costs the same time and answers false. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = (stored ?? (await STAND_IN)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return timingSafeEqual(actual, expected) && Boolean(stored);
}
