// `npm test`: every test — lint (ESLint, Prettier, import cycles), types, unit and API (PGlite, and
// PostgreSQL when DATABASE_URL is set), then the browser journeys in Debian's Chromium, installed here
// when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args, env = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's package (about 30 s, once).`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (...args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), 'apt-get', ...args]) : run('apt-get', args));
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
}

ensureChromium();
run('npm', ['run', 'lint']);
run('npx', ['react-router', 'typegen']);
run('npx', ['tsc', '--noEmit']);
run('npx', ['vitest', 'run']);
run('npm', ['run', 'build']);
run('npx', ['playwright', 'test']);
console.log('\n✓ every test passed');
