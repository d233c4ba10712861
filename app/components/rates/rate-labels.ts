import { formatNaira } from '@domain/mortgage';
import { ratesTexts } from '~/content/pages/rates';
import type { Charge, Fee, Rate, Tenor } from '@domain/content/pricing';

/** 12.5 as '12.5%', 4 as '4%': no trailing zeros, at most two decimals. */
export function percentLabel(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

export function rateLabel({ annualRatePercent, isMinimum }: Pick<Rate, 'annualRatePercent' | 'isMinimum'>): string {
  const rate = percentLabel(annualRatePercent);
  return isMinimum ? ratesTexts.atLeast(rate) : rate;
}

export function termLabel(tenor: Tenor | undefined): string {
  if (!tenor) return ratesTexts.noFixedTerm;
  if (tenor.unit === 'days') return ratesTexts.days(tenor.count);
  return tenor.isMaximum ? ratesTexts.upToYears(tenor.count) : ratesTexts.years(tenor.count);
}

function chargeLabel(charge: Charge): string {
  return charge.unit === 'naira'
    ? formatNaira(charge.amount)
    : `${percentLabel(charge.percent)} ${ratesTexts.feeBases[charge.of]}`;
}

/** '1% of the loan, once', '₦50,000, once'. */
export function feeChargeLabel({ charge, frequency }: Pick<Fee, 'charge' | 'frequency'>): string {
  return `${chargeLabel(charge)}, ${ratesTexts.frequencies[frequency]}`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-09-01' as '1 Sep 2026': short enough for a table's column on a phone; the same on server and browser. */
export function effectiveLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}
