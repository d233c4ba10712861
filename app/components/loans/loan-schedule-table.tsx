import { buildSchedule, scheduleByYear } from '@domain/mortgage-schedule';
import { formatNaira } from '@domain/mortgage';
import { loans } from '@domain/messages/loans';

const naira = (kobo: number) => formatNaira(kobo / 100, { kobo: true });

/** An approved loan's repayments, year by year, from its figures (the calculator's schedule). */
export function LoanScheduleTable({ loanKobo, annualRatePercent, tenorYears, startMonth }: { loanKobo: number; annualRatePercent: number; tenorYears: number; startMonth: string }) {
  const years = scheduleByYear(buildSchedule({ loanKobo, annualRatePercent, tenorYears, startMonth }));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{loans.dashboard.scheduleTitle}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">Year</th>
            <th scope="col" className="py-2 pr-4 text-right">Paid</th>
            <th scope="col" className="py-2 pr-4 text-right">Interest</th>
            <th scope="col" className="py-2 pr-4 text-right">Principal</th>
            <th scope="col" className="py-2 text-right">Balance</th>
          </tr>
        </thead>
        <tbody className="tabular">
          {years.map((year) => (
            <tr key={year.year} className="border-b border-border/60">
              <th scope="row" className="py-2 pr-4 font-medium">{year.year}</th>
              <td className="py-2 pr-4 text-right">{naira(year.paymentKobo)}</td>
              <td className="py-2 pr-4 text-right">{naira(year.interestKobo)}</td>
              <td className="py-2 pr-4 text-right">{naira(year.principalKobo)}</td>
              <td className="py-2 text-right">{naira(year.balanceKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
