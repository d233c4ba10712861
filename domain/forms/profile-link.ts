/**
 * BVN and NIN linking, /profileupdate (step 51; specification 2.8): every field is required. The
 * step and the partner marker (kolor) are not fields: the server sets them.
 */
import { z } from 'zod';
import {
  accountNumberRule,
  branchRule,
  emailRule,
  identityNumberRule,
  phoneRule,
  termsRule,
  textRule,
} from './field-rules';

export { PROFILE_LINK_FIELDS } from './profile-link-fields';

export const ProfileLinkSchema = z.object({
  accountName: textRule('accountName'),
  accountNo: accountNumberRule('accountNo'),
  // One of the published branches (decision 101): the shape here, the branch on the server.
  preferredBranch: branchRule(),
  email: emailRule(),
  phoneNo: phoneRule('phoneNo'),
  bvnNo: identityNumberRule('bvnNo'),
  nin: identityNumberRule('nin'),
  terms: termsRule(),
});
export type ProfileLink = z.output<typeof ProfileLinkSchema>;
