import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  BANKING_CHANNELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  NEXT_OF_KIN_RELATIONS,
  RELIGIONS,
  SEGMENTS,
} from './personal';

it('holds the lists of specification 9 verbatim, spelling included', () => {
  expect(GENDERS).toEqual(['Male', 'Female']);
  expect(RELIGIONS).toEqual(['Christian', 'Muslim', 'Other']);
  expect(BANKING_CHANNELS).toEqual(['Mobile Banking', 'Debit Card', 'USSD', 'Internet Banking', 'Greg']);
  expect(EMPLOYMENT_STATUSES).toEqual(['Employed', 'Self Employed', 'Unemployed', 'Student', 'Others']);
  expect(MARITAL_STATUSES).toEqual(['Single', 'Married', 'Divorced', 'Seperated', 'Widow', 'Others']);
  expect(NEXT_OF_KIN_RELATIONS).toEqual([
    'Brother',
    'Sister',
    'Spouse',
    'Cousin',
    'Father',
    'Mother',
    'Aunty',
    'Uncle',
    'Wife',
    'Husband',
    'Niece',
    'Nephew',
    'Child',
  ]);
  expect(SEGMENTS).toEqual(['Professional', 'Student', 'Self Employed', 'Mass Retail', 'Others']);
  expect(ACCOUNT_TYPES).toEqual(['Individual', 'Corporate']);
});

it('feeds z.enum directly', () => {
  expect(z.enum(MARITAL_STATUSES).safeParse('Seperated').success).toBe(true);
  expect(z.enum(MARITAL_STATUSES).safeParse('Separated').success).toBe(false);
});
