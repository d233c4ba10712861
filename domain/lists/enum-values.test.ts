import { expect, it } from 'vitest';
import { toEnumValues, toSelectOptions } from './enum-values';

it('makes options whose value is their label', () => {
  expect(toSelectOptions(['Male', 'Female'])).toEqual([
    { value: 'Male', label: 'Male' },
    { value: 'Female', label: 'Female' },
  ]);
});

it('refuses an empty enum', () => {
  expect(toEnumValues(['a'])).toEqual(['a']);
  expect(() => toEnumValues([])).toThrow();
});
