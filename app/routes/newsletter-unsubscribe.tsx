import { HYDRATED_PAGE } from '~/lib/route-handle';
import { CircleCheck, MailX } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/newsletter-unsubscribe';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { actOnNewsletterUnsubscribe, loadNewsletterUnsubscribe } from './newsletter-unsubscribe.server';
import { NO_STORE } from '~/lib/page-headers';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = websiteFormTexts.unsubscribe;
// Each answer depends on the link's token: no cache may keep or share it.

export function meta() {
  return [
    ...pageMeta({ title: texts.title, description: texts.metaDescription, path: '/newsletter/unsubscribe' }),
    { name: 'robots', content: 'noindex' },
  ];
}

export function headers() {
  return NO_STORE;
}

function Done() {
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <CircleCheck className="size-10 text-success" aria-hidden="true" />
      <p className="text-lg font-semibold">{texts.done}</p>
      <p className="text-muted">{texts.doneDetail}</p>
    </div>
  );
}

export const loader = (args: Route.LoaderArgs) => loadNewsletterUnsubscribe(args);
export const action = (args: Route.ActionArgs) => actOnNewsletterUnsubscribe(args);

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isDone = actionData?.status === 'done' || loaderData.state === 'unsubscribed';
  const refusal = actionData && actionData.status !== 'done' ? actionData : undefined;
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} crumbs={[{ label: 'Newsletter', to: '/newsletter' }]} />
      <Container className="py-10 sm:py-14">
        <div className="max-w-xl rounded-card border border-border bg-surface p-6 shadow-raised sm:p-8">
          {isDone ? (
            <Done />
          ) : loaderData.state === 'subscribed' ? (
            <Form method="post" className="flex flex-col items-start gap-5">
              <MailX className="size-10 text-primary-700" aria-hidden="true" />
              <p className="text-lg font-semibold">{texts.confirmQuestion}</p>
              <div role="alert" className="w-full">
                {refusal?.status === 'refused' ? <Alert tone="error">{refusal.message}</Alert> : null}
              </div>
              <input type="hidden" name="token" value={loaderData.token} />
              <SubmitButton isReady isPending={navigation.state === 'submitting'} pendingLabel={texts.working}>
                {texts.confirmButton}
              </SubmitButton>
            </Form>
          ) : (
            <Alert tone={loaderData.state === 'missing' ? 'info' : 'error'}>
              {loaderData.state === 'missing' ? texts.missingLink : texts.invalidLink}
            </Alert>
          )}
          <Link
            to="/"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
          >
            {texts.backHome}
          </Link>
        </div>
      </Container>
    </>
  );
}
