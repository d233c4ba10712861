import { Building2, Clock, Landmark, Mail, MonitorSmartphone, Phone } from 'lucide-react';
import type { Route } from './+types/complaints';
import { actOnComplaint } from './complaints.server';
import { bank } from '@domain/bank';
import { CBN_CONSUMER_PROTECTION } from '@domain/complaint-promises';
import { complaintTexts } from '@domain/messages/complaints';
import { Container } from '~/components/ui/container';
import { Link } from '~/components/ui/link';
import { PageBanner } from '~/components/ui/page-banner';
import { BreakableText, EMAIL_BREAKS } from '~/components/ui/breakable-text';
import { ComplaintForm, type ComplaintActionData } from '~/components/website-forms/complaint-form';
import { ComplaintReceived } from '~/components/website-forms/complaint-received';
import { actionOrLoaderHeaders } from '~/lib/action-headers';
import { HYDRATED_PAGE } from '~/lib/route-handle';
import { pageMeta } from '~/lib/meta';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = complaintTexts;
const LINK = 'font-semibold text-primary-700 underline underline-offset-4';

export function meta() {
  return pageMeta({ title: texts.title, description: texts.metaDescription, path: '/complaints' });
}

export const headers = actionOrLoaderHeaders;

export const action = (args: Route.ActionArgs) => actOnComplaint(args);

const CHANNELS = [
  { icon: MonitorSmartphone, ...texts.channels.form, contact: null },
  {
    icon: Building2,
    ...texts.channels.branch,
    contact: (
      <Link to="/contact#contact-branches-title" className={LINK}>
        {texts.channels.branch.link}
      </Link>
    ),
  },
  {
    icon: Phone,
    ...texts.channels.phone,
    contact: (
      <a href={bank.phoneHref} className={LINK}>
        {bank.phone}
      </a>
    ),
  },
  {
    icon: Mail,
    ...texts.channels.email,
    contact: (
      <a href={`mailto:${bank.email}`} className={LINK}>
        <BreakableText text={bank.email} breaks={EMAIL_BREAKS} />
      </a>
    ),
  },
];

export default function ComplaintsPage({ actionData }: Route.ComponentProps) {
  const result = actionData as ComplaintActionData | undefined;
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
        <div className="lg:col-start-1 lg:row-span-3 lg:row-start-1">
          {result?.status === 'received' ? (
            <ComplaintReceived reference={result.reference} masked={result.masked} />
          ) : (
            <ComplaintForm failure={result} />
          )}
        </div>

        <section aria-labelledby="complaint-promise-title" className="rounded-card bg-primary-800 p-6 text-white">
          <h2 id="complaint-promise-title" className="flex items-center gap-2 text-lg font-bold">
            <Clock className="size-5 text-accent-300" aria-hidden="true" />
            {texts.promisesHeading}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {texts.promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="complaint-how-title">
          <h2 id="complaint-how-title" className="text-lg font-bold">
            {texts.howHeading}
          </h2>
          <p className="mt-2 text-muted">{texts.howLead}</p>
          <ul className="mt-4 divide-y divide-border rounded-card border border-border">
            {CHANNELS.map(({ icon: Icon, title, text, contact }) => (
              <li key={title} className="flex gap-3 p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-muted">{text}</p>
                  {contact ? <p className="mt-1">{contact}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="complaint-escalation-title" className="rounded-card border border-border p-5">
          <h2 id="complaint-escalation-title" className="flex items-center gap-2 text-lg font-bold">
            <Landmark className="size-5 text-primary-700" aria-hidden="true" />
            {texts.escalationHeading}
          </h2>
          {texts.escalation.map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
          <dl className="mt-3 flex flex-col gap-2">
            <div>
              <dt className="text-sm text-muted">{texts.escalationEmail}</dt>
              <dd>
                <a href={`mailto:${CBN_CONSUMER_PROTECTION.email}`} className={LINK}>
                  {CBN_CONSUMER_PROTECTION.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{texts.escalationPhone}</dt>
              <dd>
                <a href={CBN_CONSUMER_PROTECTION.contactCentreHref} className={LINK}>
                  {CBN_CONSUMER_PROTECTION.contactCentre}
                </a>
              </dd>
            </div>
          </dl>
        </section>
      </Container>
    </>
  );
}
