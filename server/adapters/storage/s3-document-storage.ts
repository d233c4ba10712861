import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type DocumentStorage } from './document-storage';
import { fetchWithRequestContext } from '../../observability/request-id';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

class StorageError extends Error {
  override name = 'StorageError';
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), addressed path-style: endpoint/bucket/key. */
export function createS3DocumentStorage({
  endpoint,
  region,
  bucket,
  accessKeyId,
  secretAccessKey,
  fetch: send = fetchWithRequestContext,
  now = () => new Date(),
}: S3Settings): DocumentStorage {
  const base = endpoint.replace(/\/+$/, '');
  // SigV4 signing by aws4fetch; retries are the callers' (jobs retry, a customer sends again).
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: 0 });

  async function request(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array) {
    assertSafeKey(key);
    const url = `${base}/${encodeURIComponent(bucket)}/${key}`;
    // The body's hash is signed, so that the store refuses a document changed on the way.
    const headers: Record<string, string> = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (body) headers['content-type'] = 'application/octet-stream';
    const datetime = now()
      .toISOString()
      .replace(/[:-]|\.\d{3}/g, '');
    const signed = await client.sign(url, {
      method,
      headers,
      body: body ? Buffer.from(body) : undefined,
      aws: { datetime },
    });
    return send(signed, { signal: AbortSignal.timeout(15_000) });
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
