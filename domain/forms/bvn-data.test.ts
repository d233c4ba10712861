import { expect, it } from 'vitest';
import { normaliseBvnMiddleName } from './bvn-data';

it('drops a middle name of fewer than 3 characters', () => {
  expect(normaliseBvnMiddleName('O')).toBe('');
  expect(normaliseBvnMiddleName(' Ch ')).toBe('');
  expect(normaliseBvnMiddleName(undefined)).toBe('');
  expect(normaliseBvnMiddleName(null)).toBe('');
});

it('keeps a longer middle name, trimmed', () => {
  expect(normaliseBvnMiddleName(' Ada ')).toBe('Ada');
  expect(normaliseBvnMiddleName('Chukwuemeka')).toBe('Chukwuemeka');
});
