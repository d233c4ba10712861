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
    ['Tax Identification Number', 9],
    ['National ID Card', 12],
    ['Employer ID', 19],
  ])('%s numbers have exactly %i characters', (idType, length) => {
    expect(isIdNumberOfType(idType, 'A'.repeat(length))).toBe(true);
    expect(isIdNumberOfType(idType, 'A'.repeat(length - 1))).toBe(false);
    expect(isIdNumberOfType(idType, 'A'.repeat(length + 1))).toBe(false);
  });

  // Issue 27.3: real documents were refused; the table's 11 is kept beside them (decision 010).
  it("takes a real passport (9) or driver's licence (12) number as well as the table's 11", () => {
    expect(isIdNumberOfType('International Passport', 'A12345678')).toBe(true);
    expect(isIdNumberOfType('International Passport', 'A1234567890')).toBe(true);
    expect(isIdNumberOfType('International Passport', 'A1234567')).toBe(false);
    expect(isIdNumberOfType('International Passport', 'A123456789')).toBe(false);
    expect(isIdNumberOfType("Driver's License", 'ABC12345AA11')).toBe(true);
    expect(isIdNumberOfType("Driver's License", 'ABC12345AA1')).toBe(true);
    expect(isIdNumberOfType("Driver's License", 'ABC12345A')).toBe(false);
    expect(isIdNumberOfType("Driver's License", 'ABC12345AA111')).toBe(false);
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
