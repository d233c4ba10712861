import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
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
      const path = pathOf(key);
      await rm(path, { force: true });
      // A process killed while writing leaves the half-written copy beside it (see put), which would keep the folder.
      await removeHalfWritten(path);
      // The document's folders go with their last document: an application's folder does not outlive it.
      for (let folder = dirname(path); folder.startsWith(`${base}/`); folder = dirname(folder)) {
        if (!(await removeIfEmpty(folder))) break;
      }
    },
  };
}

async function removeHalfWritten(path: string) {
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = await readdir(dirname(path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith('.part')) await rm(join(dirname(path), name), { force: true });
  }
}

async function removeIfEmpty(folder: string): Promise<boolean> {
  try {
    await rmdir(folder);
    return true;
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOENT') return false;
    throw error;
  }
}
