import { expect, it } from 'vitest';
import { INDUSTRIES } from './industries';

it('offers about thirty distinct industries with a fallback', () => {
  expect(INDUSTRIES).toHaveLength(30);
  expect(new Set(INDUSTRIES).size).toBe(INDUSTRIES.length);
  expect(INDUSTRIES).toEqual(
    expect.arrayContaining(['Agriculture', 'Banking & Finance', 'Oil & Gas', 'Public Sector', 'Telecoms']),
  );
  expect(INDUSTRIES.at(-1)).toBe('Other');
});
