// `npm start`: builds once when no build exists, then serves it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildDir = `${root}${process.env.BUILD_DIR ?? 'build'}`;
const serverEntry = `${buildDir}/server/index.js`;

if (!existsSync(serverEntry) || process.argv.includes('--rebuild')) {
  console.log('No build found: building the site (about a minute, once)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
process.chdir(root);
const { startServer } = await import(serverEntry);
await startServer({ clientBuildDirectory: `${buildDir}/client` });
