/**
 * The amortization schedule as CSV (issue 9): the same address as the calculator's page
 * (/loan-calculator/schedule.csv?price=…), so the download holds exactly the figures on screen.
 */
import { calculateFromFields, calculatorFieldsFrom, nextMonth } from '@domain/mortgage-form';
import { scheduleCsv } from '@domain/mortgage-csv';
import type { Route } from './+types/loan-schedule-csv';

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const calculation = calculateFromFields(calculatorFieldsFrom(query), { defaultStartMonth: nextMonth() });
  if (!calculation.isValid) {
    const problems = Object.values(calculation.errors).join('\n');
    return new Response(`These figures cannot be calculated:\n${problems}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(scheduleCsv(calculation.schedule), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="mortgage-schedule.csv"',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
