/** Real-looking production secrets, for tests that start the product with NODE_ENV=production. */
export const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'k2:cHJvZHVjdGlvbi1rZXktMzItYnl0ZXMtbG9uZy0hISE=',
  HASH_KEY: 'a-real-production-hash-key-0123456789abcdef',
} as const;

/** Production code on the local parts (outbox, embedded database, sandbox...) and the sample content: a staging server. */
export const PRODUCTION_ON_LOCAL_PARTS = {
  ...PRODUCTION_SECRETS,
  ALLOW_LOCAL_PARTS_IN_PRODUCTION: 'true',
  ALLOW_SAMPLE_CONTENT_IN_PRODUCTION: 'true',
} as const;
