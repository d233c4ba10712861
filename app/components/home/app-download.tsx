import { Smartphone } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { Container } from '~/components/ui/container';
import { homeTexts } from '~/content/pages/home';
import { StoreBadges } from './store-badges';

/** The home page's invitation to the mobile app. */
export function AppDownload() {
  const copy = homeTexts.app;
  return (
    <section aria-labelledby="app-title" className="bg-surface-subtle py-12 sm:py-16">
      <Container className="grid items-center gap-8 md:grid-cols-[auto_1fr]">
        <span className="hidden size-28 items-center justify-center rounded-card bg-primary-700 text-accent-300 md:inline-flex">
          <Smartphone aria-hidden="true" size={56} />
        </span>
        <div>
          <h2 id="app-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {copy.title}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{copy.lead}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
            <StoreBadges />
            <Link
              to="/apps"
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
            >
              {copy.cta}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
