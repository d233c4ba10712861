/** What a complaint is about; the form's labels are in the catalogue (domain/messages/complaints.ts). */
export const COMPLAINT_CATEGORIES = [
  'account',
  'mortgage',
  'nhf',
  'charges',
  'transfers',
  'online-banking',
  'staff-service',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
