import { bankDayOf } from '../../domain/bank-days';
import { fieldFailures } from '../../domain/forms/first-failing-field';
import { statementPeriodSchema, type StatementPeriod } from '../../domain/forms/statement-period';
import { defaultStatementPeriod } from './account-money';

/** The period a statement address asks for: its `from` and `to`, checked, or the last three months when it names none. */
export function readStatementPeriod(query: URLSearchParams): {
  values: StatementPeriod;
  period: StatementPeriod | null;
  errors: Record<string, string>;
} {
  const today = bankDayOf();
  if (!query.has('from') && !query.has('to')) {
    const period = defaultStatementPeriod(today);
    return { values: period, period, errors: {} };
  }
  const values = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const parsed = statementPeriodSchema(today).safeParse(values);
  return { values, period: parsed.success ? parsed.data : null, errors: fieldFailures(parsed) };
}
