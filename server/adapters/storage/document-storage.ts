/**
 * Where uploaded documents live. The bytes handed over are already sealed (encrypted) by the
 * caller; an adapter only keeps and returns them. Keys look like 'applications/<uuid>/photo'.
 */
export interface DocumentStorage {
  readonly name: 'local' | 's3';
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when no document has that key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Keys are made by the product, never by a client; this refuses anything that could climb folders. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe document key: ${key}`);
}
