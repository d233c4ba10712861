import { signS3Request, sha256Hex } from './s3-signature';
import { readBody, startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

/**
 * A small S3-compatible store (path-style PUT, GET, DELETE) that checks each request's SigV4
 * signature and body hash the way S3 does, answering 403 SignatureDoesNotMatch otherwise.
 */
export async function startFakeS3({
  accessKeyId,
  secretAccessKey,
  region,
}: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}) {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string }[] = [];
  const server: FakeHttpServer = await startFakeHttpServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const body = await readBody(request);
    requests.push({ method: request.method ?? '', path: url.pathname });
    const authorization = String(request.headers.authorization ?? '');
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const bodySha256 = String(request.headers['x-amz-content-sha256'] ?? '');
    const signedHeaderNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
    const expected = signS3Request({
      method: request.method ?? 'GET',
      url,
      headers: Object.fromEntries(
        signedHeaderNames
          .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
          .map((name) => [name, String(request.headers[name] ?? '')]),
      ),
      bodySha256,
      region,
      accessKeyId,
      secretAccessKey,
      now: new Date(
        `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
      ),
    });
    // S3 reads the header's parts; clients differ in the spaces between them.
    const parts = (header: string) => header.replace(/,\s+/g, ',');
    if (parts(expected.authorization) !== parts(authorization) || bodySha256 !== sha256Hex(body)) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(url.pathname);
    if (request.method === 'PUT') {
      objects.set(key, body);
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object)
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(object);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  return { ...server, objects, requests };
}
