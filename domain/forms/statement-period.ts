import { z } from 'zod';
import { bankDaysBetween } from '../bank-days';
import { customerAccountTexts } from '../messages/customer-accounts';
import { isCalendarDate } from './dates';

const texts = customerAccountTexts.statement;
/** A year and a leap day: the longest statement one request asks the core for. */
const STATEMENT_MAX_DAYS = 366;
/** The period shown first, and the transactions of the overview: about three months. */
export const STATEMENT_DEFAULT_DAYS = 92;

/** The period of a statement, in bank days (yyyy-mm-dd); `today` is the bank day of the request. */
export function statementPeriodSchema(today: string) {
  return z
    .object({
      from: z.string().trim().refine(isCalendarDate, { error: texts.fromInvalid }),
      to: z.string().trim().refine(isCalendarDate, { error: texts.toInvalid }),
    })
    .superRefine(({ from, to }, context) => {
      if (!isCalendarDate(from) || !isCalendarDate(to)) return;
      // Text order is date order for yyyy-mm-dd.
      if (to > today) context.addIssue({ code: 'custom', path: ['to'], message: texts.toInFuture });
      else if (from > to) context.addIssue({ code: 'custom', path: ['from'], message: texts.fromAfterTo });
      else if (bankDaysBetween(from, to) > STATEMENT_MAX_DAYS)
        context.addIssue({ code: 'custom', path: ['from'], message: texts.tooLong });
    });
}
export type StatementPeriod = z.infer<ReturnType<typeof statementPeriodSchema>>;
