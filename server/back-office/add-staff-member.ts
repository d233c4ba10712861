import { z } from 'zod';
import { STAFF_ROLES } from '../../domain/back-office/staff-roles';
import type { Services } from '../services';
import { createStaffMember } from './staff-members';

const CommandSchema = z.object({
  email: z.email({ error: "Give the member's e-mail address: --email ADDRESS" }),
  roles: z
    .array(z.enum(STAFF_ROLES, { error: `Roles are ${STAFF_ROLES.join(', ')}` }))
    .min(1, { error: `Give at least one role: --role ${STAFF_ROLES.join('|')}` }),
  name: z.string().trim().max(120).optional(),
});

/** The command line's member (the first administrator): checked as the invitation form would be. */
export async function addStaffMember({
  services,
  ...input
}: {
  services: Services;
  email: string;
  roles: string[];
  name?: string;
}) {
  const parsed = CommandSchema.safeParse({ ...input, email: input.email.trim().toLowerCase() });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const { member, link } = await createStaffMember({
    services,
    email: parsed.data.email,
    name: parsed.data.name,
    roles: parsed.data.roles,
  });
  return { email: member.email, roles: member.roles, link };
}
