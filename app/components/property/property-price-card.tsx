import { Calculator } from 'lucide-react';
import { formatNaira } from '@domain/mortgage';
import { calculatorLink, type RepaymentEstimate } from '~/components/calculator/repayment-estimates';
import { ButtonLink } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';

const terms = ({ input }: RepaymentEstimate) =>
  `${input.equityPercent}% equity, ${input.annualRatePercent}% a year over ${input.tenorYears} years`;

/** The price and "what would I pay?": an estimate and the calculator with the price filled in. */
export function PropertyPriceCard({
  price,
  standard,
  nhf,
}: {
  price: number;
  standard: RepaymentEstimate;
  nhf?: RepaymentEstimate;
}) {
  return (
    <section aria-labelledby="price-title" className="rounded-card border border-border bg-surface p-6 shadow-raised">
      <h2 id="price-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
        Asking price
      </h2>
      <p className="mt-1 text-3xl font-bold text-primary-800 tabular">{formatNaira(price)}</p>
      <p className="mt-4 tabular">
        From about <strong className="text-lg">{formatNaira(standard.monthlyRepayment)}</strong> a month with a mortgage
        ({terms(standard)}).
      </p>
      {nhf ? (
        <p className="mt-2 tabular">
          Within NHF limits: about <strong className="text-lg">{formatNaira(nhf.monthlyRepayment)}</strong> a month (
          {terms(nhf)}).{' '}
          <Link
            to={calculatorLink(nhf.input, 'nhf')}
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            See the NHF figures
          </Link>
        </p>
      ) : null}
      <ButtonLink to={calculatorLink({ price })} className="mt-5 w-full">
        <Calculator aria-hidden="true" size={20} /> What would I pay?
      </ButtonLink>
      <p className="mt-3 text-sm text-muted">
        Estimates only. Your offer letter states the rate, fees and repayment that apply to you.
      </p>
    </section>
  );
}
