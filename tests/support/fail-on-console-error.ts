import { afterEach, vi } from 'vitest';

// A console.error during a test is a failure, not noise (style guide).
const errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length > 0) {
    const logged = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called during the test:\n${logged.join('\n')}`);
  }
});
