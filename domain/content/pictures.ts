/**
 * Pictures uploaded by staff (issue 31 point 1, decision 093): the limits an upload is checked
 * against and the sizes and formats it is cut into. Shared by the server's pipeline, the serving
 * route and the `<ResponsivePicture>` that draws them.
 */

/** The formats each width is encoded in, best first: a browser takes the first `<source>` it reads. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** Each format's file name ending and media type. */
export const PICTURE_FILES = {
  avif: { extension: 'avif', mediaType: 'image/avif' },
  webp: { extension: 'webp', mediaType: 'image/webp' },
  jpeg: { extension: 'jpg', mediaType: 'image/jpeg' },
} as const satisfies Record<PictureFormat, { extension: string; mediaType: string }>;

/** The widths a picture is cut into: a phone, a tablet or half a desktop, a full desktop at 1.2x. */
const PICTURE_WIDTHS = [480, 960, 1600] as const;

/** What a page needs to draw a picture of the library: its words, its size and the widths stored. */
export interface PictureData {
  id: string;
  alt: string;
  /** The upright picture's size: the ratio that keeps its room before it loads (no layout shift). */
  width: number;
  height: number;
  /** The widths stored, smallest first. */
  widths: readonly number[];
}

/** Limits of an upload: its size in bytes, its smallest sides, and the pixels decoded at most. */
export const PICTURE_LIMITS = {
  maxBytes: 15_000_000,
  minWidth: 480,
  minHeight: 320,
  /** A decompression bomb (a small file of a huge image) is refused before it is decoded: 40 megapixels. */
  maxPixels: 40_000_000,
  altMin: 5,
  altMax: 250,
} as const;

/**
 * The widths made of a picture `width` pixels wide: the standard widths below it and its own width
 * when that lies between two of them (up to the largest): never wider than the upload.
 */
export function pictureWidths(width: number): number[] {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  const below: number[] = PICTURE_WIDTHS.filter((standard) => standard < width);
  const own = Math.min(width, largest);
  return below.includes(own) ? below : [...below, own];
}

/** The public address of one rendition: the picture's id never names other bytes, so it is cached for good. */
export function pictureUrl(id: string, width: number, format: PictureFormat): string {
  return `/media/pictures/${id}/${width}.${PICTURE_FILES[format].extension}`;
}

/** The format a file name ending stands for, or undefined. */
export function formatOfExtension(extension: string): PictureFormat | undefined {
  return PICTURE_FORMATS.find((format) => PICTURE_FILES[format].extension === extension);
}
