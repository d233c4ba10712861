import type { Route } from './+types/account-security';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { postedValues } from '~/lib/form-action.server';
import { requireCustomer } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { END_OTHER_SESSIONS, endSessionIntent } from '~/lib/session-intents';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { endAllSessions, endSessionByPublicId, listSessions, toSessionView } from '@server/sign-in/sessions';

const sessionTexts = customerAreaTexts.sessions;

export async function loadAccountSecurity({ request, context }: Route.LoaderArgs) {
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
export async function actOnAccountSecurity({ request, context }: Route.ActionArgs) {
  const { services, profile, token } = await requireCustomer(request, context);
  const { sessionId = '', scope } = postedValues(await readPageForm(request));
  if (scope === 'others') {
    await endAllSessions({ services, profileId: profile.id, reason: 'ended-by-customer', except: token });
    return { intent: END_OTHER_SESSIONS, status: 'success', message: sessionTexts.endedOthers } satisfies AreaOutcome;
  }
  await endSessionByPublicId({ services, profileId: profile.id, publicId: sessionId });
  return { intent: endSessionIntent(sessionId), status: 'success', message: sessionTexts.ended } satisfies AreaOutcome;
}
