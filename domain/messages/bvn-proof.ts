/**
 * The server's refusals of an application whose BVN validation is missing, spent or for another BVN
 * (onboarding.ts gathers them with the other refusals). Apart, so that the instant account's form,
 * which asks for the validation again on any of them, carries these three and not the server's others.
 */
export const bvnProofTexts = {
  bvnReferenceExpired: 'Your BVN validation has expired or was already used. Please validate your BVN again.',
  bvnNotValidated: 'Validate your BVN to continue with this application.',
  bvnMismatch: 'The BVN does not match the one you validated. Please validate your BVN again.',
};
