/** What a message sent with the contact form is about; the form's labels are in the catalogue. */
export const CONTACT_SUBJECTS = ['account-opening', 'mortgage', 'nhf', 'complaint', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
