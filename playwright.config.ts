import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { SERVER_COMMAND } from './scripts/server-command.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// One fresh embedded database per run; workers inherit it from the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bank-e2e-'));

/*
 * Where each spec runs (docs/decisions/073): a customer's journey runs once, at a phone's size, as customers
 * use the site, and so do checks of what a page sends; the pages' layout (the route walk with axe, headers, lists, the calculator, uploads) is checked
 * at both sizes; staff screens, and checks of the server itself that need no screen, at a desktop's.
 */
const CUSTOMER_JOURNEYS = [
  'accounts*',
  'bvn-phone-help',
  'complaints-and-faq',
  'corporate',
  'customer-*',
  'loans*',
  'lockout-messages',
  'profile-link',
  'website-forms',
  'wizard',
  'wizard-link',
  'wizard-screens',
].map((name) => `**/${name}.spec.ts`);
/**
 * Checks that a screen's size does not change (what a page sends, what its content says, where its links lead, a
 * cookie): once, at a phone's. Such a test in a spec checked at both sizes is tagged `@one-size`.
 */
const SIZE_INDEPENDENT = ['articles', 'content-lists', 'content-pages', 'cookie-banner', 'products'].map(
  (name) => `**/${name}.spec.ts`,
);

const SERVERS_AND_STAFF =
  /server-lifecycle|draining|site-notice|malformed-input|crash-safety|orphan-sweep|two-instances|session-timeout|back-office|information-pages|react-router-markup/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two, on CI and off it alike: the run then takes the same time on a developer's machine as on CI's two cores.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First: the staff journeys are long and run in order within their spec; started last, one worker waited on the
    // other's for minutes at the end of the run. The short phone tests now fill the end instead.
    {
      name: 'desktop',
      // Two servers sharing one database need PostgreSQL: without DATABASE_URL the file is not collected (rather than skipped).
      testIgnore: [...CUSTOMER_JOURNEYS, ...SIZE_INDEPENDENT, ...(process.env.DATABASE_URL ? [] : [/two-instances/])],
      // `ONE_SIZE` of tests/e2e/fixtures.ts.
      grepInvert: /@one-size/,
      use: { viewport: { width: 1366, height: 900 }, browserName: 'chromium' },
    },
    {
      name: 'phone',
      testIgnore: [SERVERS_AND_STAFF],
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: [SERVER_COMMAND.command, ...SERVER_COMMAND.args].join(' '),
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Journeys send their own X-Forwarded-For, so that per-client rate limits count each journey apart.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      TRUST_PROXY: 'true',
      // The journeys run on a fresh embedded database, whatever database the unit tests were given.
      DATABASE_URL: '',
    },
  },
});
