/**
 * The file name in a Content-Disposition header (`attachment; filename="x.pdf"`, or the RFC 5987
 * `filename*=UTF-8''x.pdf` form, which wins when both are present).
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name below.
    }
  }
  const plain = header.match(/filename\s*=\s*(?:"([^"]*)"|([^;]+))/);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name.replace(/[/\\]/g, '_') : undefined;
}

/** Fetches a file as a blob and saves it on the device under the server's name (specification 7). */
export async function downloadAsFile(
  url: string,
  { fallbackName, send = fetch }: { fallbackName: string; send?: typeof fetch },
): Promise<string> {
  const response = await send(url);
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers start reading the blob only after the click returns.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
  return name;
}
