import { expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAMES, COUNTRY_OPTIONS, DEFAULT_COUNTRY } from './countries';

it('lists every ISO 3166-1 country once, Nigeria first', () => {
  expect(COUNTRIES).toHaveLength(249);
  expect(COUNTRIES[0]).toEqual({ code: 'NG', name: 'Nigeria' });
  expect(DEFAULT_COUNTRY).toBe('Nigeria');
  expect(new Set(COUNTRIES.map(({ code }) => code)).size).toBe(249);
  expect(new Set(COUNTRY_NAMES).size).toBe(249);
  expect(COUNTRIES.every(({ code }) => /^[A-Z]{2}$/.test(code))).toBe(true);
});

it('keeps the rest alphabetical', () => {
  const rest = COUNTRY_NAMES.slice(1);
  expect([...rest].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(rest);
  expect(COUNTRY_OPTIONS).toContainEqual({ value: 'Ghana', label: 'Ghana' });
});
