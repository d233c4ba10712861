import { Link } from '~/components/ui/link';
import type { Route } from './+types/account-security';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { requireCustomer } from '~/lib/customer-session.server';
import { privatePageMeta } from '~/lib/meta';
import { readPageForm } from '~/lib/read-page-form.server';
import { postedValues } from '~/components/form-kit/form-action';
import { lagosDateTime } from '@domain/lagos-time';
import { networkLabel } from '@domain/network';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { z } from 'zod';
import { endAllSessions, endSessionByPublicId, listSessions, toSessionView } from '@server/sign-in/sessions';

const texts = customerAreaTexts.sessions;
const EndSessionSchema = z.object({ sessionId: z.string() });
const EndOthersSchema = z.object({ scope: z.literal('others') });
const END_OTHERS = 'end-others';

export function meta() {
  return privatePageMeta(texts.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, profile, session } = await requireCustomer(request, context);
  const sessions = await listSessions({ services, profileId: profile.id });
  const { CUSTOMER_SESSION_IDLE_SECONDS, CUSTOMER_SESSION_MAX_SECONDS } = services.config;
  return {
    limits: {
      idleMinutes: Math.max(1, Math.round(CUSTOMER_SESSION_IDLE_SECONDS / 60)),
      maxHours: Math.max(1, Math.round(CUSTOMER_SESSION_MAX_SECONDS / 3600)),
    },
    sessions: sessions.map((item) => toSessionView(item, session.publicId)),
  };
}

/**
 * Ends one of the customer's own sessions (another customer's id ends nothing and says the same),
 * or, with scope=others, every session but this one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, profile, token } = await requireCustomer(request, context);
  const { sessionId = '', scope } = postedValues(await readPageForm(request));
  if (scope === 'others') {
    await endAllSessions({ services, profileId: profile.id, reason: 'ended-by-customer', except: token });
    return { intent: END_OTHERS, status: 'success', message: texts.endedOthers } satisfies AreaOutcome;
  }
  await endSessionByPublicId({ services, profileId: profile.id, publicId: sessionId });
  return { intent: `end-${sessionId}`, status: 'success', message: texts.ended } satisfies AreaOutcome;
}

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="sessions-title" className="max-w-3xl">
      <h2 id="sessions-title" className="text-xl font-bold">
        {texts.title}
      </h2>
      <p className="mt-2 text-muted">{texts.lead(loaderData.limits)}</p>
      <div role="status" className="mt-4">
        {actionData ? <p className="font-semibold text-success">{actionData.message}</p> : null}
      </div>
      <ul className="mt-4 flex flex-col gap-4">
        {loaderData.sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-border p-5"
          >
            <div>
              <p className="font-semibold">
                {session.device || texts.unknownDevice}
                {session.current ? (
                  <span className="ml-2 inline-block rounded-full bg-primary-50 px-2 py-0.5 text-sm text-primary-700">
                    {texts.current}
                  </span>
                ) : null}
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{texts.network}</dt>
                <dd className="tabular break-all">{networkLabel(session.network) || texts.networkUnknown}</dd>
                <dt className="text-muted">{texts.started}</dt>
                <dd>{lagosDateTime(session.createdAt)}</dd>
                <dt className="text-muted">{texts.lastActive}</dt>
                <dd>{lagosDateTime(session.lastSeenAt)}</dd>
              </dl>
            </div>
            {session.current ? null : (
              <AreaForm
                formId={`end-${session.id}`}
                intent={`end-${session.id}`}
                schema={EndSessionSchema}
                hidden={{ sessionId: session.id }}
                submitLabel={
                  <>
                    {texts.end}
                    <span className="sr-only">
                      : {session.device || texts.unknownDevice}, {networkLabel(session.network) || texts.networkUnknown}
                      , {lagosDateTime(session.createdAt)}
                    </span>
                  </>
                }
              />
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">{texts.networkNote}</p>
      {loaderData.sessions.some((session) => !session.current) ? (
        <div className="mt-6">
          <AreaForm
            formId={END_OTHERS}
            intent={END_OTHERS}
            schema={EndOthersSchema}
            hidden={{ scope: 'others' }}
            submitLabel={texts.endOthers}
          />
        </div>
      ) : null}
      <p className="mt-6">
        <Link to="/login/password" className="font-semibold text-primary-700 underline underline-offset-2">
          {customerAreaTexts.signIn.setPasswordLink}
        </Link>
      </p>
    </section>
  );
}
