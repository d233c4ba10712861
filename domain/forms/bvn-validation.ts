/** The BVN validation dialog and page (specification 2.7): one BVN field. */
import { z } from 'zod';
import { identityNumberRule } from './field-rules';

export const BvnValidationSchema = z.object({
  bvnNo: identityNumberRule('bvnNo'),
});
export type BvnValidation = z.output<typeof BvnValidationSchema>;
