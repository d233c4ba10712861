import { expect, it } from 'vitest';
import { BvnValidationSchema } from './bvn-validation';

it('takes one 11-digit BVN', () => {
  expect(BvnValidationSchema.parse({ bvnNo: '22212345678' })).toEqual({ bvnNo: '22212345678' });
  const result = BvnValidationSchema.safeParse({ bvnNo: '2221234567' });
  expect(result.error?.issues[0].message).toBe('BVN must be valid 11 characters!!');
});
