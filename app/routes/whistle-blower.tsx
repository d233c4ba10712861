import { HYDRATED_PAGE } from '~/lib/route-handle';
import { EyeOff, HeartHandshake, Lock } from 'lucide-react';
import type { Route } from './+types/whistle-blower';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { actionOrLoaderHeaders } from '~/lib/action-headers';
import { ReportReceived } from '~/components/website-forms/report-received';
import { ReportStatusCheck } from '~/components/website-forms/report-status-check';
import { WhistleBlowerReportForm } from '~/components/website-forms/whistle-blower-report-form';
import { pageMeta } from '~/lib/meta';
import { actOnWhistleBlower } from './whistle-blower.server';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = websiteFormTexts.whistleBlower;
const PROMISE_ICONS = [Lock, EyeOff, HeartHandshake];
// The answer shows a secret (or echoes a report): no cache may keep it.

export function meta() {
  return pageMeta({ title: texts.title, description: texts.metaDescription, path: '/whistle-blower' });
}

export const headers = actionOrLoaderHeaders;

export const action = (args: Route.ActionArgs) => actOnWhistleBlower(args);

export default function WhistleBlowerPage({ actionData }: Route.ComponentProps) {
  const result = actionData;
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <section aria-labelledby="promises-title" className="bg-surface-subtle py-10 sm:py-12">
        <Container>
          <h2 id="promises-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {texts.promisesHeading}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {texts.promises.map((promise, index) => {
              const Icon = PROMISE_ICONS[index];
              return (
                <li
                  key={promise.title}
                  className="rounded-card border-t-4 border-primary-700 bg-surface p-5 shadow-raised"
                >
                  <h3 className="flex items-center gap-2 text-lg font-semibold">
                    <Icon className="size-6 text-primary-700" aria-hidden="true" />
                    {promise.title}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{promise.text}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start">
        {result?.intent === 'report' && result.status === 'received' ? (
          <ReportReceived reference={result.reference} secret={result.secret} />
        ) : (
          <WhistleBlowerReportForm failure={result?.intent === 'report' ? result : undefined} />
        )}
        <ReportStatusCheck
          found={result?.intent === 'status' && result.status === 'found' ? result.report : undefined}
          failure={result?.intent === 'status' && result.status !== 'found' ? result : undefined}
          reference={result?.intent === 'report' && result.status === 'received' ? result.reference : undefined}
        />
      </Container>
    </>
  );
}
