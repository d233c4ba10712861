import { Link } from '~/components/ui/link';
import type { Route } from './+types/account-security';
import { AreaForm, type AreaOutcome } from '~/components/customer-area/area-form';
import { requireCustomer } from '~/lib/customer-session.server';
import { privatePageMeta } from '~/lib/meta';
import { readPageForm } from '~/lib/read-page-form.server';
import { postedValues } from '~/components/website-forms/form-action';
import { lagosDateTime } from '@domain/lagos-time';
import { customerArea } from '@domain/messages/customer-area';
import { z } from 'zod';
import { endSessionByPublicId, listSessions } from '@server/sign-in/sessions';

const texts = customerArea.sessions;
const EndSessionSchema = z.object({ sessionId: z.string() });

export function meta() {
  return privatePageMeta(texts.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, profile, session } = await requireCustomer(request, context);
  const sessions = await listSessions({ services, profileId: profile.id });
  const { CUSTOMER_SESSION_IDLE_SECONDS, CUSTOMER_SESSION_MAX_SECONDS } = services.config;
  return {
    limits: { idleMinutes: Math.max(1, Math.round(CUSTOMER_SESSION_IDLE_SECONDS / 60)), maxHours: Math.max(1, Math.round(CUSTOMER_SESSION_MAX_SECONDS / 3600)) },
    sessions: sessions.map((item) => ({ id: item.publicId, device: item.device, createdAt: item.createdAt.toISOString(), lastSeenAt: item.lastSeenAt.toISOString(), current: item.publicId === session.publicId })),
  };
}

/** Ends one of the customer's own sessions (another customer's id ends nothing and says the same). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const { sessionId = '' } = postedValues(await readPageForm(request));
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
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-border p-5">
            <div>
              <p className="font-semibold">
                {session.device || texts.unknownDevice}
                {session.current ? <span className="ml-2 rounded-full bg-primary-50 px-2 py-0.5 text-sm text-primary-700">{texts.current}</span> : null}
              </p>
              <p className="mt-1 text-sm text-muted">
                {texts.started}: {lagosDateTime(session.createdAt)} · {texts.lastActive}: {lagosDateTime(session.lastSeenAt)}
              </p>
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
                    <span className="sr-only">: {session.device || texts.unknownDevice}, {lagosDateTime(session.createdAt)}</span>
                  </>
                }
              />
            )}
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to="/login/password" className="font-semibold text-primary-700 underline underline-offset-2">
          {customerArea.signIn.setPasswordLink}
        </Link>
      </p>
    </section>
  );
}
