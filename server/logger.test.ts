import { describe, expect, it } from 'vitest';
import { captureLogs } from '../tests/support/test-services';
import { maskDigits, maskSensitive } from './logger';

describe('log masking', () => {
  it('keeps only the last four digits of long numbers in free text', () => {
    expect(maskDigits('BVN 22222222222 failed')).toBe('BVN *******2222 failed');
    expect(maskDigits('call +234 803 123 4567')).toBe('call *********4567');
    expect(maskDigits('code 123456')).toBe('code ******');
    expect(maskDigits('step 50 of 2026')).toBe('step 50 of 2026');
  });

  it('masks identifiers by field name and hides secrets entirely', () => {
    expect(maskSensitive({ bvnNo: '22222222222', nin: '70123456789', phoneNo: '2348031234567', otp: '123456', acctNumber: '0000014579', name: 'Ada' })).toEqual({
      bvnNo: '*******2222',
      nin: '*******6789',
      phoneNo: '*********4567',
      otp: '[masked]',
      acctNumber: '******4579',
      name: 'Ada',
    });
  });

  it('never writes a full BVN, NIN, OTP or phone number to the log', () => {
    const { lines, logger } = captureLogs();
    logger.info({ customer: { bvnNo: '22222222222', nin: '70123456789' }, otp: '654321' }, 'lookup for 2348031234567');
    logger.error(new Error('BVN 22222222223 not found'));
    const output = lines.join('');
    for (const secret of ['22222222222', '70123456789', '654321', '2348031234567', '22222222223']) expect(output).not.toContain(secret);
    expect(output).toContain('*******2222');
  });
});
