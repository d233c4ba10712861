import sharp, { type Metadata, type Sharp } from 'sharp';
import { PICTURE_FORMATS, PICTURE_LIMITS, pictureWidths, type PictureFormat } from '../../../domain/content/pictures';

/** The kinds of upload the pipeline takes, told by their first bytes. */
type UploadType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** AVIF is an ISO media file: an `ftyp` box first, whose brands name `avif` (a still) or `avis` (a sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0, bytes.length);
  // The major brand (bytes 8 to 12), then after the minor version, the compatible brands to the box's end.
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

const SIGNATURES: { type: UploadType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'png',
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b[index] === value),
  },
  { type: 'webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { type: 'avif', matches: isAvif },
];

/** What the bytes themselves say they are: never the file's name or the browser's Content-Type. */
export function detectPictureType(bytes: Uint8Array): UploadType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

/** The format libvips reports for each upload type (AVIF is read by its HEIF loader). */
const DECODER: Record<UploadType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

type PictureRefusal = 'notImage' | 'tooLarge' | 'tooSmall' | 'tooManyPixels';

export interface Rendition {
  width: number;
  height: number;
  format: PictureFormat;
  bytes: Buffer;
}

export type ProcessedPicture =
  { ok: true; width: number; height: number; renditions: Rendition[] } | { ok: false; refusal: PictureRefusal };

const refuse = (refusal: PictureRefusal): ProcessedPicture => ({ ok: false, refusal });

/** Each format's encoder: sizes a phone on a slow network can afford, with no visible loss on a photo. */
function encode(image: Sharp, format: PictureFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 55, effort: 3 });
  if (format === 'webp') return image.webp({ quality: 78 });
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true });
}

/**
 * Checks an upload by its bytes and cuts it into the site's sizes and formats. In order: its size in
 * bytes; its signature; its header (a decoder must read it, and of the type the signature says); its
 * pixels before any decoding (a decompression bomb stops here); its upright size against the least
 * the site shows. Then it is decoded once, turned upright by its EXIF orientation, brought to sRGB,
 * and each width is encoded from those pixels alone: no metadata (EXIF with its GPS position, XMP,
 * comments), nothing after the image data and no second meaning of the file survives. A width is
 * never wider than the upload. A file that fails to decode on the way is not an image.
 */
export async function processPicture(bytes: Uint8Array): Promise<ProcessedPicture> {
  if (bytes.byteLength > PICTURE_LIMITS.maxBytes) return refuse('tooLarge');
  const type = detectPictureType(bytes);
  if (!type) return refuse('notImage');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refuse('notImage');
  }
  if (metadata.format !== DECODER[type] || !metadata.width || !metadata.height) return refuse('notImage');
  if (metadata.width * metadata.height > PICTURE_LIMITS.maxPixels) return refuse('tooManyPixels');
  // Orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const sideways = (metadata.orientation ?? 1) >= 5;
  const width = sideways ? metadata.height : metadata.width;
  const height = sideways ? metadata.width : metadata.height;
  if (width < PICTURE_LIMITS.minWidth || height < PICTURE_LIMITS.minHeight) return refuse('tooSmall');

  try {
    const widths = pictureWidths(width);
    const largest = widths[widths.length - 1];
    // Decoded once, at the largest width kept; the smaller widths are cut from those pixels.
    const { data, info } = await sharp(bytes, { limitInputPixels: PICTURE_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const renditions: Rendition[] = [];
    for (const target of widths) {
      const resized = sharp(data, { raw }).resize({ width: target, withoutEnlargement: true });
      for (const format of PICTURE_FORMATS) {
        const out = await encode(resized.clone(), format).toBuffer({ resolveWithObject: true });
        renditions.push({ width: out.info.width, height: out.info.height, format, bytes: out.data });
      }
    }
    return { ok: true, width, height, renditions };
  } catch {
    return refuse('notImage');
  }
}
