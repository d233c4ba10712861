/** Short personal lists of the specification (section 9), verbatim, spelling included. */

export const GENDERS = ['Male', 'Female'] as const;

export const RELIGIONS = ['Christian', 'Muslim', 'Other'] as const;

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Seperated', 'Widow', 'Others'] as const;

export const EMPLOYMENT_STATUSES = ['Employed', 'Self Employed', 'Unemployed', 'Student', 'Others'] as const;

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

export const SEGMENTS = ['Professional', 'Student', 'Self Employed', 'Mass Retail', 'Others'] as const;

/** 'Greg' is the specification's spelling. */
export const BANKING_CHANNELS = ['Mobile Banking', 'Debit Card', 'USSD', 'Internet Banking', 'Greg'] as const;

export const ACCOUNT_TYPES = ['Individual', 'Corporate'] as const;
export type AcctType = (typeof ACCOUNT_TYPES)[number];
