import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../domain/constants';

/** A secret for links and references: 256 bits from the system's secure random source. */
export function generateToken(bytes = 32): string {
  if (bytes < 16) throw new Error('Tokens carry at least 128 bits');
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps instead of a token or code: a leaked table gives no usable links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time code of OTP_LENGTH digits, uniformly random. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
