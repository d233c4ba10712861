import { Link } from '~/components/ui/link';
import type { Route } from './+types/account-security';
import { AreaForm } from '~/components/form-kit/area-form';
import { privatePageMeta } from '~/lib/meta';
import { lagosDateTime } from '@domain/lagos-time';
import { networkLabel } from '@domain/network';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { z } from 'zod';
import { END_OTHER_SESSIONS, endSessionIntent } from '~/lib/session-intents';
import { actOnAccountSecurity, loadAccountSecurity } from './account-security.server';

const texts = customerAreaTexts.sessions;
const EndSessionSchema = z.object({ sessionId: z.string() });
const EndOthersSchema = z.object({ scope: z.literal('others') });

export function meta() {
  return privatePageMeta(texts.title);
}

export const loader = (args: Route.LoaderArgs) => loadAccountSecurity(args);

export const action = (args: Route.ActionArgs) => actOnAccountSecurity(args);

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
                formId={endSessionIntent(session.id)}
                intent={endSessionIntent(session.id)}
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
            formId={END_OTHER_SESSIONS}
            intent={END_OTHER_SESSIONS}
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
