import { describe, expect, it } from 'vitest';
import { customerAccountTexts } from '../messages/customer-accounts';
import { fieldFailures } from './first-failing-field';
import { statementPeriodSchema } from './statement-period';

const texts = customerAccountTexts.statement;
const check = (from: string, to: string) => fieldFailures(statementPeriodSchema('2026-11-27').safeParse({ from, to }));

describe('statement period', () => {
  it('takes a period of up to a year ending today or before', () => {
    expect(check('2026-08-27', '2026-11-27')).toEqual({});
    expect(check('2025-11-27', '2026-11-26')).toEqual({});
    expect(check('2026-11-27', '2026-11-27')).toEqual({});
  });

  it('names each fault on its field', () => {
    expect(check('', '2026-11-01')).toEqual({ from: texts.fromInvalid });
    expect(check('2026-02-30', 'soon')).toEqual({ from: texts.fromInvalid, to: texts.toInvalid });
    expect(check('2026-11-01', '2026-11-28')).toEqual({ to: texts.toInFuture });
    expect(check('2026-11-02', '2026-11-01')).toEqual({ from: texts.fromAfterTo });
    expect(check('2025-11-25', '2026-11-26')).toEqual({ from: texts.tooLong });
  });
});
