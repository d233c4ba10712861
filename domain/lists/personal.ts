/** Short personal lists of the specification (section 9), verbatim, spelling included. */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const RELIGIONS = ['Christian', 'Muslim', 'Other'] as const;
export type Religion = (typeof RELIGIONS)[number];

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Seperated', 'Widow', 'Others'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const EMPLOYMENT_STATUSES = ['Employed', 'Self Employed', 'Unemployed', 'Student', 'Others'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const NEXT_OF_KIN_RELATIONS = [
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
] as const;
export type NextOfKinRelation = (typeof NEXT_OF_KIN_RELATIONS)[number];

export const SEGMENTS = ['Professional', 'Student', 'Self Employed', 'Mass Retail', 'Others'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** 'Greg' is the specification's spelling. */
export const BANKING_CHANNELS = ['Mobile Banking', 'Debit Card', 'USSD', 'Internet Banking', 'Greg'] as const;
export type BankingChannel = (typeof BANKING_CHANNELS)[number];

export const ACCOUNT_TYPES = ['Individual', 'Corporate'] as const;
export type AcctType = (typeof ACCOUNT_TYPES)[number];
