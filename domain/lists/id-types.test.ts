import { describe, expect, it } from 'vitest';
import { ID_TYPES, isIdNumberOfType } from './id-types';

describe('ID types', () => {
  it('lists the exact names', () => {
    expect(ID_TYPES).toEqual([
      'International Passport',
      'Tax Identification Number',
      'National ID Card',
      'Employer ID',
      "Driver's License",
      "Voter's Card",
      'NIN',
    ]);
  });

  it.each([
    ['International Passport', 11],
    ['Tax Identification Number', 9],
    ['National ID Card', 12],
    ['Employer ID', 19],
    ["Driver's License", 11],
  ])('%s numbers have exactly %i characters', (idType, length) => {
    expect(isIdNumberOfType(idType, 'A'.repeat(length))).toBe(true);
    expect(isIdNumberOfType(idType, 'A'.repeat(length - 1))).toBe(false);
    expect(isIdNumberOfType(idType, 'A'.repeat(length + 1))).toBe(false);
  });

  it.each(["Voter's Card", 'NIN', 'Anything else'])('%s numbers have 6 to 19 characters', (idType) => {
    expect(isIdNumberOfType(idType, '12345')).toBe(false);
    expect(isIdNumberOfType(idType, '123456')).toBe(true);
    expect(isIdNumberOfType(idType, '1'.repeat(19))).toBe(true);
    expect(isIdNumberOfType(idType, '1'.repeat(20))).toBe(false);
  });

  it('ignores surrounding spaces', () => {
    expect(isIdNumberOfType('Tax Identification Number', ' 123456789 ')).toBe(true);
  });
});
