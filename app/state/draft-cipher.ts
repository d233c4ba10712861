/**
 * Encrypts the draft before it touches localStorage (AES-256-GCM through WebCrypto). The key is a
 * non-extractable CryptoKey kept in IndexedDB: scripts on the page can use it but never read its
 * bytes, and a copy of the browser's localStorage alone decrypts nothing.
 */
const FORMAT_VERSION = 'v1';
const IV_BYTES = 12;

export interface DraftKeySource {
  getKey(): Promise<CryptoKey>;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function generateDraftKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export function createDraftCipher(keySource: DraftKeySource) {
  return {
    async encrypt(value: unknown): Promise<string> {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keySource.getKey(), plain),
      );
      return `${FORMAT_VERSION}.${toBase64(iv)}.${toBase64(sealed)}`;
    },
    /** The stored value, or null when it is missing, tampered with or sealed by another key. */
    async decrypt(stored: string | null): Promise<unknown> {
      if (!stored) return null;
      const [version, iv, sealed] = stored.split('.');
      if (version !== FORMAT_VERSION || !iv || !sealed) return null;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: fromBase64(iv) },
          await keySource.getKey(),
          fromBase64(sealed),
        );
        return JSON.parse(new TextDecoder().decode(plain));
      } catch {
        return null;
      }
    },
  };
}

const DATABASE_NAME = 'agmb-draft-keys';
const STORE_NAME = 'keys';
const KEY_NAME = 'stat';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

async function openKeyDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE_NAME, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE_NAME);
  return request(opening);
}

/**
 * The browser's key source: the key is created once and kept in IndexedDB. Where IndexedDB is
 * unavailable (some private modes) the key lives in memory only, so the draft lasts until reload
 * but is still never written in clear.
 */
export function createIndexedDbKeySource(): DraftKeySource {
  let key: Promise<CryptoKey> | undefined;
  async function loadOrCreate(): Promise<CryptoKey> {
    try {
      const database = await openKeyDatabase();
      const existing = await request(database.transaction(STORE_NAME).objectStore(STORE_NAME).get(KEY_NAME));
      if (existing instanceof CryptoKey) return existing;
      const created = await generateDraftKey();
      await request(database.transaction(STORE_NAME, 'readwrite').objectStore(STORE_NAME).put(created, KEY_NAME));
      return created;
    } catch {
      return generateDraftKey();
    }
  }
  return {
    getKey() {
      key ??= loadOrCreate();
      return key;
    },
  };
}
