/** The fields of BVN and NIN linking, in the order of the form: apart from its rules, so that the form's page carries no zod. */
export const PROFILE_LINK_FIELDS = [
  'accountName',
  'accountNo',
  'preferredBranch',
  'email',
  'phoneNo',
  'bvnNo',
  'nin',
  'terms',
] as const;
