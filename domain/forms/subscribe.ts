import { z } from 'zod';
import { websiteFormTexts } from '../messages/website-forms';
import { EMAIL_PATTERN } from './field-rules';

const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address as the website's forms take it: trimmed and lower-cased, so that the same
 * address is always the same text (and one subscriber), checked with the shared pattern.
 */
export function websiteEmailRule(error: string, required: string = error) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error })
    .regex(EMAIL_PATTERN, { error })
    .toLowerCase();
}

/** The footer's newsletter form (specification 3, Subscriber; 7, messages/subscribe). */
export const SubscribeSchema = z.object({
  email: websiteEmailRule(websiteFormTexts.subscribe.invalidEmail),
});

export type SubscribeInput = z.infer<typeof SubscribeSchema>;

/** The one-click unsubscribe form: the token from the link in the confirmation e-mail. */
export const UnsubscribeSchema = z.object({
  token: z.string().trim().min(1).max(128),
});
