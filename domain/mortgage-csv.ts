/**
 * The amortization schedule as CSV: one row a payment, amounts in naira with two decimals and no
 * sign, so that a spreadsheet reads them as numbers. The columns come in the order of the tables on
 * screen (payment, principal, interest, extra, balance).
 */
import { koboToDecimal } from './kobo';
import { csvRow } from './csv';
import type { Schedule } from './mortgage-schedule';

const SCHEDULE_CSV_HEADER = [
  'Payment',
  'Month',
  'Payment (NGN)',
  'Principal (NGN)',
  'Interest (NGN)',
  'Extra payment (NGN)',
  'Balance (NGN)',
] as const;

export function scheduleCsv(schedule: Schedule): string {
  const rows = schedule.payments.map((payment) =>
    csvRow([
      payment.number,
      payment.month ?? '',
      koboToDecimal(payment.paymentKobo),
      koboToDecimal(payment.principalKobo),
      koboToDecimal(payment.interestKobo),
      koboToDecimal(payment.extraKobo),
      koboToDecimal(payment.balanceKobo),
    ]),
  );
  const totals = csvRow([
    'Total',
    '',
    koboToDecimal(schedule.payments.reduce((sum, payment) => sum + payment.paymentKobo, 0)),
    koboToDecimal(schedule.payments.reduce((sum, payment) => sum + payment.principalKobo, 0)),
    koboToDecimal(schedule.totalInterestKobo),
    koboToDecimal(schedule.totalExtraKobo),
    '',
  ]);
  return `${[csvRow(SCHEDULE_CSV_HEADER), ...rows, totals].join('\r\n')}\r\n`;
}
