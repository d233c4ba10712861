/** Means of identification and the length of their numbers (specification 5 and 9). */
export const ID_TYPES = [
  'International Passport',
  'Tax Identification Number',
  'National ID Card',
  'Employer ID',
  "Driver's License",
  "Voter's Card",
  'NIN',
] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Exact lengths the specification fixes; other types take 6 to 19 characters. */
export const ID_NUMBER_LENGTHS: Partial<Record<IdType, number>> = {
  'International Passport': 11,
  'Tax Identification Number': 9,
  'National ID Card': 12,
  'Employer ID': 19,
  "Driver's License": 11,
};
export const OTHER_ID_NUMBER_LENGTH = { min: 6, max: 19 } as const;

export function isIdNumberOfType(idType: string, idNO: string): boolean {
  const length = idNO.trim().length;
  const exact = ID_NUMBER_LENGTHS[idType as IdType];
  if (exact !== undefined) return length === exact;
  return length >= OTHER_ID_NUMBER_LENGTH.min && length <= OTHER_ID_NUMBER_LENGTH.max;
}
