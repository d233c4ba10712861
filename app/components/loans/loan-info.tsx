import { Link } from '~/components/ui/link';
import type { MortgageJourney } from '~/content/services';
import { PageSection } from '~/components/home/page-section';
import { ProductGrid, type ProductCardData } from '~/components/products/product-card';
import { RequirementChecklist } from '~/components/products/requirement-checklist';
import { Container } from '~/components/ui/container';

/** Who can apply, the road from application to keys, the documents and the products: shown to everyone. */
export function LoanInfo({ journey, mortgages }: { journey: MortgageJourney; mortgages: ProductCardData[] }) {
  return (
    <>
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="eligibility-title">
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
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 font-bold text-ink tabular"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 flex-1 text-muted">{step.text}</p>
              {step.action ? (
                <Link
                  to={step.action.to}
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
                >
                  {step.action.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="documents-title"
        title="Documents to prepare"
        lead="Bring originals and one photocopy of each. Your mortgage officer tells you if the product needs anything else."
      >
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

      <PageSection
        id="mortgages-title"
        title="Choose your mortgage"
        tone="subtle"
        lead="Already applied? See what each stage of your application means."
      >
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
