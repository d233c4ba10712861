// `npm run keys:rotate`: after a new key is put first in ENCRYPTION_KEY (the old ones kept after
// it), seals every stored value and document again under the new key. Safe while the site serves
// on PostgreSQL; on the embedded database, stop the site first (one process per folder). Run it
// again after an interruption: it carries on where it stopped. Then the old key can be dropped.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = `${root}${process.env.BUILD_DIR ?? 'build'}/server/index.js`;
if (!existsSync(serverEntry)) execSync('npm run build', { cwd: root, stdio: 'inherit' });
process.chdir(root);
const { rotateKeys } = await import(serverEntry);
const rewritten = await rotateKeys();
const total = Object.values(rewritten).reduce((sum, count) => sum + count, 0);
console.log(`Done: ${total} sealed values and documents now use the newest key.`);
