import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImageDocument, detectImageType } from './documents';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

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
    expect(await checkImageDocument('photo', fake)).toEqual({
      error: 'Invalid File Type. Upload image file only for Passport Photo',
    });
    const big = new File([new Uint8Array(1_000_001)], 'id.png', { type: 'image/png' });
    expect(await checkImageDocument('scannedIDCard', big, 1_000_000)).toEqual({
      error: 'File larger than 1MB for Scanned ID Card',
    });
    expect(await checkImageDocument('scannedIDCard', new File([new Uint8Array(2_000_001)], 'id.png'))).toEqual({
      error: 'File larger than 2MB for Scanned ID Card',
    });
  });
});

const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b5d3b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', ImageDescription: 'home of Ada Obi' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
    })
    .toBuffer();

const asFile = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

async function redrawn(file: File) {
  const result = await checkImageDocument('photo', file);
  if (!('document' in result)) throw new Error(`refused: ${result.error}`);
  return result.document;
}

/** A black PNG of `width` x `height` pixels, its rows of zeros compressed to almost nothing: a decompression bomb. */
function pngDeclaring(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Issue 11: uploads are redrawn from their pixels, so nothing else they carry is kept.
describe('documents redrawn on the server', () => {
  it('drop the metadata of a photo, its GPS position included', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const document = await redrawn(asFile(original, 'photo.jpg', 'image/jpeg'));
    const metadata = await sharp(document.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height, document.type]).toEqual([64, 48, 'image/jpeg']);
    expect(Buffer.from(document.bytes).includes('Ada Obi')).toBe(false);
  });

  it('leave behind what a polyglot hides after the image or in a comment', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const document = await redrawn(asFile(polyglot, 'id.png', 'image/png'));
    expect(Buffer.from(document.bytes).includes('<script>')).toBe(false);
    const jpegWithComment = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    // A COM segment (FF FE) right after the start marker, holding a script.
    const comment = Buffer.from('<script>alert(1)</script>');
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const withComment = Buffer.concat([jpegWithComment.subarray(0, 2), segment, jpegWithComment.subarray(2)]);
    expect(withComment.includes('<script>')).toBe(true);
    expect(Buffer.from((await redrawn(asFile(withComment, 'id.jpg', 'image/jpeg'))).bytes).includes('<script>')).toBe(
      false,
    );
  });

  it('turn a GIF into a PNG', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#e0a526' } })
      .gif()
      .toBuffer();
    expect((await redrawn(asFile(gif, 'bill.gif', 'image/gif'))).type).toBe('image/png');
  });

  it('refuse a decompression bomb and bytes that only start like an image', async () => {
    // 8,000 x 7,000 pixels (56 megapixels, 168 MB once decoded) in a file of a few hundred kilobytes.
    const bomb = pngDeclaring(8_000, 7_000);
    expect(bomb.byteLength).toBeLessThan(2_000_000);
    expect(await checkImageDocument('photo', asFile(bomb, 'bomb.png', 'image/png'))).toEqual({
      error: 'Invalid File Type. Upload image file only for Passport Photo',
    });
    expect(
      await checkImageDocument(
        'photo',
        asFile(bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF', 0, 0, 0), 'cut.jpg', 'image/jpeg'),
      ),
    ).toEqual({
      error: 'Invalid File Type. Upload image file only for Passport Photo',
    });
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
    const { existsSync } = await import('node:fs');
    const dataDir = mkdtempSync(join(tmpdir(), 'orphans-'));
    const services = await createTestServices({ DATA_DIR: dataDir });
    try {
      const document = { field: 'photo', bytes: bytes(0xff, 0xd8, 0xff, 0xdb), type: 'image/jpeg' };
      for (const key of ['applications/a/photo', 'applications/b/photo', 'applications/c/photo'])
        await storeDocument(services, key, document);
      await commitDocuments(services.database.db, ['applications/b/photo']);
      await services.database.db.execute(
        sql`update document_uploads set created_at = now() - interval '2 hours' where key <> 'applications/c/photo'`,
      );
      expect(await sweepOrphanDocuments({ services })).toBe(1);
      expect(await services.storage.get('applications/a/photo')).toBeNull();
      // Issue 26.12: the orphan's folder goes with it; the others' stay.
      expect(existsSync(join(dataDir, 'uploads', 'applications', 'a'))).toBe(false);
      expect(existsSync(join(dataDir, 'uploads', 'applications', 'b'))).toBe(true);
      expect(await services.storage.get('applications/b/photo')).not.toBeNull();
      // Too recent to judge: its submission may still be running.
      expect(await services.storage.get('applications/c/photo')).not.toBeNull();
    } finally {
      await services.close();
    }
  }, 60_000);
});
