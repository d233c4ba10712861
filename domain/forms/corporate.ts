/**
 * The company a corporate instant account is for (issue 13.10; the specification is silent): its
 * registered name and its Corporate Affairs Commission number, RC for a company, BN for a business
 * name. The director whose BVN was validated is the account's signatory.
 */
import { z } from 'zod';
import { fieldMessage } from './field-message';
import { textRule } from './field-rules';

/** 'rc 123 4567', 'RC-1234567' and 'RC1234567' are one number: RC1234567. */
function normaliseCacNumber(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

const CAC_NUMBER_PATTERN = /^(RC|BN)\d{1,8}$/;

function cacNumberRule() {
  const error = fieldMessage('cacNumber');
  return z.string({ error }).trim().transform(normaliseCacNumber).pipe(z.string().regex(CAC_NUMBER_PATTERN, { error }));
}

export { CORPORATE_FIELDS } from './corporate-fields';

export const CorporateDetailsSchema = z.object({
  businessName: textRule('businessName'),
  cacNumber: cacNumberRule(),
});
export type CorporateDetails = z.output<typeof CorporateDetailsSchema>;
