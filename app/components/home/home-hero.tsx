import { CircleCheck } from 'lucide-react';
import { publicSiteTexts } from '@domain/messages/public-site';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import type { BranchCard } from '~/content/pages/branches';
import { branchPlaces, homeTexts } from '~/content/pages/home';
import { HomeIllustration } from './home-illustration';

/** The home page's answer to "can I own my home?": the page's one h1 and its two main actions. */
export function HomeHero({ branches }: { branches: readonly BranchCard[] }) {
  const { hero } = homeTexts;
  const highlights = [...hero.highlights, hero.branches(branches.length, branchPlaces(branches))];
  return (
    <section aria-labelledby="home-title" className="bg-primary-800 text-white">
      <Container className="grid items-center gap-8 py-10 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold text-accent-300">{hero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-primary-50">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/accountopening" variant="accent">
              {publicSiteTexts.header.openAccount}
            </ButtonLink>
            <ButtonLink to="/loan-calculator" variant="light">
              {publicSiteTexts.corporate.titles.mortgageCalculator}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-primary-50 sm:grid-cols-3">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <CircleCheck aria-hidden="true" size={20} className="shrink-0 text-accent-300" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <HomeIllustration className="mx-auto hidden w-full max-w-md sm:block" />
      </Container>
    </section>
  );
}
