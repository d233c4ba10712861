import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import type { ContactField } from '../../domain/forms';
import { customerAreaTexts } from '../../domain/messages/customer-area';
import { CUSTOMER_SEALS, phoneHashOf } from '../accounts/sealed-fields';
import { CONTACT_CHANGE_FIELDS, contactChanges, customerProfiles, customers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { endAllSessions } from '../sign-in/sessions';
import { accountNumbersOf, askCore, findProfileById, type Profile } from '../sign-in/profiles';

const texts = customerAreaTexts.contact.cancel;

export const CONTACT_CHANGE_SEAL = 'contact_changes.previous';
const CANCEL_HOURS = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CONTACT_FIELD_NAMES: Record<ContactField, string> = { email: 'e-mail address', phoneNo: 'phone number' };

/** Puts a contact detail on every account of the profile in the core, then in the website's records. */
export async function applyContactValue(services: Services, profile: Profile, field: ContactField, value: string) {
  for (const accountNumber of await accountNumbersOf(services, profile)) {
    await askCore(
      (signal) => services.coreBanking.updateContact({ accountNumber, [field]: value }, { signal }),
      services,
    );
  }
  const { db } = services.database;
  if (profile.customerId) {
    const change =
      field === 'email'
        ? { email: value, emailVerifiedAt: new Date() }
        : {
            phoneSealed: services.cipher.encrypt(value, CUSTOMER_SEALS.phone),
            phoneHash: phoneHashOf(services.keyedHash, value),
          };
    await db
      .update(customers)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(customers.id, profile.customerId));
  } else if (field === 'email') {
    await db.update(customerProfiles).set({ email: value }).where(eq(customerProfiles.id, profile.id));
  }
}

/** Keeps the value a change replaced, sealed, for 24 hours; answers the cancel link for the notice. */
export async function recordContactChange(
  services: Services,
  { profile, field, previous }: { profile: Profile; field: ContactField; previous: string },
): Promise<string> {
  const token = generateToken();
  await services.database.db.insert(contactChanges).values({
    profileId: profile.id,
    field,
    previousSealed: services.cipher.encrypt(previous, CONTACT_CHANGE_SEAL),
    cancelTokenHash: hashToken(token),
    cancellableUntil: new Date(Date.now() + CANCEL_HOURS * 3600_000),
  });
  return `${services.config.PUBLIC_URL.replace(/\/$/, '')}/account/contact-change/${token}`;
}

const invalidLink = () => new AppError(AppErrorCode.Gone, texts.invalidLink);
const stillCancellable = (token: string) =>
  and(
    eq(contactChanges.cancelTokenHash, hashToken(token)),
    isNull(contactChanges.cancelledAt),
    gt(contactChanges.cancellableUntil, new Date()),
  );

/**
 * The cancel link of a notice, from the old address. It undoes the change and every later one of
 * the profile (whoever made the first made them too), newest first; ends every session; and tells
 * customer service, who call the customer. The link works once, for 24 hours.
 */
export async function cancelContactChange({
  services,
  token,
  clientRef,
}: {
  services: Services;
  token: unknown;
  clientRef: string;
}) {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw invalidLink();
  const { db } = services.database;
  const [claimed] = await db
    .update(contactChanges)
    .set({ cancelledAt: new Date() })
    .where(stillCancellable(token))
    .returning();
  if (!claimed) throw invalidLink();
  const profile = await findProfileById(services, claimed.profileId);
  if (!profile) throw invalidLink();
  const later = await db
    .update(contactChanges)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(contactChanges.profileId, profile.id),
        isNull(contactChanges.cancelledAt),
        gte(contactChanges.createdAt, claimed.createdAt),
      ),
    )
    .returning();
  const undone = [claimed, ...later].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const change of undone)
    await applyContactValue(
      services,
      profile,
      change.field,
      services.cipher.decrypt(change.previousSealed, CONTACT_CHANGE_SEAL),
    );
  await endAllSessions({ services, profileId: profile.id, reason: 'contact-change-cancelled' });
  await services.audit.record({
    action: 'customers.contact.cancel',
    outcome: 'success',
    subject: profile.id,
    clientRef,
    details: { changes: undone.length },
  });
  const what = CONTACT_CHANGE_FIELDS.filter((field) => undone.some((change) => change.field === field))
    .map((field) => CONTACT_FIELD_NAMES[field])
    .join(' and ');
  await services.messenger.sendEmail({
    to: services.config.BANK_CONTACT_EMAIL,
    subject: texts.bankSubject,
    text: texts.bankBody(profile.id, what),
  });
  return { status: 'success' as const, message: texts.cancelled };
}

/** Whether a cancel link can still be used: the page offers the button only then. */
export async function isCancellable(services: Services, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [change] = await services.database.db
    .select({ id: contactChanges.id })
    .from(contactChanges)
    .where(stillCancellable(token));
  return Boolean(change);
}
