import { useId } from 'react';
import { publicSiteTexts } from '@domain/messages/public-site';
import { ButtonLink } from '../ui/button-link';
import { Container } from '../ui/container';

/** A row of houses under a sun: decoration for the closing banner. */
function Skyline() {
  return (
    <svg
      viewBox="0 0 240 120"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute bottom-0 right-0 hidden h-32 w-auto opacity-30 md:block lg:h-40"
    >
      <circle cx="180" cy="34" r="18" className="fill-accent-400" />
      <path
        d="M10 120V76l30-24 30 24v44zm70 0V62l36-28 36 28v58zm82 0V84l26-20 26 20v36z"
        className="fill-primary-500"
      />
      <path d="M32 120v-22h16v22zm74 0V92h20v28zm86 0v-18h12v18z" className="fill-primary-900" />
      <path
        d="M5 78 40 50l35 28M75 64l41-32 41 32M157 86l31-24 31 24"
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-400"
      />
    </svg>
  );
}

/**
 * The closing banner some pages end with (specification 2.2): 'We are a partner you can trust...'
 * with 'Download App' (/apps) and 'Open Account' (/instantaccount/ind/r). Place it last in <main>.
 */
export function ClosingBanner({ className = '' }: { className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`relative overflow-hidden bg-primary-800 text-white ${className}`}>
      <Skyline />
      <Container className="relative flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between md:py-14">
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
            {publicSiteTexts.closingBanner.title}
          </h2>
          <p className="mt-2 text-lg text-primary-100">{publicSiteTexts.closingBanner.lead}</p>
        </div>
        <div className="flex flex-wrap gap-3 md:mr-24 lg:mr-40">
          <ButtonLink to="/apps" variant="accent">
            {publicSiteTexts.closingBanner.downloadApp}
          </ButtonLink>
          <ButtonLink to="/instantaccount/ind/r" variant="light">
            {publicSiteTexts.closingBanner.openAccount}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
