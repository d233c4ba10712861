/**
 * What a compliance officer may erase for an erasure request (issue 30 point 5), each item one
 * part of what the website holds: what the law makes a bank keep is never among them.
 */
export const ERASURE_ITEMS = ['sign-in', 'applications', 'loans', 'messages', 'newsletter', 'mail'] as const;
export type ErasureItem = (typeof ERASURE_ITEMS)[number];

/** The corrections compliance can make from a rectification request, each a group of fields. */
export type CorrectionField = 'name' | 'email' | 'phoneNo' | 'address';
