import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, type DocumentStorage } from './document-storage';

/** Documents as files under DATA_DIR/uploads: outside the web root, readable by the owner only. */
export function createLocalDocumentStorage({ root }: { root: string }): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(base, key);
  };
  return {
    name: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written aside, then renamed: a reader never sees half a document.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
