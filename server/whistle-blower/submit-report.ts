import { WhistleBlowerReportSchema } from '../../domain/forms/whistle-blower';
import { websiteFormTexts } from '../../domain/messages/website-forms';
import { parseOrRefuse } from '../errors/refusals';
import { whistleBlowerReports } from '../db/schema';
import { renderEmail } from '../mail-templates/email-layout';
import { defineRateLimit } from '../security/rate-limits';
import { hashToken } from '../security/tokens';
import type { Services } from '../services';
import { canonicalSecret, generateReportReference, generateReportSecret } from './readable-codes';
import { sealReport } from './report-fields';

const WHISTLE_BLOWER_REPORT_LIMIT = defineRateLimit({
  action: 'whistleblower.report',
  max: 3,
  windowSeconds: 3600,
});

const REFERENCE_ATTEMPTS = 5;
const texts = websiteFormTexts.emails.whistleBlowerToBank;

/** The bank's notice: that a report arrived, and its reference; never what it says. */
function reportArrivedEmail(reference: string) {
  const [referenceLine, pointer] = texts.body(reference);
  return renderEmail({
    subject: texts.subject(reference),
    heading: texts.heading,
    blocks: [
      { kind: 'paragraph', text: referenceLine },
      { kind: 'paragraph', text: pointer },
    ],
  });
}

/**
 * Stores a whistle-blower report, every written field encrypted, and returns its reference and the
 * secret (shown once; only its hash is kept) with which the reporter follows it. The audit event
 * and the report carry no client reference, so a report cannot be traced to an internet address.
 */
export async function submitWhistleBlowerReport({
  services,
  input,
  clientRef,
}: {
  services: Services;
  input: unknown;
  clientRef: string;
}): Promise<{ reference: string; secret: string }> {
  const report = parseOrRefuse(WhistleBlowerReportSchema, input);
  await services.rateLimits.consume(WHISTLE_BLOWER_REPORT_LIMIT, clientRef);
  const secret = generateReportSecret();
  const sealed = sealReport(services.cipher, report);

  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
    const reference = generateReportReference();
    const stored = await services.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(whistleBlowerReports)
        .values({ reference, secretHash: hashToken(canonicalSecret(secret)), ...sealed })
        .onConflictDoNothing({ target: whistleBlowerReports.reference })
        .returning({ id: whistleBlowerReports.id });
      return (
        row && {
          ...row,
          queued: await services.messenger.sendEmail(
            { to: services.config.WHISTLEBLOWER_EMAIL, ...reportArrivedEmail(reference) },
            { db: tx },
          ),
        }
      );
    });
    if (!stored) continue;
    await services.audit.record({ action: 'whistleblower.report', outcome: 'success', subject: stored.id });
    await services.messenger.deliver(stored.queued);
    return { reference, secret };
  }
  throw new Error('No free whistle-blower reference after several attempts');
}
