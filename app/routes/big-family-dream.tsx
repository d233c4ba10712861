import { Calculator } from 'lucide-react';
import type { Route } from './+types/big-family-dream';
import { NumberedSteps } from '~/components/home/numbered-steps';
import { PageSection } from '~/components/home/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import {
  FAMILY_SAVINGS_MONTHS,
  FAMILY_SAVINGS_OPENING_PATH,
  FAMILY_SAVINGS_TIERS,
  bigFamilyDreamTexts,
} from '~/content/pages/big-family-dream';
import { FAMILY_SAVINGS_CODE, productPathByCode } from '~/content/pages/product-links';
import { pageMeta } from '~/lib/meta';
import { formatNaira } from '@domain/mortgage';
import { publicPageHeaders } from '~/page-delivery';

export const headers = publicPageHeaders;

export function loader() {
  return {
    productPath: productPathByCode(FAMILY_SAVINGS_CODE),
    tiers: FAMILY_SAVINGS_TIERS.map((tier) => ({
      name: tier.name,
      monthly: formatNaira(tier.monthlyMinimum),
      yearly: formatNaira(tier.monthlyMinimum * FAMILY_SAVINGS_MONTHS),
    })),
  };
}

export function meta() {
  return pageMeta({ ...bigFamilyDreamTexts.meta, path: '/bigfamilydream' });
}

/** A campaign page: the header shows no call-to-action here, so the page carries its own. */
export default function BigFamilyDreamPage({ loaderData }: Route.ComponentProps) {
  const copy = bigFamilyDreamTexts;
  const { productPath, tiers } = loaderData;
  return (
    <>
      <PageBanner title={copy.meta.title} lead={copy.lead}>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={FAMILY_SAVINGS_OPENING_PATH} variant="accent">
            {copy.primaryAction}
          </ButtonLink>
          <ButtonLink to={productPath} variant="light">
            {copy.secondaryAction}
          </ButtonLink>
        </div>
      </PageBanner>

      <Container className="pt-8 sm:pt-12">
        <img
          src="/images/campaigns/big-family-dream.svg"
          alt={copy.illustrationAlt}
          width={1280}
          height={560}
          fetchPriority="high"
          className="w-full rounded-card border border-border bg-surface-subtle"
        />
      </Container>

      <PageSection id="steps-title" title={copy.stepsTitle}>
        <NumberedSteps steps={copy.steps} />
      </PageSection>

      <PageSection id="tiers-title" title={copy.tiersTitle} lead={copy.tiersLead} tone="subtle">
        <ul className="grid gap-4 sm:grid-cols-3">
          {tiers.map((tier) => (
            <li key={tier.name} className="rounded-card border-t-4 border-accent-400 bg-surface p-6 shadow-raised">
              <h3 className="text-lg font-semibold">{tier.name}</h3>
              <p className="mt-2 text-3xl font-bold tabular text-primary-700">{tier.monthly}</p>
              <p className="text-sm text-muted">a month, at least</p>
              <p className="mt-4 font-semibold tabular">{tier.yearly}</p>
              <p className="text-sm text-muted">saved in {FAMILY_SAVINGS_MONTHS} months, before interest</p>
            </li>
          ))}
        </ul>
        <ButtonLink to={FAMILY_SAVINGS_OPENING_PATH} variant="primary" className="mt-8 w-full sm:w-auto">
          {copy.primaryAction}
        </ButtonLink>
      </PageSection>

      <PageSection id="home-title" title={copy.homeTitle}>
        <div className="flex flex-col items-start gap-6 md:flex-row md:items-center">
          <p className="max-w-prose leading-relaxed">{copy.homeText}</p>
          <ButtonLink to="/loan-calculator" variant="outline" className="shrink-0">
            <Calculator aria-hidden="true" size={20} /> {copy.calculatorAction}
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection id="faq-title" title={copy.faqTitle} tone="subtle">
        <div className="grid max-w-3xl gap-3">
          {copy.faqs.map((faq) => (
            <details key={faq.question} className="rounded-card border border-border bg-surface px-5">
              <summary className="flex min-h-12 cursor-pointer items-center font-semibold">{faq.question}</summary>
              <p className="pb-5 text-muted">{faq.answer}</p>
            </details>
          ))}
        </div>
      </PageSection>
    </>
  );
}
