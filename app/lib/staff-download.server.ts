import { STAFF_HEADERS } from './staff-pages';

/** The customer named the file: only plain characters go in the quoted name, the rest in the encoded one. */
function dispositionOf(fileName: string) {
  const plain = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 120) || 'document';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName.slice(0, 200))}`;
}

/** A customer's document for a staff member: always downloaded (never shown inline), never sniffed, never cached. */
export function documentDownload({
  bytes,
  contentType,
  fileName,
}: {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...STAFF_HEADERS,
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': dispositionOf(fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
