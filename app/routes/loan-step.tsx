import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/loan-step';
import { PageSection } from '~/components/home/page-section';
import { ProductGrid, toProductCard } from '~/components/products/product-card';
import { RequirementChecklist } from '~/components/products/requirement-checklist';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { productsInCategory } from '~/content/products';
import { mortgageJourney } from '~/content/services';
import { pageMeta } from '~/lib/meta';

const TITLE = 'Mortgage Application';
const LEAD = 'Check that you can apply, prepare your documents and take the first steps towards your home.';

export function loader() {
  return { journey: mortgageJourney, mortgages: productsInCategory('mortgage').map(toProductCard) };
}

export function meta() {
  return pageMeta({ title: TITLE, description: 'Who can apply for a mortgage or NHF loan, the steps from application to keys, and the documents to prepare.', path: '/loan-step' });
}

export default function LoanStepPage({ loaderData: { journey, mortgages } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={TITLE} lead={LEAD}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/loan-calculator" variant="accent">
            Start with the calculator
          </ButtonLink>
          <ButtonLink to="/accountopening" variant="light">
            Open an account
          </ButtonLink>
        </div>
      </PageBanner>

      <Container className="py-10 sm:py-14">
        <p className="flex max-w-3xl items-start gap-3 rounded-card bg-info-bg p-4 text-info">
          <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          <span>
            Mortgage applications are not taken online yet. Prepare with this page, then bring your documents to any branch or{' '}
            <Link to="/contact" className="font-semibold underline underline-offset-2">
              contact us
            </Link>{' '}
            and a mortgage officer will call you.
          </span>
        </p>
        <section aria-labelledby="eligibility-title" className="mt-10">
          <h2 id="eligibility-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            Can I apply?
          </h2>
          <p className="mt-2 text-muted">You can apply for a mortgage with us when:</p>
          <div className="mt-6">
            <RequirementChecklist items={journey.eligibility} />
          </div>
        </section>
      </Container>

      <PageSection id="steps-title" title="From application to keys" tone="subtle">
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {journey.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col rounded-card border border-border bg-surface p-5">
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 font-bold text-ink tabular">
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 flex-1 text-muted">{step.text}</p>
              {step.action ? (
                <Link to={step.action.to} className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2">
                  {step.action.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="documents-title" title="Documents to prepare" lead="Bring originals and one photocopy of each. Your mortgage officer tells you if the product needs anything else.">
        <div className="grid gap-8 lg:grid-cols-2">
          {journey.documents.map((group, index) => (
            <section key={group.heading} aria-labelledby={`documents-${index}`}>
              <h3 id={`documents-${index}`} className="text-lg font-bold">
                {group.heading}
              </h3>
              <div className="mt-3 rounded-card bg-surface-subtle p-2">
                <RequirementChecklist items={group.items} />
              </div>
            </section>
          ))}
        </div>
      </PageSection>

      <PageSection id="mortgages-title" title="Choose your mortgage" tone="subtle" lead="Already applied? See what each stage of your application means.">
        <p className="-mt-4 mb-6">
          <Link to="/loan-dashboard" className="font-semibold text-primary-700 underline underline-offset-2">
            Track your application
          </Link>
        </p>
        <ProductGrid products={mortgages} headingLevel="h3" />
      </PageSection>
    </>
  );
}
