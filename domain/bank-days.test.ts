import { describe, expect, it } from 'vitest';
import { addBankDays, bankDayOf, bankDayStart, bankDaysBetween } from './bank-days';

describe('bank days', () => {
  it('reads a moment in Lagos time: 23:30 UTC is already the next day', () => {
    expect(bankDayOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(bankDayOf(new Date('2026-03-31T22:59:59Z'))).toBe('2026-03-31');
    expect(bankDayStart('2026-04-01').toISOString()).toBe('2026-03-31T23:00:00.000Z');
  });

  it('counts and steps days across months and years', () => {
    expect(addBankDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addBankDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(bankDaysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(bankDaysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });
});
