import { createHmac } from 'node:crypto';

export type KeyedHash = (value: string, purpose: string) => string;

/**
 * An HMAC beside each encrypted identifier, so a BVN or NIN can be looked up without decrypting
 * every row, and without the hash being reversible by trying all 11-digit numbers (the key is secret).
 */
export function createKeyedHash(key: string): KeyedHash {
  return (value, purpose) => createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('hex');
}
