import { copyFile, mkdir, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { documentKeyId } from '../security/key-rotation';

// A sealed document starts with its version byte, the key id's length byte and the id (255 bytes at most).
const HEADER_BYTES = 2 + 255;

/**
 * Copies the local document storage's tree, leaving out half-written copies (`*.part`, what a
 * process killed mid-upload leaves), and reads from each document's header which key sealed it.
 */
export async function copyDocuments(from: string, to: string): Promise<{ files: number; keyIds: string[] }> {
  const keyIds = new Set<string>();
  let files = 0;
  async function copyFolder(source: string, target: string) {
    await mkdir(target, { recursive: true, mode: 0o700 });
    for (const entry of await readEntries(source)) {
      const [sourcePath, targetPath] = [join(source, entry.name), join(target, entry.name)];
      if (entry.isDirectory()) await copyFolder(sourcePath, targetPath);
      else if (entry.isFile() && !entry.name.endsWith('.part')) {
        await copyFile(sourcePath, targetPath);
        keyIds.add(await sealingKeyId(sourcePath));
        files += 1;
      }
    }
  }
  await copyFolder(from, to);
  return { files, keyIds: [...keyIds].sort() };
}

export async function isEmptyOrMissing(path: string): Promise<boolean> {
  return (await readEntries(path)).length === 0;
}

/** A folder's entries; none when it does not exist (a site that never stored a document). */
async function readEntries(path: string) {
  try {
    return await readdir(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function sealingKeyId(path: string): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    return documentKeyId(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
