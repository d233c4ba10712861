import { shrinkAttempts, shrunkName } from './shrink-plan';

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A photo larger than `maxBytes` drawn again as a JPEG that fits (shrink-plan.ts), upright as the
 * camera meant it (its EXIF orientation applied), on white where it was transparent. Undefined
 * when it cannot be decoded or does not fit even at the legible minimum: the size message stays.
 */
export async function shrinkImage(file: File, maxBytes: number): Promise<File | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    for (const { width, height, quality } of shrinkAttempts(bitmap.width, bitmap.height)) {
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        context.imageSmoothingQuality = 'high';
        context.drawImage(bitmap, 0, 0, width, height);
      }
      const blob = await encode(canvas, quality);
      if (blob && blob.size <= maxBytes)
        return new File([blob], shrunkName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
    }
    return undefined;
  } finally {
    bitmap.close();
  }
}
