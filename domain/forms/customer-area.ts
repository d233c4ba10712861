import { z } from 'zod';
import { LOGIN_PASSWORD_LENGTH } from '../constants';
import { LoginCodeSchema } from '../login';
import { messages } from '../messages';
import { customerAreaTexts } from '../messages/customer-area';
import { emailRule, phoneRule, textRule } from './field-rules';
import { stateRule } from './wizard';

const texts = customerAreaTexts;

export const CONTACT_FIELDS = ['email', 'phoneNo'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The sign-in password, asked again before contact details change (a session alone is not enough). */
const currentPasswordRule = z
  .string({ error: texts.contact.passwordWrong })
  .regex(new RegExp(`^\\d{${LOGIN_PASSWORD_LENGTH}}$`), { error: texts.contact.passwordWrong });

/** A new e-mail address or phone number (the same rules as when the account was opened), and the password. */
export const ContactChangeSchema = z
  .discriminatedUnion('field', [
    z.object({ field: z.literal('email'), value: emailRule() }),
    z.object({ field: z.literal('phoneNo'), value: phoneRule('phoneNo') }),
  ])
  .and(z.object({ password: currentPasswordRule }));
export type ContactChange = z.infer<typeof ContactChangeSchema>;

/** The code sent to the new address, and which address it is: the field is checked first. */
export const ContactCodeSchema = z.object({
  field: z.enum(CONTACT_FIELDS, { error: messages.forms.field.invalid('field') }),
  ...LoginCodeSchema.shape,
});
export type ContactCode = z.infer<typeof ContactCodeSchema>;

/** The home address kept on the profile. */
export const AddressSchema = z.object({
  homeAddress: textRule('homeAddress'),
  city: textRule('city'),
  stateOfResidence: stateRule('stateOfResidence'),
});
export type Address = z.infer<typeof AddressSchema>;

export const DATA_REQUEST_KIND_VALUES = ['access', 'rectification', 'erasure', 'restriction', 'objection'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KIND_VALUES)[number];
const DETAILS_MAX_LENGTH = 2000;

/** A data-subject request: what kind, and what to do (a copy needs no explanation). */
export const DataRequestSchema = z
  .object({
    kind: z.enum(DATA_REQUEST_KIND_VALUES, { error: texts.privacy.kindInvalid }),
    details: z.string().trim().max(DETAILS_MAX_LENGTH, { error: texts.privacy.detailsInvalid }).default(''),
  })
  .superRefine((value, context) => {
    if (value.kind !== 'access' && value.details.length < 10)
      context.addIssue({ code: 'custom', path: ['details'], message: texts.privacy.detailsInvalid });
  });
export type DataRequest = z.infer<typeof DataRequestSchema>;
