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
type IdType = (typeof ID_TYPES)[number];

/**
 * The lengths a type's number may have: the table's (section 5), and beside it the real document's
 * where the table differs from it (docs/decisions/010): a Nigerian passport number has 9 characters
 * (A12345678), a driver's licence 12 (ABC12345AA11). Other types take 6 to 19 characters.
 */
const ID_NUMBER_LENGTHS: Partial<Record<IdType, readonly number[]>> = {
  'International Passport': [11, 9],
  'Tax Identification Number': [9],
  'National ID Card': [12],
  'Employer ID': [19],
  "Driver's License": [11, 12],
};
const OTHER_ID_NUMBER_LENGTH = { min: 6, max: 19 } as const;

export function isIdNumberOfType(idType: string, idNO: string): boolean {
  const length = idNO.trim().length;
  const lengths = ID_NUMBER_LENGTHS[idType as IdType];
  if (lengths !== undefined) return lengths.includes(length);
  return length >= OTHER_ID_NUMBER_LENGTH.min && length <= OTHER_ID_NUMBER_LENGTH.max;
}
