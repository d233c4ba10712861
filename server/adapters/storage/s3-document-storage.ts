import { assertSafeKey, type DocumentStorage } from './document-storage';
import { EMPTY_BODY_SHA256, sha256Hex, signS3Request } from './s3-signature';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export class StorageError extends Error {
  override name = 'StorageError';
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), addressed path-style: endpoint/bucket/key. */
export function createS3DocumentStorage({ endpoint, region, bucket, accessKeyId, secretAccessKey, fetch: send = fetch, now = () => new Date() }: S3Settings): DocumentStorage {
  const base = endpoint.replace(/\/+$/, '');

  async function request(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array) {
    assertSafeKey(key);
    const url = new URL(`${base}/${encodeURIComponent(bucket)}/${key}`);
    const headers = signS3Request({
      method,
      url,
      headers: body ? { 'content-type': 'application/octet-stream' } : {},
      bodySha256: body ? sha256Hex(body) : EMPTY_BODY_SHA256,
      region,
      accessKeyId,
      secretAccessKey,
      now: now(),
    });
    delete (headers as Record<string, string>).host;
    return send(url, { method, headers, body: body ? Buffer.from(body) : undefined, signal: AbortSignal.timeout(15_000) });
  }

  return {
    name: 's3',
    async put(key, bytes) {
      const response = await request('PUT', key, bytes);
      if (!response.ok) throw new StorageError(`S3 PUT answered ${response.status}`);
    },
    async get(key) {
      const response = await request('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new StorageError(`S3 GET answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw new StorageError(`S3 DELETE answered ${response.status}`);
    },
  };
}
