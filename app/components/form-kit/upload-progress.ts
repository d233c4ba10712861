/**
 * Each file's share of a multipart upload so far (0 to 100). The body carries the text fields first
 * and then the files in `order`, so the bytes before the files are the total minus the files.
 */
export function uploadProgress<Field extends string>(
  order: readonly Field[],
  files: Partial<Record<Field, File>>,
  loadedBytes: number,
  totalBytes: number,
): Partial<Record<Field, number>> {
  const fileBytes = order.reduce((sum, field) => sum + (files[field]?.size ?? 0), 0);
  let offset = Math.max(0, totalBytes - fileBytes);
  const progress: Partial<Record<Field, number>> = {};
  for (const field of order) {
    const file = files[field];
    if (!file) continue;
    const share = file.size === 0 ? 1 : (loadedBytes - offset) / file.size;
    progress[field] = Math.round(Math.min(1, Math.max(0, share)) * 100);
    offset += file.size;
  }
  return progress;
}
