import { useSearchParams } from 'react-router';
import { CALCULATOR_FIELD_NAMES, calculatorFieldsFrom } from '@domain/mortgage-form';
import { MortgageCalculator } from '~/components/calculator/mortgage-calculator';
import { PageSection } from '~/components/home/page-section';
import { LinkCards, type LinkCard } from '~/components/products/link-cards';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';

const TITLE = 'Mortgage Calculator';

export function meta() {
  return pageMeta({
    title: TITLE,
    description: 'Work out the monthly repayment, loan amount and total interest of a mortgage or NHF loan in naira, from the price of the home.',
    path: '/loan-calculator',
  });
}

const NEXT_STEPS: LinkCard[] = [
  { title: 'Find your home', text: 'Browse the Property Mart and open any listing in the calculator with its price filled in.', link: { label: 'Browse the Property Mart', to: '/property/17' } },
  { title: 'Prepare your application', text: 'Check that you are eligible and gather the documents a mortgage needs.', link: { label: 'See how to apply', to: '/loan-step' } },
  { title: 'Open an account', text: 'Repayments and NHF contributions go through an account with us; open one online in minutes.', link: { label: 'Open an account', to: '/accountopening' } },
];

/**
 * The figures come from the address, read while rendering: the server renders a link
 * (?price=25000000) or a submission without JavaScript with its estimate, and in the browser every
 * submission re-renders from its new address. No loader: the prerendered page serves the defaults.
 */
export default function LoanCalculatorPage() {
  const [query] = useSearchParams();
  const fields = calculatorFieldsFrom(query);
  const hasSubmitted = CALCULATOR_FIELD_NAMES.some((name) => query.has(name)) || query.has('preset');
  return (
    <>
      <PageBanner title={TITLE} lead="Enter the price of the home, your equity, the rate and the tenor to see what you would repay each month." />
      <Container className="py-10 sm:py-14">
        {/* A new address (a submission, the NHF button) starts the form afresh from the loader's figures. */}
        <MortgageCalculator key={query.toString()} initialFields={fields} hasSubmitted={hasSubmitted} />
      </Container>
      <PageSection id="next-title" title="Ready for the next step?" tone="subtle">
        <LinkCards cards={NEXT_STEPS} />
      </PageSection>
    </>
  );
}
