/** Name values as they arrive from the BVN data look-up. */

const MIDDLE_NAME_MIN_LENGTH = 3;

/** BVN records often hold an initial or a two-letter middle name; the specification drops them. */
export function normaliseBvnMiddleName(middlename: string | null | undefined): string {
  const trimmed = middlename?.trim() ?? '';
  return trimmed.length < MIDDLE_NAME_MIN_LENGTH ? '' : trimmed;
}
