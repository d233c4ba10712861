import type { ReactNode } from 'react';
import { formatKobo } from '@domain/kobo';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import type { Schedule, ScheduleYear } from '@domain/mortgage-schedule';

const columns = copy.schedule.columns;
const CELL = 'px-3 py-2 text-right whitespace-nowrap';
const HEAD = 'px-3 py-2 text-right font-semibold whitespace-nowrap';

/** "2026-01" as "Jan 2026", written out so server and browser agree. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function monthName(month: string | undefined): string {
  if (!month) return '';
  const [year, index] = month.split('-');
  return `${MONTHS[Number(index) - 1]} ${year}`;
}

/** The schedule by year (sums of each year) and by payment; the text alternative of the charts too. */
export function ScheduleTables({ schedule, years }: { schedule: Schedule; years: ScheduleYear[] }) {
  const hasExtras = schedule.totalExtraKobo > 0;
  const hasMonths = schedule.payments.some((payment) => payment.month);
  return (
    <div className="grid grid-cols-1 gap-8">
      <div>
        <h3 id="schedule-years-title" className="text-lg font-bold">
          {copy.schedule.byYear}
        </h3>
        <YearlyScheduleTable years={years} hasExtras={hasExtras} titleId="schedule-years-title" />
      </div>
      <div>
        <h3 id="schedule-payments-title" className="text-lg font-bold">
          {copy.schedule.byMonth(schedule.frequency)}
        </h3>
        <ScheduleScroll titleId="schedule-payments-title" className="schedule-long max-h-[28rem] overflow-auto">
          <table className="w-full text-sm tabular">
            <thead className="sticky top-0 bg-surface-subtle">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {columns.number}
                </th>
                {hasMonths ? (
                  <th scope="col" className="px-3 py-2 text-left font-semibold">
                    {columns.month}
                  </th>
                ) : null}
                <AmountHeaders hasExtras={hasExtras} />
              </tr>
            </thead>
            <tbody>
              {schedule.payments.map((payment) => (
                <tr key={payment.number} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {payment.number}
                  </th>
                  {hasMonths ? <td className="px-3 py-1.5 whitespace-nowrap">{monthName(payment.month)}</td> : null}
                  <td className={CELL.replace('py-2', 'py-1.5')}>{formatKobo(payment.paymentKobo)}</td>
                  <td className={CELL.replace('py-2', 'py-1.5')}>{formatKobo(payment.principalKobo)}</td>
                  <td className={CELL.replace('py-2', 'py-1.5')}>{formatKobo(payment.interestKobo)}</td>
                  {hasExtras ? (
                    <td className={CELL.replace('py-2', 'py-1.5')}>{formatKobo(payment.extraKobo)}</td>
                  ) : null}
                  <td className={CELL.replace('py-2', 'py-1.5')}>{formatKobo(payment.balanceKobo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScheduleScroll>
      </div>
    </div>
  );
}

/** The schedule year by year: the calculator's, and an approved loan's on the Loan Dashboard. */
export function YearlyScheduleTable({
  years,
  hasExtras,
  titleId,
}: {
  years: ScheduleYear[];
  hasExtras: boolean;
  titleId: string;
}) {
  return (
    <ScheduleScroll titleId={titleId} className="overflow-x-auto">
      <table className="w-full text-sm tabular">
        <thead className="bg-surface-subtle">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {columns.year}
            </th>
            <AmountHeaders hasExtras={hasExtras} />
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.year} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                {year.year}
                {year.firstMonth ? (
                  <span className="block text-xs text-muted">{`${monthName(year.firstMonth)} – ${monthName(year.lastMonth)}`}</span>
                ) : null}
              </th>
              <td className={CELL}>{formatKobo(year.paymentKobo)}</td>
              <td className={CELL}>{formatKobo(year.principalKobo)}</td>
              <td className={CELL}>{formatKobo(year.interestKobo)}</td>
              {hasExtras ? <td className={CELL}>{formatKobo(year.extraKobo)}</td> : null}
              <td className={CELL}>{formatKobo(year.balanceKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScheduleScroll>
  );
}

/**
 * A schedule's scrolling box: a region named by the table's title that the keyboard can reach and scroll, with
 * shadows at an edge that has more columns beyond it (`schedule-scroll` in app/styles/calculator.css) and, on
 * narrow screens, a line saying that it scrolls.
 */
function ScheduleScroll({ titleId, className, children }: { titleId: string; className: string; children: ReactNode }) {
  const hintId = `${titleId}-scroll-hint`;
  return (
    <>
      <p id={hintId} className="mt-1 text-sm text-muted lg:hidden">
        {copy.schedule.scrollHint}
      </p>
      <div
        className={`schedule-scroll mt-3 rounded-card border border-border ${className}`}
        role="region"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}

/** The money columns both tables share: payment, principal, interest, extra (when any), balance. */
function AmountHeaders({ hasExtras }: { hasExtras: boolean }) {
  const names = [
    columns.payment,
    columns.principal,
    columns.interest,
    ...(hasExtras ? [columns.extra] : []),
    columns.balance,
  ];
  return names.map((name) => (
    <th key={name} scope="col" className={HEAD}>
      {name}
    </th>
  ));
}
