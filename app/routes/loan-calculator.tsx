import { HYDRATED_PAGE } from '~/lib/route-handle';
import { useLocation, useSearchParams } from 'react-router';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import { calculatorFieldsFrom, hasCalculatorQuery, nextMonth } from '@domain/mortgage-form';
import { MortgageCalculator } from '~/components/calculator/mortgage-calculator';
import { PageSection } from '~/components/home/page-section';
import { LinkCards, type LinkCard } from '~/components/products/link-cards';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const TITLE = 'Mortgage Calculator';

export function meta() {
  return pageMeta({
    title: TITLE,
    description:
      'Work out the repayment, total interest and full schedule of a mortgage or NHF loan in naira: from the price of the home, the loan amount or your income, with extra payments.',
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
 * (?price=25000000) or a submission without JavaScript with its result (the prerendered page,
 * without a query, serves the defaults), and in the browser every navigation starts the form afresh
 * from its address. Typing changes the address without a navigation (see MortgageCalculator).
 */
export default function LoanCalculatorPage() {
  const [query] = useSearchParams();
  const location = useLocation();
  const hasSubmitted = hasCalculatorQuery(query);
  return (
    <div data-calculator-page="">
      <PageBanner title={TITLE} lead={copy.lead} />
      <Container className="py-10 sm:py-14">
        <MortgageCalculator
          key={location.key}
          initialFields={calculatorFieldsFrom(query)}
          hasSubmitted={hasSubmitted}
          defaultStartMonth={hasSubmitted ? nextMonth() : undefined}
        />
      </Container>
      <div className="print:hidden">
        <PageSection id="next-title" title="Ready for the next step?" tone="subtle">
          <LinkCards cards={NEXT_STEPS} />
        </PageSection>
      </div>
    </div>
  );
}
