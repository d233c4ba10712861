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
    expect(
      maskSensitive({
        bvnNo: '22222222222',
        nin: '70123456789',
        phoneNo: '2348031234567',
        otp: '123456',
        acctNumber: '0000014579',
        name: 'Ada',
      }),
    ).toEqual({
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
    for (const secret of ['22222222222', '70123456789', '654321', '2348031234567', '22222222223'])
      expect(output).not.toContain(secret);
    expect(output).toContain('*******2222');
  });
});

// Issue 14.4: a database error reaching the error handler logged the query's parameters.
describe('database errors in the log', () => {
  it('keep the kind, message and cause, without the query parameters', async () => {
    const { createTestServices } = await import('../tests/support/test-services');
    const { sql } = await import('drizzle-orm');
    const services = await createTestServices();
    try {
      const error = await services.database.db
        .execute(sql`select ${'Your code is 4829'}::int + ${'ada.obi@example.com'}::int`)
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).toContain('ada.obi@example.com');
      services.logger.error({ err: error, path: '/api/v1/x' }, 'API request failed');
      const line = services.logs.join('');
      expect(line).toContain('API request failed');
      expect(line).toContain('Failed query');
      expect(line).toMatch(/"cause":\{"type":"[^"]+","message":"invalid input syntax for type integer/);
      for (const leaked of ['4829', 'ada.obi@example.com', 'params']) expect(line).not.toContain(leaked);
    } finally {
      await services.close();
    }
  });
});

describe('database error messages', () => {
  it('hide quoted values and keep quoted names', async () => {
    const { serializeError } = await import('./logger');
    const error = Object.assign(
      new Error(
        'duplicate key value violates unique constraint "customers_email_key": invalid input syntax for type integer: "Your code is 4829"',
      ),
      { code: '23505' },
    );
    expect(serializeError(error).message).toBe(
      'duplicate key value violates unique constraint "customers_email_key": invalid input syntax for type integer: "[value]"',
    );
  });
});
