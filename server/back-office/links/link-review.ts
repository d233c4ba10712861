import { and, eq, lte } from 'drizzle-orm';
import { mayWork } from '../../../domain/back-office/staff-roles';
import { staffTexts } from '../../../domain/messages/back-office/staff';
import { customerServiceTexts } from '../../../domain/messages/back-office/customer-service';
import { identityLinkTexts } from '../../../domain/messages/back-office/identity-links';
import { identityLinks } from '../../db/schema';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { renderEmail } from '../../mail-templates/email-layout';
import type { Services } from '../../services';
import { askCore } from '../../sign-in/profiles';
import { isUuid } from '../applications/find-application';
import { recordStaffAction } from '../staff-actions';
import type { StaffMember } from '../staff-members';
import { isUnknownAccount, supersedingLink } from './link-queue';

const texts = customerServiceTexts.links;
const maskAccount = (accountNumber: string) => `******${accountNumber.slice(-4)}`;

/** Only a member whose remit has the links queue (customer service) works it (decision 083). */
function refuseOutsideLinks(member: Pick<StaffMember, 'roles'>) {
  if (!mayWork(member.roles, 'links')) throw new AppError(AppErrorCode.Forbidden, staffTexts.forbidden);
}

async function findLink(services: Services, id: string) {
  if (!isUuid(id)) throw new AppError(AppErrorCode.NotFound, customerServiceTexts.common.notFound);
  const [link] = await services.database.db.select().from(identityLinks).where(eq(identityLinks.id, id));
  if (!link) throw new AppError(AppErrorCode.NotFound, customerServiceTexts.common.notFound);
  return link;
}

/** 'Mark reviewed': the account's attempts up to this one leave the new ones. */
export async function markLinkReviewed({
  services,
  member,
  linkId,
}: {
  services: Services;
  member: StaffMember;
  linkId: string;
}) {
  refuseOutsideLinks(member);
  const link = await findLink(services, linkId);
  const reviewed = await services.database.db
    .update(identityLinks)
    .set({ reviewState: 'reviewed' })
    .where(
      and(
        eq(identityLinks.accountNumber, link.accountNumber),
        eq(identityLinks.reviewState, 'new'),
        // Compared in the database: its timestamps hold microseconds, which a JavaScript Date drops.
        lte(
          identityLinks.createdAt,
          services.database.db
            .select({ createdAt: identityLinks.createdAt })
            .from(identityLinks)
            .where(eq(identityLinks.id, link.id)),
        ),
      ),
    )
    .returning({ id: identityLinks.id });
  await recordStaffAction(services, member, {
    action: 'links.review',
    subject: link.id,
    details: { attempts: Math.max(1, reviewed.length) },
  });
  return { message: texts.marked };
}

/**
 * 'Contact the customer' after a refused link: an e-mail to the holder at the address the core
 * banking holds (never one typed on the website), saying the link did not go through and how to
 * try again, and an SMS to the phone on record, as the linking's own confirmation goes by both.
 * A refusal that a later link of the account superseded is followed up only once the officer
 * confirms (`confirmed`): the holder is linked, and the message would tell them otherwise.
 */
export async function contactLinkCustomer({
  services,
  member,
  linkId,
  confirmed = false,
}: {
  services: Services;
  member: StaffMember;
  linkId: string;
  confirmed?: boolean;
}) {
  refuseOutsideLinks(member);
  const link = await findLink(services, linkId);
  if (link.outcome !== 'refused') throw new AppError(AppErrorCode.NotRefused, texts.notRefused);
  if (isUnknownAccount(link)) throw new AppError(AppErrorCode.NotFound, identityLinkTexts.noAccount);
  const later = await services.database.db
    .select()
    .from(identityLinks)
    .where(and(eq(identityLinks.accountNumber, link.accountNumber), eq(identityLinks.outcome, 'linked')));
  if (supersedingLink(link, later) && !confirmed)
    throw new AppError(AppErrorCode.Conflict, identityLinkTexts.supersededRefusal);
  const account = await askCore((signal) => services.coreBanking.findAccount(link.accountNumber, { signal }), services);
  if (!account?.email) throw new AppError(AppErrorCode.NoEmailOnRecord, texts.noEmail);
  const maskedAccount = maskAccount(account.accountNumber);
  const email = renderEmail({
    subject: texts.mail.subject,
    heading: texts.mail.heading,
    blocks: [
      ...texts.mail
        .body({ accountName: account.accountName, maskedAccount })
        .map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'action',
        label: texts.mail.action,
        url: `${services.config.PUBLIC_URL.replace(/\/$/, '')}/profileupdate`,
      },
    ],
  });
  await services.messenger.sendEmail({ to: account.email, ...email });
  if (account.phoneNo) {
    await services.messenger
      .sendSms({ to: account.phoneNo, text: texts.sms(maskedAccount) })
      .catch((error: unknown) => {
        // The e-mail went; a lost SMS is logged by the messenger.
        if (!(error instanceof AppError)) throw error;
      });
  }
  await recordStaffAction(services, member, {
    action: 'links.contact',
    subject: link.id,
    ...(confirmed ? { details: { confirmed: true } } : {}),
  });
  return { message: texts.contacted };
}
