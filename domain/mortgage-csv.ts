/**
 * The amortization schedule as CSV: one row a payment, amounts in naira with two decimals and no
 * sign, so that a spreadsheet reads them as numbers.
 */
import { koboToDecimal } from './kobo';
import type { Schedule } from './mortgage-schedule';

/**
 * One CSV cell (RFC 4180), guarded against formula injection: a text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) starts with an apostrophe instead.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');

export const SCHEDULE_CSV_HEADER = ['Payment', 'Month', 'Payment (NGN)', 'Interest (NGN)', 'Principal (NGN)', 'Extra payment (NGN)', 'Balance (NGN)'] as const;

export function scheduleCsv(schedule: Schedule): string {
  const rows = schedule.payments.map((payment) =>
    csvRow([
      payment.number,
      payment.month ?? '',
      koboToDecimal(payment.paymentKobo),
      koboToDecimal(payment.interestKobo),
      koboToDecimal(payment.principalKobo),
      koboToDecimal(payment.extraKobo),
      koboToDecimal(payment.balanceKobo),
    ]),
  );
  const totals = csvRow([
    'Total',
    '',
    koboToDecimal(schedule.payments.reduce((sum, payment) => sum + payment.paymentKobo, 0)),
    koboToDecimal(schedule.totalInterestKobo),
    koboToDecimal(schedule.payments.reduce((sum, payment) => sum + payment.principalKobo, 0)),
    koboToDecimal(schedule.totalExtraKobo),
    '',
  ]);
  return `${[csvRow(SCHEDULE_CSV_HEADER), ...rows, totals].join('\r\n')}\r\n`;
}
