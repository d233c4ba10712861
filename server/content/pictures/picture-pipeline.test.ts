import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_LIMITS, pictureWidths } from '../../../domain/content/pictures';
import { detectPictureType, processPicture, type Rendition } from './picture-pipeline';

const photo = (width: number, height: number, background = '#0b5d3b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header declares `width` x `height` pixels, with a single row of data: what a bomb shows before decoding. */
function pngDeclaring(width: number, height: number): Buffer {
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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function processed(bytes: Uint8Array) {
  const result = await processPicture(bytes);
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result;
}

const sizes = (renditions: Rendition[]) => [...new Set(renditions.map((rendition) => rendition.width))];

describe('a picture upload checked by its bytes', () => {
  it('recognises JPEG, PNG, WebP and AVIF by their signatures, whatever the name', async () => {
    const image = photo(16, 16);
    expect(detectPictureType(await image.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectPictureType(await image.clone().png().toBuffer())).toBe('png');
    expect(detectPictureType(await image.clone().webp().toBuffer())).toBe('webp');
    expect(detectPictureType(await image.clone().avif().toBuffer())).toBe('avif');
    expect(detectPictureType(await image.clone().gif().toBuffer())).toBeUndefined();
    expect(detectPictureType(Buffer.from('<html><body>not a picture</body></html>'))).toBeUndefined();
  });

  it('refuses what is not a picture, a file that only starts like one, a file too large and a picture too small', async () => {
    expect(await processPicture(Buffer.from('<script>alert(1)</script>'))).toEqual({ ok: false, refusal: 'notImage' });
    // A JPEG's first bytes, then text: the signature alone is not enough, the header must decode.
    expect(await processPicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('hello there')]))).toEqual({
      ok: false,
      refusal: 'notImage',
    });
    const jpeg = await photo(960, 640).jpeg().toBuffer();
    // Cut short: the header reads, the pixels do not.
    expect(await processPicture(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({
      ok: false,
      refusal: 'notImage',
    });
    const tooLarge = Buffer.concat([jpeg, Buffer.alloc(PICTURE_LIMITS.maxBytes)]);
    expect(await processPicture(tooLarge)).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(await processPicture(await photo(400, 600).png().toBuffer())).toEqual({ ok: false, refusal: 'tooSmall' });
    expect(await processPicture(await photo(800, 300).png().toBuffer())).toEqual({ ok: false, refusal: 'tooSmall' });
  });

  it('refuses a decompression bomb from its header, before decoding its pixels', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(await processPicture(bomb)).toEqual({ ok: false, refusal: 'tooManyPixels' });
  });
});

describe('a picture cut into sizes', () => {
  it('drops the metadata, the GPS position included, and what hides after the image', async () => {
    const original = await photo(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', ImageDescription: 'home of Ada Obi' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const withTail = Buffer.concat([original, Buffer.from('<script>alert(document.cookie)</script>')]);
    const { renditions } = await processed(withTail);
    expect(renditions).toHaveLength(2 * 3);
    for (const rendition of renditions) {
      const metadata = await sharp(rendition.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(rendition.bytes.includes('Ada Obi')).toBe(false);
      expect(rendition.bytes.includes('<script>')).toBe(false);
    }
  });

  it('is turned upright by its EXIF orientation', async () => {
    // Stored 400 wide and 600 high, with orientation 6: the camera was turned, the picture is 600 x 400.
    const turned = await photo(400, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processed(turned);
    expect([result.width, result.height]).toEqual([600, 400]);
    const largest = result.renditions.find((rendition) => rendition.width === 600 && rendition.format === 'jpeg')!;
    const metadata = await sharp(largest.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([600, 400, undefined]);
  });

  it('is never made wider than the upload, and comes in AVIF, WebP and JPEG at each width', async () => {
    expect(pictureWidths(480)).toEqual([480]);
    expect(pictureWidths(700)).toEqual([480, 700]);
    expect(pictureWidths(960)).toEqual([480, 960]);
    expect(pictureWidths(4000)).toEqual([480, 960, 1600]);
    const small = await processed(await photo(700, 500).png().toBuffer());
    expect(sizes(small.renditions)).toEqual([480, 700]);
    const large = await processed(await photo(1800, 360).webp().toBuffer());
    expect(sizes(large.renditions)).toEqual([480, 960, 1600]);
    for (const rendition of large.renditions) {
      const metadata = await sharp(rendition.bytes).metadata();
      expect(metadata.format).toBe(rendition.format === 'avif' ? 'heif' : rendition.format);
      expect([metadata.width, metadata.height]).toEqual([rendition.width, rendition.height]);
      expect(rendition.height).toBe(Math.round((rendition.width * 360) / 1800));
    }
  });

  it('reads an AVIF upload and gives a transparent PNG a white ground in JPEG', async () => {
    const avif = await processed(await photo(640, 480).avif().toBuffer());
    expect(sizes(avif.renditions)).toEqual([480, 640]);
    const transparent = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = (await processed(transparent)).renditions.find((rendition) => rendition.format === 'jpeg')!;
    const { dominant } = await sharp(jpeg.bytes).stats();
    expect(dominant).toMatchObject({ r: expect.any(Number) });
    expect(dominant.r).toBeGreaterThan(240);
  });
});
