import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../lists/contact-subjects';
import { websiteFormTexts } from '../messages/website-forms';
import { isValidPhone } from '../phone-validity';
import { toInternationalPhone } from '../phone';
import { optional } from './field-rules';
import { websiteEmailRule } from './subscribe';

const texts = websiteFormTexts.contact;

const CONTACT_NAME_MAX_LENGTH = 100;
const CONTACT_MESSAGE_MIN_LENGTH = 10;
const CONTACT_MESSAGE_MAX_LENGTH = 3000;

/** The contact form (/contact and POST /api/v1/messages/contact), run by the browser and the server. */
export const ContactSchema = z.object({
  // One line only: the name goes into an e-mail subject.
  name: z
    .string({ error: texts.errors.name })
    .trim()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(
      z.string().min(2, { error: texts.errors.name }).max(CONTACT_NAME_MAX_LENGTH, { error: texts.errors.nameTooLong }),
    ),
  email: websiteEmailRule(texts.errors.email, texts.errors.emailRequired),
  /** Optional; when given, a Nigerian number stored in the international form (2348031234567). */
  phone: optional(
    z
      .string({ error: texts.errors.phone })
      .trim()
      .refine(isValidPhone, { error: texts.errors.phone })
      .transform(toInternationalPhone),
  ),
  subject: z.enum(CONTACT_SUBJECTS, { error: texts.errors.subject }),
  message: z
    .string({ error: texts.errors.messageTooShort })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: texts.errors.messageTooShort })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: texts.errors.messageTooLong }),
});

export type ContactMessage = z.output<typeof ContactSchema>;
