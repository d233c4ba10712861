import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PRODUCTION_ON_LOCAL_PARTS, PRODUCTION_SECRETS } from '../support/production-env';
import { startServer, waitForHealthy } from './spawned-server';

// These start their own servers from the build and need no browser (the phone project ignores this file). A start on a
// fresh database runs every migration first: on a busy machine two starts in a test take more than the usual minute.
test.setTimeout(180_000);

/** A server of its own; DATABASE_URL emptied, so that it uses the embedded database of its DATA_DIR. */
const startOn = (port: number, env: Record<string, string>) =>
  startServer(port, { DATA_DIR: mkdtempSync(join(tmpdir(), 'bank-lifecycle-')), LOG_LEVEL: 'info', ...env });
const healthy = (port: number) => waitForHealthy(`http://127.0.0.1:${port}`);
const stop = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

test('shuts down cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-lifecycle-'));
  const server = startOn(3191, { DATA_DIR: dataDir });
  try {
    expect(await (await healthy(3191)).json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopped');
  } finally {
    stop(server.child);
  }
});

test('refuses a second server on the same embedded database folder', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-lifecycle-'));
  const first = startOn(3192, { DATA_DIR: dataDir });
  try {
    await healthy(3192);
    const second = startOn(3193, { DATA_DIR: dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/Another process \(pid \d+\) is using the embedded database/);
  } finally {
    stop(first.child);
  }
});

test('refuses to start in production on development secrets, and names them', async () => {
  const server = startOn(3194, {
    NODE_ENV: 'production',
  });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toMatch(/ENCRYPTION_KEY, HASH_KEY/);
});

// Issue 14.10: with only the secrets set, production ran on the sandbox, the outbox and PGlite.
test('refuses to start in production on local parts, and names each', async () => {
  const server = startOn(3195, {
    ...PRODUCTION_SECRETS,
  });
  expect(await server.exited).not.toBe(0);
  for (const part of ['PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL', 'SMS_PROVIDER=termii', 'IDENTITY_PROVIDER=dojah'])
    expect(server.output()).toContain(part);
});

// Issue 31 point 3: the seed content must not go live unnoticed.
test('refuses to start in production while sample content is published, and names it', async () => {
  const server = startOn(3198, {
    ...PRODUCTION_ON_LOCAL_PARTS,
    ALLOW_SAMPLE_CONTENT_IN_PRODUCTION: 'false',
  });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toContain('Refusing to start in production while sample content is published');
  expect(server.output()).toContain('FAQ entry nhf-equity: How much equity do I need for an NHF loan?');
  expect(server.output()).toContain('ALLOW_SAMPLE_CONTENT_IN_PRODUCTION=true');
});

// Issue 14.12: a restart right after kill -9 failed for about a second.
test('starts again at once on the data of a server killed with SIGKILL', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-lifecycle-'));
  const first = startOn(3196, { DATA_DIR: dataDir });
  try {
    await healthy(3196);
  } finally {
    stop(first.child);
  }
  await first.exited;
  const second = startOn(3196, { DATA_DIR: dataDir });
  try {
    await healthy(3196);
    expect(second.output()).not.toContain('DataDirLockedError');
  } finally {
    stop(second.child);
  }
});

// Issue 15.1: canonical links, Open Graph and the sitemap named http://localhost:3000 whatever the server was told.
test('names the address it was started with in canonical links, Open Graph data, the sitemap and robots.txt', async () => {
  const server = startOn(3197, {
    PUBLIC_URL: 'https://bank.example',
  });
  try {
    await healthy(3197);
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
