// Run by `npm run build` after `react-router build`: writes brotli (quality 11) and gzip (level 9)
// copies beside every text file of the client build, so the server sends them as they are instead
// of compressing each response on the fly at a lower level (server/http/page-delivery/static-files.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|xml|txt|webmanifest|data)$/;
/** Below this a response fits in one packet anyway; the server sends such files as they are. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDirectory = join(root, process.env.BUILD_DIR ?? 'build', 'client');

const files = (await readdir(clientDirectory, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

let originalBytes = 0;
let brotliBytes = 0;
// zlib runs on libuv's thread pool: a handful of files at a time keeps every core busy.
const queue = [...files];
await Promise.all(Array.from({ length: 4 }, () => compressNext()));
console.log(
  `Precompressed ${files.length} files in ${clientDirectory}: ${kilobytes(originalBytes)} KB, ${kilobytes(brotliBytes)} KB with brotli.`,
);

async function compressNext() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    originalBytes += content.length;
    brotliBytes += br.length;
  }
}

function kilobytes(bytes) {
  return Math.round(bytes / 1024);
}
