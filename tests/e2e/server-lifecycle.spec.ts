import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PRODUCTION_SECRETS } from '../support/production-env';
import { SERVER_COMMAND } from '../../scripts/server-command.mjs';

// These start their own servers from the build and need no browser (the phone project ignores this file).

function startServer(env: Record<string, string>) {
  // DATABASE_URL emptied: these servers use the embedded database of their own DATA_DIR.
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealthy(port: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (response?.ok) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

const stop = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

test('shuts down cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-lifecycle-'));
  const server = startServer({ PORT: '3191', DATA_DIR: dataDir });
  try {
    expect(await (await waitForHealthy(3191)).json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
  } finally {
    stop(server.child);
  }
});

test('refuses a second server on the same embedded database folder', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-lifecycle-'));
  const first = startServer({ PORT: '3192', DATA_DIR: dataDir });
  try {
    await waitForHealthy(3192);
    const second = startServer({ PORT: '3193', DATA_DIR: dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/Another process \(pid \d+\) is using the embedded database/);
  } finally {
    stop(first.child);
  }
});

test('refuses to start in production on development secrets, and names them', async () => {
  const server = startServer({
    PORT: '3194',
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bank-lifecycle-')),
  });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toMatch(/ENCRYPTION_KEY, HASH_KEY/);
});

// Issue 14.10: with only the secrets set, production ran on the sandbox, the outbox and PGlite.
test('refuses to start in production on local parts, and names each', async () => {
  const server = startServer({
    PORT: '3195',
    ...PRODUCTION_SECRETS,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bank-lifecycle-')),
  });
  expect(await server.exited).not.toBe(0);
  for (const part of ['PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL', 'SMS_PROVIDER=termii', 'IDENTITY_PROVIDER=dojah'])
    expect(server.output()).toContain(part);
});

// Issue 14.12: a restart right after kill -9 failed for about a second.
test('starts again at once on the data of a server killed with SIGKILL', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-lifecycle-'));
  const first = startServer({ PORT: '3196', DATA_DIR: dataDir });
  await waitForHealthy(3196);
  first.child.kill('SIGKILL');
  await first.exited;
  const second = startServer({ PORT: '3196', DATA_DIR: dataDir });
  try {
    await waitForHealthy(3196);
    expect(second.output()).not.toContain('DataDirLockedError');
  } finally {
    stop(second.child);
  }
});

// Issue 15.1: canonical links, Open Graph and the sitemap named http://localhost:3000 whatever the server was told.
test('names the address it was started with in canonical links, Open Graph data, the sitemap and robots.txt', async () => {
  const server = startServer({
    PORT: '3197',
    PUBLIC_URL: 'https://bank.example',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bank-lifecycle-')),
  });
  try {
    await waitForHealthy(3197);
    const page = (path: string) => fetch(`http://127.0.0.1:3197${path}`).then((response) => response.text());
    // A prerendered page, a page rendered per request, and a prerendered page's data.
    expect(await page('/about')).toContain('<link rel="canonical" href="https://bank.example/about"/>');
    expect(await page('/search?q=loan')).toContain('<meta property="og:url" content="https://bank.example/search"/>');
    expect(await page('/products/1.data')).toContain('https://bank.example/products/1');
    const sitemap = await page('/sitemap.xml');
    expect(sitemap).toContain('<loc>https://bank.example/privacy-policy</loc>');
    expect(sitemap).not.toContain('/cookie-policy');
    expect(await page('/robots.txt')).toContain('Sitemap: https://bank.example/sitemap.xml');
    for (const text of [await page('/'), sitemap]) expect(text).not.toMatch(/localhost|prerendered\.invalid/);
  } finally {
    stop(server.child);
  }
});
