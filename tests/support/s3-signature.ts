import { createHash, createHmac } from 'node:crypto';

export const EMPTY_BODY_SHA256 = createHash('sha256').update('').digest('hex');

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function hmac(key: Uint8Array | string, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/** RFC 3986 encoding, as SigV4 wants it ('/' kept in paths). */
function encodeUriPath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

function canonicalQuery(searchParams: URLSearchParams): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [...searchParams.entries()]
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export interface SignatureInput {
  method: string;
  url: URL;
  /** Headers to sign, besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers?: Record<string, string>;
  bodySha256: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
  service?: string;
}

/**
 * AWS Signature Version 4 for S3-compatible stores, written with node:crypto: returns the headers
 * a request should carry (Authorization included). The fake S3 checks the adapter's requests (signed
 * by aws4fetch) against it: two implementations that must agree, one of them checked against AWS's
 * own example (server/adapters/storage/document-storage.test.ts).
 */
export function signS3Request({
  method,
  url,
  headers = {},
  bodySha256,
  region,
  accessKeyId,
  secretAccessKey,
  now,
  service = 's3',
}: SignatureInput) {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const all: Record<string, string> = {
    ...headers,
    host: url.host,
    'x-amz-content-sha256': bodySha256,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(all)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(
    Object.entries(all).map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')]),
  );
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    method.toUpperCase(),
    encodeUriPath(decodeURIComponent(url.pathname)),
    canonicalQuery(url.searchParams),
    names.map((name) => `${name}:${lowered[name]}\n`).join(''),
    signedHeaders,
    bodySha256,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
