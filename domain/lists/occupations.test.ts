import { expect, it } from 'vitest';
import { OCCUPATIONS } from './occupations';

it('offers a long list of distinct occupations with a fallback', () => {
  expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(55);
  expect(new Set(OCCUPATIONS).size).toBe(OCCUPATIONS.length);
  expect(OCCUPATIONS).toContain('Trader');
  expect(OCCUPATIONS.at(-1)).toBe('Other');
});
