import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const databaseTests = ['server/**/*.test.ts', 'tests/api/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '~': fromRoot('./app'),
      '@domain': fromRoot('./domain'),
      '@server': fromRoot('./server'),
      '@shared': fromRoot('./shared'),
    },
  },
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    globalSetup: ['tests/support/migrated-templates.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['domain/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'docs/**/*.test.ts', ...databaseTests],
          env: { TEST_DATABASE: 'pglite' },
        },
      },
      // The same database tests again on a real PostgreSQL server when one is configured.
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: databaseTests, env: { TEST_DATABASE: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
