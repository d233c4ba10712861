import { describe, expect, it } from 'vitest';
import { checkImageDocument, detectImageType } from './documents';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('documents checked by their bytes', () => {
  it('recognises JPEG, PNG, GIF and WebP by their magic numbers', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectImageType(bytes('GIF89a', 1))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a', 1))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses what only pretends to be an image', () => {
    expect(detectImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(detectImageType(bytes())).toBeUndefined();
  });

  it('answers the catalogue messages with the field name', async () => {
    const fake = new File([bytes('MZ executable')], 'photo.jpg', { type: 'image/jpeg' });
    expect(await checkImageDocument('photo', fake)).toEqual({ error: 'Invalid File Type. Upload image file only for Passport Photo' });
    const big = new File([new Uint8Array(11)], 'id.png', { type: 'image/png' });
    expect(await checkImageDocument('scannedIDCard', big, 10)).toEqual({ error: 'File larger than 1MB for Scanned ID Card' });
  });
});

// Issue 14.5: documents stored for a submission that never committed were left for ever.
describe('orphaned documents', () => {
  it('are swept once their record has had time to commit; committed ones stay', async () => {
    const { createTestServices } = await import('../../tests/support/test-services');
    const { sql } = await import('drizzle-orm');
    const { mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { commitDocuments, storeDocument, sweepOrphanDocuments } = await import('./documents');
    const services = await createTestServices({ DATA_DIR: mkdtempSync(join(tmpdir(), 'orphans-')) });
    try {
      const document = { field: 'photo', bytes: bytes(0xff, 0xd8, 0xff, 0xdb), type: 'image/jpeg' };
      for (const key of ['applications/a/photo', 'applications/b/photo', 'applications/c/photo']) await storeDocument(services, key, document);
      await commitDocuments(services.database.db, ['applications/b/photo']);
      await services.database.db.execute(sql`update document_uploads set created_at = now() - interval '2 hours' where key <> 'applications/c/photo'`);
      expect(await sweepOrphanDocuments({ services })).toBe(1);
      expect(await services.storage.get('applications/a/photo')).toBeNull();
      expect(await services.storage.get('applications/b/photo')).not.toBeNull();
      // Too recent to judge: its submission may still be running.
      expect(await services.storage.get('applications/c/photo')).not.toBeNull();
    } finally {
      await services.close();
    }
  });
});
