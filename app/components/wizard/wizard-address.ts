/** Section 2.5's query parameters that fill step 1. */
export const PREFILL_PARAMS = ['bvnNo', 'email', 'phoneNo', 'birthDate'] as const;

/** The parameters section 2.5 names: read once, then removed from the address. */
export const SPEC_PARAMS: readonly string[] = [
  'purpose',
  'sake',
  'type',
  'msg',
  'psc',
  'lastname',
  'firstname',
  'middlename',
  'gender',
  'nin',
  'igErrorCode',
  'has_bvn_data',
  ...PREFILL_PARAMS,
];

/**
 * Each screen has its own address (`?step=otp`, `?step=3`), reached by a redirect after each answered
 * form: the phone's Back button goes to the screen before, and a reload keeps the screen. It is not
 * one of section 2.5's parameters, so it stays in the address.
 */
export const STEP_PARAM = 'step';

/** The address without section 2.5's parameters. */
export function withoutSpecParams(href: string): string {
  const url = new URL(href);
  for (const name of SPEC_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}
