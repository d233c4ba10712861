import { and, eq, ne } from 'drizzle-orm';
import type { Address, ContactChange, ContactCode, ContactField } from '../../domain/forms';
import { bvnConsentTexts } from '../../domain/messages/bvn-consent';
import { customerAreaTexts } from '../../domain/messages/customer-area';
import { emailTaken } from '../errors/refusals';
import { customerProfiles, customers } from '../db/schema';
import { AppError, AppErrorCode } from '../errors/app-error';
import { issueOneTimeCode, redeemOneTimeCode } from '../security/one-time-codes';
import { defineRateLimit } from '../security/rate-limits';
import type { Services } from '../services';
import { verifyPassword } from '../sign-in/passwords';
import { holderOf, maskEmail, maskPhone, type Profile } from '../sign-in/profiles';
import { endAllSessions } from '../sign-in/sessions';
import { applyContactValue, CONTACT_FIELD_NAMES, recordContactChange } from './contact-changes';
import { ADDRESS_SEAL } from './overview';

const texts = customerAreaTexts.contact;

/** Codes sent to new addresses per profile: the area cannot be used to send mail or SMS to anyone. */
const CONTACT_CODES_PER_PROFILE = defineRateLimit({
  action: 'contact-change.codes',
  max: 5,
  windowSeconds: 60 * 60,
});

const purposeOf = (field: ContactField) => `contact.${field}`;

async function assertEmailFree(services: Services, profile: Profile, email: string) {
  if (!profile.customerId) return;
  const [self] = await services.database.db
    .select({ acctType: customers.acctType })
    .from(customers)
    .where(eq(customers.id, profile.customerId));
  const [other] = await services.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.acctType, self.acctType), eq(customers.email, email), ne(customers.id, profile.customerId)),
    );
  if (other) throw emailTaken();
}

/** Password tries before a contact change, per profile: a session alone cannot guess its way through. */
const CONTACT_PASSWORD_TRIES = defineRateLimit({
  action: 'contact-change.password',
  max: 5,
  windowSeconds: 15 * 60,
});

/**
 * A change of e-mail or phone begins with the sign-in password (a session alone moves nothing),
 * then a code sent to the new address (which proves it is theirs).
 */
export async function startContactChange({
  services,
  profile,
  input: change,
  clientRef,
}: {
  services: Services;
  profile: Profile;
  input: ContactChange;
  clientRef: string;
}) {
  await services.rateLimits.consume(CONTACT_PASSWORD_TRIES, profile.id);
  if (!(await verifyPassword(change.password, profile.passwordHash))) {
    await services.audit.record({
      action: 'customers.contact.password',
      outcome: 'refused',
      subject: profile.id,
      clientRef,
    });
    throw new AppError(AppErrorCode.ValidationError, texts.passwordWrong, {
      fields: { password: texts.passwordWrong },
    });
  }
  await services.rateLimits.reset(CONTACT_PASSWORD_TRIES, profile.id);
  const holder = await holderOf(services, profile);
  if (!holder) throw new AppError(AppErrorCode.NotFound, customerAreaTexts.signIn.sessionEnded);
  if ((change.field === 'email' ? holder.email : holder.phoneNo) === change.value)
    throw new AppError(AppErrorCode.ValidationError, texts.sameAsBefore, { fields: { value: texts.sameAsBefore } });
  if (change.field === 'email') await assertEmailFree(services, profile, change.value);
  await services.rateLimits.consume(CONTACT_CODES_PER_PROFILE, profile.id);
  const code = await issueOneTimeCode({
    services,
    purpose: purposeOf(change.field),
    subject: profile.id,
    payload: change.value,
  });
  if (change.field === 'email')
    await services.messenger.sendEmailCode({
      to: change.value,
      subject: texts.codeMailSubject,
      text: texts.codeMailBody(code),
    });
  else await services.messenger.sendSms({ to: change.value, text: texts.codeSms(code) });
  return {
    status: 'pending' as const,
    field: change.field,
    notice: change.field === 'email' ? texts.codeSentToEmail : texts.codeSentToPhone,
  };
}

/**
 * The code from the new address: the change is made in the core (every account of the profile)
 * and in the website's records; every other session ends; and the old e-mail address hears of it
 * with a link that undoes it for 24 hours (the old phone, of a phone change, by SMS too).
 */
export async function confirmContactChange({
  services,
  profile,
  input,
  clientRef,
  sessionToken,
}: {
  services: Services;
  profile: Profile;
  input: ContactCode;
  clientRef: string;
  sessionToken: string;
}) {
  const { field, otp } = input;
  const value = await redeemOneTimeCode({ services, purpose: purposeOf(field), subject: profile.id, code: otp });
  if (!value)
    throw new AppError(AppErrorCode.ValidationError, bvnConsentTexts.codeExpired, {
      fields: { otp: bvnConsentTexts.codeExpired },
    });
  const before = await holderOf(services, profile);
  if (field === 'email') await assertEmailFree(services, profile, value);
  await applyContactValue(services, profile, field, value);
  await endAllSessions({ services, profileId: profile.id, reason: 'contact-changed', except: sessionToken });
  await services.audit.record({
    action: 'customers.contact.change',
    outcome: 'success',
    subject: profile.id,
    clientRef,
    details: { field },
  });
  if (before)
    await tellOldAddress(services, {
      before,
      field,
      value,
      cancelLink: await recordContactChange(services, {
        profile,
        field,
        previous: field === 'email' ? before.email : before.phoneNo,
      }),
    });
  return { status: 'success' as const, field, message: texts.changed[field] };
}

/** The old e-mail (and, for a phone change, the old phone) hears of the change: a takeover is noticed, and undone by the link. */
async function tellOldAddress(
  services: Services,
  {
    before,
    field,
    value,
    cancelLink,
  }: { before: { email: string; phoneNo: string }; field: ContactField; value: string; cancelLink: string },
) {
  const masked = field === 'email' ? maskEmail(value) : `a number ending ${maskPhone(value)}`;
  if (before.email)
    await services.messenger.sendEmail({
      to: before.email,
      subject: texts.noticeSubject,
      text: texts.noticeBody(CONTACT_FIELD_NAMES[field], masked, cancelLink),
    });
  if (field === 'phoneNo' && before.phoneNo) {
    await services.messenger
      .sendSms({ to: before.phoneNo, text: texts.noticeSms(CONTACT_FIELD_NAMES[field]) })
      .catch((error: unknown) => {
        // The change stands; the e-mail notice has gone, and the messenger logged the lost SMS.
        if (!(error instanceof AppError)) throw error;
      });
  }
}

/** Saves the home address on the profile, sealed. */
export async function saveAddress({
  services,
  profile,
  input: address,
  clientRef,
}: {
  services: Services;
  profile: Profile;
  input: Address;
  clientRef: string;
}) {
  await services.database.db
    .update(customerProfiles)
    .set({ addressSealed: services.cipher.encrypt(JSON.stringify(address), ADDRESS_SEAL) })
    .where(eq(customerProfiles.id, profile.id));
  await services.audit.record({
    action: 'customers.address.change',
    outcome: 'success',
    subject: profile.id,
    clientRef,
  });
  return { status: 'success' as const, address, message: texts.addressSaved };
}
