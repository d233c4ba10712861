import { buildSchedule, scheduleByYear } from '@domain/mortgage-schedule';
import { YearlyScheduleTable } from '~/components/calculator/schedule-tables';

/** An approved loan's repayments, year by year, from its figures: the calculator's yearly table. */
export function LoanScheduleTable({
  loanKobo,
  annualRatePercent,
  tenorYears,
  startMonth,
  titleId,
}: {
  loanKobo: number;
  annualRatePercent: number;
  tenorYears: number;
  startMonth: string;
  titleId: string;
}) {
  const years = scheduleByYear(buildSchedule({ loanKobo, annualRatePercent, tenorYears, startMonth }));
  return <YearlyScheduleTable years={years} hasExtras={false} titleId={titleId} />;
}
