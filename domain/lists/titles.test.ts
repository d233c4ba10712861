import { expect, it } from 'vitest';
import { TITLES } from './titles';

it('starts with the eight titles the specification names, in its order', () => {
  expect(TITLES.slice(0, 8)).toEqual(['Alfa', 'Alhaji', 'Mr', 'Mrs', 'Chief', 'Doctor', 'Professor', 'Pastor']);
});

it('has about 45 more, none repeated', () => {
  expect(TITLES).toHaveLength(53);
  expect(new Set(TITLES).size).toBe(TITLES.length);
});
