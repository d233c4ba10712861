// ESLint for the whole repository: typescript-eslint's recommended rules, React's rules of hooks, and
// the house rules of the style guide that a linter can check (decision 070).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_NOT_APP = {
  group: ['~/*', '**/app/*'],
  message: 'server/ never imports app/ (style guide, imports go one way).',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'data/',
      'backups/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.react-router/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Running code logs through the pino logger, which masks personal data; scripts and tests may print.
    files: ['app/**', 'domain/**', 'server/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '@server/*', '**/app/*', '**/server/*'],
              message: 'domain/ is shared by browser and server and imports neither.',
            },
            {
              group: ['node:*', 'react', 'react-dom', 'react-router', 'hono', 'drizzle-orm'],
              message: 'domain/ is pure: zod and small pure libraries only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_NOT_APP],
        },
      ],
    },
  },
  {
    // Below HTTP, use cases refuse with AppError and know no HTTP type (decision 067).
    files: ['server/**'],
    ignores: ['server/http/**', 'server/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_APP,
            {
              group: ['hono', 'hono/*', '@hono/*'],
              message: 'Only server/http (and server/main.ts) speaks HTTP: throw an AppError (server/errors).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers as loose JSON.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
