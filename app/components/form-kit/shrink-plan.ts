/**
 * How a photo too large to upload is made smaller (docs/decisions/046): the long side first brought
 * to a size that keeps a printed page legible, then the JPEG quality lowered step by step; only when
 * the lowest quality still does not fit is the long side reduced, never below the legible minimum.
 */
export const SHRINK = {
  /** A long side of 2400 px keeps an A4 page at about 200 dots per inch. */
  largestLongSide: 2400,
  /** Below 1280 px (about 110 dpi on A4) the small print of a utility bill blurs. */
  smallestLongSide: 1280,
  /** Each reduction of the long side keeps this share of it. */
  sideStep: 0.8,
  qualities: [0.9, 0.8, 0.7, 0.6, 0.5],
} as const;

export interface ShrinkAttempt {
  width: number;
  height: number;
  quality: number;
}

/** The size of an image whose long side is at most `longSide`, in proportion, never enlarged. */
export function fittedSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The long sides tried, largest first: from the image's own (at most 2400) down to 1280, by a fifth each time. */
export function longSidesToTry(width: number, height: number): number[] {
  const own = Math.max(width, height);
  const first = Math.min(own, SHRINK.largestLongSide);
  if (first <= SHRINK.smallestLongSide) return [first];
  const sides: number[] = [];
  for (let side = first; side > SHRINK.smallestLongSide; side = Math.round(side * SHRINK.sideStep)) sides.push(side);
  return [...sides, SHRINK.smallestLongSide];
}

/** Every encoding to try in order; the first that fits the limit is sent. */
export function shrinkAttempts(width: number, height: number): ShrinkAttempt[] {
  return longSidesToTry(width, height).flatMap((side) =>
    SHRINK.qualities.map((quality) => ({ ...fittedSize(width, height, side), quality })),
  );
}

/** The shrunk file's name: the original's with the .jpg the new bytes have. */
export function shrunkName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
}
