import { messages } from '../../domain/messages';
import { DEFAULT_MAX_FILE_BYTES } from '../../domain/constants';
import type { Services } from '../services';

const IMAGE_SIGNATURES: { type: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b[index] === value) },
  { type: 'image/gif', matches: (b) => String.fromCharCode(...b.slice(0, 6)) === 'GIF87a' || String.fromCharCode(...b.slice(0, 6)) === 'GIF89a' },
  { type: 'image/webp', matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP' },
];

/** The image type the bytes themselves declare (never the file name or the browser's word). */
export function detectImageType(bytes: Uint8Array): string | undefined {
  return IMAGE_SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

export interface CheckedDocument {
  field: string;
  bytes: Uint8Array;
  type: string;
}

/** The message for a document that fails the server's checks, or its bytes when it passes. */
export async function checkImageDocument(field: string, file: File, maxBytes = DEFAULT_MAX_FILE_BYTES): Promise<{ error: string } | { document: CheckedDocument }> {
  if (file.size > maxBytes) return { error: messages.forms.file.tooLarge(field) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) return { error: messages.forms.file.tooLarge(field) };
  const type = detectImageType(bytes);
  if (!type) return { error: messages.forms.file.invalidType('image file', field) };
  return { document: { field, bytes, type } };
}

/** Seals a document (AES-256-GCM, bound to its key) and hands it to the storage. */
export async function storeDocument(services: Services, key: string, document: CheckedDocument): Promise<void> {
  await services.storage.put(key, services.cipher.encryptBytes(document.bytes, `document:${key}`));
}

export async function readDocument(services: Services, key: string): Promise<Buffer | null> {
  const sealed = await services.storage.get(key);
  return sealed ? services.cipher.decryptBytes(sealed, `document:${key}`) : null;
}
