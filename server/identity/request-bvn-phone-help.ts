import { BvnPhoneHelpSchema, type BvnPhoneHelpWay } from '../../domain/forms/bvn-phone-help';
import { bvnPhoneHelpTexts } from '../../domain/messages/bvn-phone-help';
import { bvnPhoneHelpRequests } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { withDatabaseErrors } from '../accounts/database-errors';
import { newReference } from '../security/references';
import type { Services } from '../services';
import { SEALED, findConsentSession } from './consent-session';
import { PHONE_HELP_PER_SESSION } from './identity-limits';

/** The request's BVN, sealed in a context of its own so that the value cannot be moved elsewhere. */
export const PHONE_HELP_BVN_SEAL = 'bvn_phone_help_requests.bvn';

/** The wizard's code screen comes back to /newaccount; every other consent is the instant account's. */
const journeyOf = (returnTo: string) => (returnTo.toLowerCase().startsWith('/newaccount') ? 'wizard' : 'instant');

/**
 * 'No code?' on a code screen whose code goes to the BVN phone (issue 27): records the way the
 * customer chose, with the BVN of the screen's consent session, and answers the reference they
 * quote at a branch or to customer service. An unknown BVN gets a reference too: the code screen
 * looked the same for it, and so does this.
 */
export async function requestBvnPhoneHelp({
  services,
  sessionToken,
  input,
  clientRef,
}: {
  services: Services;
  sessionToken: string;
  input: Record<string, unknown>;
  clientRef: string;
}): Promise<{ reference: string; way: BvnPhoneHelpWay }> {
  return withDatabaseErrors(async () => {
    const parsed = BvnPhoneHelpSchema.safeParse(input);
    if (!parsed.success)
      throw new AppError(AppErrorCode.ValidationError, bvnPhoneHelpTexts.wayMissing, {
        fields: { way: bvnPhoneHelpTexts.wayMissing },
      });
    const session = await findConsentSession(services, sessionToken);
    if (!session) throw new AppError(AppErrorCode.ConsentSessionEnded, bvnPhoneHelpTexts.sessionEnded);
    await services.rateLimits.consume(PHONE_HELP_PER_SESSION, session.id);
    const bvnNo = services.cipher.decrypt(session.bvnSealed, SEALED.sessionBvn);
    const [request] = await services.database.db
      .insert(bvnPhoneHelpRequests)
      .values({
        reference: newReference('BPH'),
        bvnSealed: services.cipher.encrypt(bvnNo, PHONE_HELP_BVN_SEAL),
        bvnHash: session.bvnHash,
        way: parsed.data.way,
        journey: journeyOf(session.returnTo),
        clientRef,
      })
      .returning();
    await services.audit.record({
      action: 'identity.bvn_phone_help.request',
      outcome: 'success',
      subject: request.id,
      clientRef,
      details: { way: request.way },
    });
    return { reference: request.reference, way: request.way };
  });
}
