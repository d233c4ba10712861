import { CircleCheck, ShieldAlert } from 'lucide-react';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/account-contact-change';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { Alert } from '~/components/ui/alert';
import { Container } from '~/components/ui/container';
import { Link } from '~/components/ui/link';
import { PageBanner } from '~/components/ui/page-banner';
import { formFailure } from '~/components/form-kit/form-action';
import { HYDRATED_PAGE } from '~/lib/route-handle';
import { privatePageMeta } from '~/lib/meta';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { cancelContactChange, isCancellable } from '@server/customer-area/contact-changes';
import { clientRefContext, servicesContext } from '@server/request-context';

/** A form with rich behaviour: the page loads React (docs/decisions/033). */
export const handle = HYDRATED_PAGE;

const texts = customerAreaTexts.contact.cancel;
// The link's token is in the address: no cache keeps the page, no Referer carries it on.
const LINK_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

export function meta() {
  return privatePageMeta(texts.title);
}

export function headers() {
  return LINK_HEADERS;
}

/** Only looks at the link: mail scanners fetch links, so a GET must never cancel. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return data(
    { isCancellable: await isCancellable(context.get(servicesContext), params.token) },
    { headers: LINK_HEADERS },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const { message } = await cancelContactChange({
      services: context.get(servicesContext),
      token: params.token,
      clientRef: context.get(clientRefContext),
    });
    return data({ intent: 'cancel' as const, status: 'success' as const, message }, { headers: LINK_HEADERS });
  } catch (error) {
    return formFailure(error, 'cancel', {});
  }
}

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
