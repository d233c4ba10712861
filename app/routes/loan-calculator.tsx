import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import { PageSection } from '~/components/home/page-section';
import { LinkCards, type LinkCard } from '~/components/products/link-cards';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { deferredPart } from '~/page-delivery';
import { NEEDED_NOW_ATTRIBUTE } from '~/lib/turned-to';
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

const CALCULATOR_REGION_ID = 'calculator';

const importCalculator = () =>
  import('~/components/calculator/calculator-from-address').then((module) => module.CalculatorFromAddress);

/** The calculator's code and its rules (zod) load when the visitor turns to it: reading the page costs none of it. */
const Calculator = await deferredPart({
  load: importCalculator,
  region: `#${CALCULATOR_REGION_ID}`,
});

const NEXT_STEPS: LinkCard[] = [
  {
    title: 'Find your home',
    text: 'Browse the Property Mart and open any listing in the calculator with its price filled in.',
    link: { label: 'Browse the Property Mart', to: '/property' },
  },
  {
    title: 'Prepare your application',
    text: 'Check that you are eligible and gather the documents a mortgage needs.',
    link: { label: 'See how to apply', to: '/loan-step' },
  },
  {
    title: 'Open an account',
    text: 'Repayments and NHF contributions go through an account with us; open one online in minutes.',
    link: { label: 'Open an account', to: '/accountopening' },
  },
];

/**
 * The figures come from the address, read while rendering: the server renders a link
 * (?price=25000000) or a submission without JavaScript with its result (the prerendered page,
 * without a query, serves the defaults), and in the browser every navigation starts the form afresh
 * from its address. Typing changes the address without a navigation (see MortgageCalculator). An
 * address with figures may hold mistakes to point at, so its calculator loads at once.
 */
export default function LoanCalculatorPage() {
  const [query] = useSearchParams();
  const location = useLocation();
  const neededNow = query.size > 0 ? { [NEEDED_NOW_ATTRIBUTE]: '' } : {};
  return (
    <div data-calculator-page="">
      <PageBanner title={TITLE} lead={copy.lead} />
      <Container className="py-10 sm:py-14">
        <div id={CALCULATOR_REGION_ID} {...neededNow}>
          <Suspense>
            <Calculator key={location.key} query={query} />
          </Suspense>
        </div>
      </Container>
      <div className="print:hidden">
        <PageSection id="next-title" title="Ready for the next step?" tone="subtle">
          <LinkCards cards={NEXT_STEPS} />
        </PageSection>
      </div>
    </div>
  );
}
