import { ArrowUp, Mail, MapPin, Phone } from 'lucide-react';
import { useId } from 'react';
import { bank } from '@domain/bank';
import { publicSiteTexts } from '@domain/messages/public-site';
import { feedPosts } from '~/content/feeds';
import { Container } from '../ui/container';
import { FeedSlider } from './feed-slider';
import { Logo } from './logo';
import { SocialLinks } from './social-links';
import type { SubscribeAlert } from './subscribe';
import { SubscribeForm } from './subscribe-form';
import { TrustBadges } from './trust-badges';
import { BreakableText, EMAIL_BREAKS } from '~/components/ui/breakable-text';

const USEFUL_LINKS = [
  { label: publicSiteTexts.footer.propertyMart, to: '/property' },
  { label: publicSiteTexts.footer.ratesAndFees, to: '/rates' },
  { label: publicSiteTexts.footer.personalAccount, to: '/instantaccount/ind/r' },
  { label: publicSiteTexts.footer.corporateAccount, to: '/instantaccount/crp/r' },
  { label: publicSiteTexts.footer.termsAndConditions, to: '/terms-and-conditions' },
  { label: publicSiteTexts.footer.contactUs, to: '/contact' },
  { label: publicSiteTexts.footer.faq, to: '/faq' },
  { label: publicSiteTexts.footer.complaints, to: '/complaints' },
];

const FOOTER_LINK = 'inline-flex min-h-11 items-center gap-2 rounded-input py-1 text-primary-50 hover:text-accent-300';

/** The site footer (specification 2.2), with the alert of a subscription just sent without JavaScript: it depends on nothing else. */
export function SiteFooter({ subscribeResult }: { subscribeResult: SubscribeAlert | null }) {
  const usefulLinksId = useId();
  const newsLetterId = useId();
  return (
    <footer className="bg-primary-900 text-primary-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.85fr)_minmax(0,1.35fr)_minmax(0,1.2fr)] lg:gap-8">
        <div>
          <a href="/" className="inline-flex h-11 items-center rounded-input">
            <Logo tone="white" className="h-10" />
            <span className="sr-only">{publicSiteTexts.header.homeLinkSuffix}</span>
          </a>
          <p className="mt-4 text-sm leading-6">{publicSiteTexts.footer.about}</p>
          <address className="mt-4 flex flex-col items-start not-italic">
            <p className="flex gap-2 py-2 text-sm text-primary-50">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {bank.address}
            </p>
            <a href={bank.phoneHref} className={`${FOOTER_LINK} text-sm`}>
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{publicSiteTexts.header.callUs}: </span>
              {bank.phone}
            </a>
            <a href={`mailto:${bank.email}`} className={`${FOOTER_LINK} text-sm`}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{publicSiteTexts.header.emailUs}: </span>
              <BreakableText text={bank.email} breaks={EMAIL_BREAKS} />
            </a>
          </address>
          <SocialLinks look="footer" className="mt-4" />
        </div>

        <nav aria-labelledby={usefulLinksId}>
          <h2 id={usefulLinksId} className="footer-heading flex min-h-11 items-center">
            {publicSiteTexts.footer.usefulLinks}
          </h2>
          <ul className="mt-3">
            {USEFUL_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={FOOTER_LINK}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <FeedSlider posts={feedPosts} />

        <section aria-labelledby={newsLetterId}>
          <h2 id={newsLetterId} className="footer-heading flex min-h-11 items-center">
            {publicSiteTexts.footer.newsLetter}
          </h2>
          <p className="mt-3 text-sm leading-6">{publicSiteTexts.footer.newsLetterLead}</p>
          <SubscribeForm result={subscribeResult} />
        </section>
      </Container>

      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-6 py-6">
          <TrustBadges />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm leading-6">
              {publicSiteTexts.footer.copyright({
                year: bank.copyrightYear,
                bankName: bank.name,
                registrationNumber: bank.registrationNumber,
              })}
            </p>
            {/* '#top' scrolls to the top of the document and starts keyboard navigation there again. */}
            <a
              href="#top"
              className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start whitespace-nowrap rounded-input border border-white/30 px-4 text-sm font-semibold text-white hover:border-accent-400 sm:self-auto"
            >
              <ArrowUp className="size-4" aria-hidden="true" />
              {publicSiteTexts.footer.backToTop}
            </a>
          </div>
        </Container>
      </div>
    </footer>
  );
}
