import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT_VERSION = 1;

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

export interface FieldCipher {
  /** Id of the key new values are sealed with. */
  readonly currentKeyId: string;
  /** Seals text; `context` (e.g. 'customers.bvn') binds the value to its column, so values cannot be swapped. */
  encrypt(plain: string, context: string): string;
  decrypt(sealed: string, context: string): string;
  encryptBytes(plain: Uint8Array, context: string): Buffer;
  decryptBytes(sealed: Uint8Array, context: string): Buffer;
}

/**
 * Parses ENCRYPTION_KEY: `keyId:base64key[,oldKeyId:base64key...]`. The first key seals new values;
 * the others still open values sealed before a key rotation.
 */
export function parseEncryptionKeys(setting: string): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator);
    const key = Buffer.from(entry.slice(separator + 1), 'base64');
    if (separator < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id))
      throw new Error('ENCRYPTION_KEY: each key needs an id of letters, digits, _ or -');
    if (key.length !== 32) throw new Error(`ENCRYPTION_KEY: key "${id}" must be 32 bytes (base64 of 32 random bytes)`);
    keys.set(id, key);
  }
  if (keys.size === 0) throw new Error('ENCRYPTION_KEY is empty');
  return keys;
}

/** Authenticated encryption (AES-256-GCM) of personal data at rest, with the key id in every value. */
export function createFieldCipher(setting: string): FieldCipher {
  const keys = parseEncryptionKeys(setting);
  const [currentKeyId, currentKey] = [...keys.entries()][0];

  function seal(plain: Uint8Array, context: string) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, currentKey, iv);
    cipher.setAAD(Buffer.from(`${FORMAT_VERSION}:${currentKeyId}:${context}`));
    const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
    return { iv, ciphertext, tag: cipher.getAuthTag() };
  }

  function open(keyId: string, iv: Buffer, tag: Buffer, ciphertext: Buffer, context: string) {
    const key = keys.get(keyId);
    if (!key) throw new DecryptionError(`Unknown encryption key id "${keyId}"`);
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv);
      decipher.setAAD(Buffer.from(`${FORMAT_VERSION}:${keyId}:${context}`));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      throw new DecryptionError('A sealed value failed its integrity check');
    }
  }

  return {
    currentKeyId,
    encrypt(plain, context) {
      const { iv, ciphertext, tag } = seal(Buffer.from(plain, 'utf8'), context);
      return [
        `v${FORMAT_VERSION}`,
        currentKeyId,
        iv.toString('base64url'),
        tag.toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed, context) {
      const [version, keyId, iv, tag, ciphertext] = sealed.split('.');
      if (version !== `v${FORMAT_VERSION}` || !keyId || !iv || !tag || ciphertext === undefined)
        throw new DecryptionError('Not a sealed value');
      return open(
        keyId,
        Buffer.from(iv, 'base64url'),
        Buffer.from(tag, 'base64url'),
        Buffer.from(ciphertext, 'base64url'),
        context,
      ).toString('utf8');
    },
    // Binary layout: version byte, key id length byte, key id, iv, tag, ciphertext.
    encryptBytes(plain, context) {
      const { iv, ciphertext, tag } = seal(plain, context);
      const id = Buffer.from(currentKeyId, 'utf8');
      return Buffer.concat([Buffer.from([FORMAT_VERSION, id.length]), id, iv, tag, ciphertext]);
    },
    decryptBytes(sealed, context) {
      const buffer = Buffer.from(sealed);
      if (buffer[0] !== FORMAT_VERSION) throw new DecryptionError('Not a sealed document');
      const idLength = buffer[1];
      const keyId = buffer.subarray(2, 2 + idLength).toString('utf8');
      let offset = 2 + idLength;
      const iv = buffer.subarray(offset, (offset += IV_BYTES));
      const tag = buffer.subarray(offset, (offset += TAG_BYTES));
      return open(keyId, iv, tag, buffer.subarray(offset), context);
    },
  };
}
