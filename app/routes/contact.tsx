import { HYDRATED_PAGE } from '~/lib/route-handle';
import { Clock, Mail, MapPin, Phone, ShieldAlert } from 'lucide-react';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/contact';
import { bank } from '@domain/bank';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { BranchCards } from '~/components/branches/branch-cards';
import { PageSection } from '~/components/home/page-section';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { ContactForm } from '~/components/website-forms/contact-form';
import { actionOrLoaderHeaders } from '~/lib/action-headers';
import { pageMeta } from '~/lib/meta';
import { BreakableText, EMAIL_BREAKS } from '~/components/ui/breakable-text';
import { actOnContact, loadContact } from './contact.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = websiteFormTexts.contact;

export function meta() {
  return pageMeta({ title: texts.title, description: texts.metaDescription, path: '/contact' });
}

export const headers = actionOrLoaderHeaders;

export const loader = (args: Route.LoaderArgs) => loadContact(args);

export const action = (args: Route.ActionArgs) => actOnContact(args);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <section
          aria-labelledby="contact-visit-title"
          className="rounded-card bg-primary-800 p-6 text-white lg:col-start-2 lg:row-start-1"
        >
          <h2 id="contact-visit-title" className="text-lg font-bold">
            {texts.visitHeading}
          </h2>
          <address className="mt-4 flex flex-col gap-2 not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden="true" />
              <span>
                <span className="block text-sm text-primary-100">{texts.headOffice}</span>
                {bank.address}
              </span>
            </p>
            <a
              href={bank.phoneHref}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              <Phone className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
              <span className="sr-only">{texts.phone}: </span>
              {bank.phone}
            </a>
            <a
              href={`mailto:${bank.email}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              <Mail className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
              <span className="sr-only">{texts.email}: </span>
              <BreakableText text={bank.email} breaks={EMAIL_BREAKS} />
            </a>
          </address>
        </section>

        <ContactForm result={actionData} />

        <div className="flex flex-col gap-8 lg:col-start-2 lg:row-start-2">
          <section aria-labelledby="contact-hours-title">
            <h2 id="contact-hours-title" className="flex items-center gap-2 text-lg font-bold">
              <Clock className="size-5 text-primary-700" aria-hidden="true" />
              {texts.hoursHeading}
            </h2>
            <dl className="mt-3 divide-y divide-border rounded-card border border-border">
              {texts.hours.map((hours) => (
                <div key={hours.days} className="flex flex-wrap justify-between gap-x-4 px-4 py-3">
                  <dt className="font-medium">{hours.days}</dt>
                  <dd className="text-muted tabular">{hours.time}</dd>
                </div>
              ))}
            </dl>
          </section>

          <p className="flex gap-3 rounded-card border border-border p-4">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
            <span>
              {texts.whistleBlowerTeaser}{' '}
              <Link to="/whistle-blower" className="font-semibold text-primary-700 underline underline-offset-4">
                {texts.whistleBlowerLink}
              </Link>
            </span>
          </p>
        </div>
      </Container>

      <PageSection id="contact-branches-title" title={texts.branchesHeading} tone="subtle">
        <BranchCards branches={loaderData.branches} />
      </PageSection>
    </>
  );
}
