import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../tests/support/fake-s3';
import type { DocumentStorage } from './document-storage';
import { createLocalDocumentStorage } from './local-document-storage';
import { createS3DocumentStorage } from './s3-document-storage';
import { signS3Request, EMPTY_BODY_SHA256 } from '../../../tests/support/s3-signature';

describe('SigV4 signing', () => {
  it("reproduces AWS's published example (GET /test.txt with a Range header)", () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      bodySha256: EMPTY_BODY_SHA256,
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

function behavesAsDocumentStorage(name: string, create: () => DocumentStorage) {
  describe(`${name} document storage`, () => {
    it('keeps, returns and deletes bytes by key', async () => {
      const storage = create();
      const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
      await storage.put('applications/abc/photo', bytes);
      expect(await storage.get('applications/abc/photo')).toEqual(bytes);
      await storage.put('applications/abc/photo', Buffer.from('again'));
      expect((await storage.get('applications/abc/photo'))?.toString()).toBe('again');
      await storage.delete('applications/abc/photo');
      expect(await storage.get('applications/abc/photo')).toBeNull();
      await storage.delete('applications/abc/photo');
    });

    it('refuses keys that could leave its folder', async () => {
      const storage = create();
      await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Unsafe document key/);
      await expect(storage.get('a/../../b')).rejects.toThrow(/Unsafe document key/);
    });
  });
}

const root = mkdtempSync(join(tmpdir(), 'documents-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
behavesAsDocumentStorage('local', () => createLocalDocumentStorage({ root }));

describe('local document storage files', () => {
  it('are readable by their owner only and leave no partial files', async () => {
    await createLocalDocumentStorage({ root }).put('modes/one', Buffer.from('secret'));
    expect(statSync(join(root, 'modes/one')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(root, 'modes'))).toEqual(['one']);
  });

  it('go with the half-written copy a killed process left, and so does their folder (issue 26, point 12)', async () => {
    mkdirSync(join(root, 'killed/app'), { recursive: true });
    // What put leaves when the process dies between writing aside and renaming; another key's copy stays.
    writeFileSync(join(root, 'killed/app/photo.0a1b2c3d4e5f.part'), 'half');
    writeFileSync(join(root, 'killed/app/photograph.0a1b2c3d4e5f.part'), 'other');
    const storage = createLocalDocumentStorage({ root });
    await storage.delete('killed/app/photo');
    expect(readdirSync(join(root, 'killed/app'))).toEqual(['photograph.0a1b2c3d4e5f.part']);
    await storage.delete('killed/app/photograph');
    expect(existsSync(join(root, 'killed'))).toBe(false);
  });
});

const credentials = { accessKeyId: 'test-access', secretAccessKey: 'test-secret', region: 'eu-west-1' };
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fakeS3 = await startFakeS3(credentials);
});
afterAll(() => fakeS3.close());
behavesAsDocumentStorage('S3', () =>
  createS3DocumentStorage({ endpoint: fakeS3.url, bucket: 'documents', ...credentials }),
);

describe('S3 document storage', () => {
  it('addresses the bucket path-style and fails loudly on a wrong secret', async () => {
    await createS3DocumentStorage({ endpoint: fakeS3.url, bucket: 'documents', ...credentials }).put(
      'check/one',
      Buffer.from('x'),
    );
    expect(fakeS3.objects.has('/documents/check/one')).toBe(true);
    const wrong = createS3DocumentStorage({
      endpoint: fakeS3.url,
      bucket: 'documents',
      ...credentials,
      secretAccessKey: 'wrong',
    });
    await expect(wrong.put('check/two', Buffer.from('x'))).rejects.toThrow(/403/);
  });
});
