import { z } from 'zod';
import { WHISTLE_BLOWER_CATEGORIES } from '../lists/whistle-blower-categories';
import { websiteFormTexts } from '../messages/website-forms';
import { isValidPhone } from '../phone-validity';
import { EMAIL_PATTERN, optional } from './field-rules';

const texts = websiteFormTexts.whistleBlower;

export const WHISTLE_BLOWER_STATUSES = ['received', 'under_review', 'closed'] as const;
export type WhistleBlowerStatus = (typeof WHISTLE_BLOWER_STATUSES)[number];

const WHISTLE_BLOWER_LIMITS = {
  whatHappened: { min: 20, max: 5000 },
  whenHappened: 200,
  whoInvolved: 2000,
  evidence: 3000,
  reporterName: 100,
  reporterContact: 200,
} as const;

function optionalText(max: number) {
  return optional(
    z
      .string()
      .trim()
      .max(max, { error: texts.errors.tooLong(max) }),
  );
}

/** A whistle-blower report (/whistle-blower and POST /api/v1/messages/whistle-blower). Anonymous when name and contact are empty. */
export const WhistleBlowerReportSchema = z.object({
  category: z.enum(WHISTLE_BLOWER_CATEGORIES, { error: texts.errors.category }),
  whatHappened: z
    .string({ error: texts.errors.whatHappenedTooShort })
    .trim()
    .min(WHISTLE_BLOWER_LIMITS.whatHappened.min, { error: texts.errors.whatHappenedTooShort })
    .max(WHISTLE_BLOWER_LIMITS.whatHappened.max, { error: texts.errors.whatHappenedTooLong }),
  whenHappened: z
    .string({ error: texts.errors.whenHappened })
    .trim()
    .min(1, { error: texts.errors.whenHappened })
    .max(WHISTLE_BLOWER_LIMITS.whenHappened, { error: texts.errors.tooLong(WHISTLE_BLOWER_LIMITS.whenHappened) }),
  whoInvolved: optionalText(WHISTLE_BLOWER_LIMITS.whoInvolved),
  evidence: optionalText(WHISTLE_BLOWER_LIMITS.evidence),
  reporterName: optionalText(WHISTLE_BLOWER_LIMITS.reporterName),
  // An e-mail address or a phone number the officer can use, or nothing at all.
  reporterContact: optional(
    z
      .string()
      .trim()
      .max(WHISTLE_BLOWER_LIMITS.reporterContact, {
        error: texts.errors.tooLong(WHISTLE_BLOWER_LIMITS.reporterContact),
      })
      .refine((value) => EMAIL_PATTERN.test(value) || isValidPhone(value), { error: texts.errors.reporterContact }),
  ),
});

export type WhistleBlowerReport = z.output<typeof WhistleBlowerReportSchema>;

/** Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand survives. */
export const READABLE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Upper case, no spaces or hyphens, and the letters people mistake for digits read as those digits. */
export function normaliseReadableCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The status check: the reference and the secret the reporter was given. */
export const WhistleBlowerStatusCheckSchema = z.object({
  reference: z
    .string({ error: texts.status.referenceRequired })
    .trim()
    .min(1, { error: texts.status.referenceRequired })
    .max(40, { error: texts.status.notFound }),
  secret: z
    .string({ error: texts.status.secretRequired })
    .trim()
    .min(1, { error: texts.status.secretRequired })
    .max(80, { error: texts.status.notFound }),
});
