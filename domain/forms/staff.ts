import { z } from 'zod';
import { STAFF_ROLES } from '../back-office/staff-roles';
import { AUTHENTICATOR_CODE_PATTERN } from '../constants';
import { staffTexts } from '../messages/back-office/staff';

const texts = staffTexts;

export const StaffSignInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: texts.signIn.emailInvalid })),
  password: z
    .string()
    .min(1, { error: texts.signIn.passwordMissing })
    .max(128, { error: texts.signIn.passwordMissing }),
});

export const TotpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(AUTHENTICATOR_CODE_PATTERN, { error: texts.signIn.codeInvalid })),
});

/** A staff password: long rather than complex (NIST SP 800-63B), and not the e-mail address. */
export const StaffPasswordSchema = z
  .object({
    name: z.string().trim().min(2, { error: texts.invite.nameInvalid }).max(120, { error: texts.invite.nameInvalid }),
    password: z
      .string()
      .min(12, { error: texts.invite.passwordInvalid })
      .max(128, { error: texts.invite.passwordInvalid }),
    confirm: z.string(),
    email: z.string().default(''),
  })
  .superRefine((value, context) => {
    const local = value.email.split('@')[0]?.toLowerCase() ?? '';
    if (local.length >= 3 && value.password.toLowerCase().includes(local))
      context.addIssue({ code: 'custom', path: ['password'], message: texts.invite.passwordIsEmail });
    if (value.confirm !== value.password)
      context.addIssue({ code: 'custom', path: ['confirm'], message: texts.invite.confirmMismatch });
  });

const rolesRule = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.enum(STAFF_ROLES)).min(1, { error: texts.team.rolesInvalid }),
);

export const StaffInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: texts.signIn.emailInvalid })),
  name: z.string().trim().min(2, { error: texts.invite.nameInvalid }).max(120, { error: texts.invite.nameInvalid }),
  roles: rolesRule,
});

export const StaffRolesSchema = z.object({ staffId: z.uuid(), roles: rolesRule });
