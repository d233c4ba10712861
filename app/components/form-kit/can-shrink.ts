/** Photos the browser can redraw (shrink-image.ts); a GIF may move, and is left as it is. */
const SHRINKABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function canShrink(file: File): boolean {
  return SHRINKABLE_TYPES.includes(file.type.toLowerCase());
}
