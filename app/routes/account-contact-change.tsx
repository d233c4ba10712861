import { CircleCheck, ShieldAlert } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/account-contact-change';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import { Container } from '~/components/ui/container';
import { Link } from '~/components/ui/link';
import { PageBanner } from '~/components/ui/page-banner';
import { HYDRATED_PAGE } from '~/lib/route-handle';
import { privatePageMeta } from '~/lib/meta';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { actOnAccountContactChange, loadAccountContactChange } from './account-contact-change.server';
import { NO_STORE_NO_REFERRER as LINK_HEADERS } from '~/lib/page-headers';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = customerAreaTexts.contact.cancel;
// The link's token is in the address: no cache keeps the page, no Referer carries it on.

export function meta() {
  return privatePageMeta(texts.title);
}

export function headers() {
  return LINK_HEADERS;
}

export const loader = (args: Route.LoaderArgs) => loadAccountContactChange(args);
export const action = (args: Route.ActionArgs) => actOnAccountContactChange(args);

export default function ContactChangeCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refusal = actionData?.status === 'refused' ? actionData.message : undefined;
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <Container className="py-10 sm:py-14">
        <div className="max-w-xl rounded-card border border-border bg-surface p-6 shadow-raised sm:p-8">
          {actionData?.status === 'success' ? (
            <div role="status" className="flex flex-col items-start gap-3">
              <CircleCheck className="size-10 text-success" aria-hidden="true" />
              <p className="text-lg font-semibold">{actionData.message}</p>
              <Link
                to="/login/password"
                className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
              >
                {customerAreaTexts.signIn.setPasswordLink}
              </Link>
            </div>
          ) : loaderData.isCancellable && !refusal ? (
            <Form method="post" className="flex flex-col items-start gap-5">
              <ShieldAlert className="size-10 text-primary-700" aria-hidden="true" />
              <SubmitButton isReady isPending={navigation.state === 'submitting'} pendingLabel={texts.working}>
                {texts.submit}
              </SubmitButton>
            </Form>
          ) : (
            <div role="alert">
              <Alert tone="error">{refusal ?? texts.invalidLink}</Alert>
            </div>
          )}
        </div>
      </Container>
    </>
  );
}
