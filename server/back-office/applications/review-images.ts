import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, detectImageType } from '../../accounts/documents';

/** A document on the review page: at most this many pixels on its longer side. */
export const DOCUMENT_IMAGE_SIZE = 1200;
/** The BVN record's photo beside the data: passport-sized. */
export const BVN_PHOTO_SIZE = 320;

/**
 * An image drawn again for a staff member's screen: decoded from its pixels, turned upright, made
 * no larger than `size` on either side, laid on white and written as a fresh JPEG. Only the four
 * raster types uploads and providers send are decoded (never SVG, PDF or anything a decoder might
 * run or fetch); undefined when the bytes are none of them or do not decode within the pixel limit.
 */
export async function drawForReview(bytes: Uint8Array, size: number): Promise<Buffer | undefined> {
  if (!detectImageType(bytes)) return undefined;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
