import { describe, expect, it } from 'vitest';
import { compareWithBvn, countDifferences, type PersonFacts } from './kyc-comparison';

const BVN: PersonFacts = {
  firstname: 'Adaeze',
  middlename: 'Ngozi',
  lastname: 'Okonkwo',
  birthDate: '1990-04-12',
  phoneNo: '2348031234567',
  gender: 'Female',
};

const agreements = (typed: Partial<PersonFacts>, bvn: Partial<PersonFacts> = {}) =>
  Object.fromEntries(compareWithBvn({ ...BVN, ...typed }, { ...BVN, ...bvn }).map((row) => [row.field, row.agreement]));

describe('comparing an application with its BVN record', () => {
  it('finds nothing different in the same person, whatever the order, case and accents of the name', () => {
    expect(agreements({})).toEqual({ name: 'same', birthDate: 'same', phoneNo: 'same', gender: 'same' });
    expect(agreements({ firstname: 'OKONKWO', middlename: 'adaeze', lastname: 'Ngózi' }).name).toBe('same');
    expect(agreements({ gender: 'female' }).gender).toBe('same');
  });

  it('drops the BVN record one- or two-letter middle name, as the forms do', () => {
    expect(
      agreements(
        { firstname: 'Tunde', middlename: '', lastname: 'Bakare' },
        {
          firstname: 'Tunde',
          middlename: 'Jo',
          lastname: 'Bakare',
        },
      ).name,
    ).toBe('same');
  });

  it('marks a different or missing name word, date of birth, phone and gender', () => {
    expect(agreements({ firstname: 'Adanna' }).name).toBe('different');
    expect(agreements({ middlename: '' }).name).toBe('different');
    expect(agreements({ birthDate: '1990-04-21' }).birthDate).toBe('different');
    expect(agreements({ phoneNo: '2348039999999' }).phoneNo).toBe('different');
    expect(agreements({ gender: 'Male' }).gender).toBe('different');
  });

  it('reads phones in any Nigerian form', () => {
    expect(agreements({ phoneNo: '0803 123 4567' }).phoneNo).toBe('same');
    expect(agreements({}, { phoneNo: '08031234567' }).phoneNo).toBe('same');
  });

  it('does not count what the BVN record lacks as a difference', () => {
    const rows = compareWithBvn(BVN, { ...BVN, phoneNo: '', gender: '' });
    expect(rows.filter((row) => row.agreement === 'absent').map((row) => row.field)).toEqual(['phoneNo', 'gender']);
    expect(countDifferences(rows)).toBe(0);
  });

  it('counts the differences, and shows both sides of each', () => {
    const rows = compareWithBvn({ ...BVN, firstname: 'Adanna', birthDate: '1991-04-12' }, BVN);
    expect(countDifferences(rows)).toBe(2);
    expect(rows[0]).toEqual({
      field: 'name',
      typed: 'Adanna Ngozi Okonkwo',
      bvn: 'Adaeze Ngozi Okonkwo',
      agreement: 'different',
    });
  });
});
