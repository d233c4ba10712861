import { z } from 'zod';
import { ACCOUNT_NUMBER_LENGTH } from '../constants';
import { COMPLAINT_CATEGORIES } from '../lists/complaint-categories';
import { complaintTexts } from '../messages/complaints';
import { ContactSchema } from './contact';
import { optional } from './field-rules';

const { errors } = complaintTexts;

const COMPLAINT_DESCRIPTION_MIN_LENGTH = 20;
const COMPLAINT_DESCRIPTION_MAX_LENGTH = 3000;
const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_LENGTH}}$`);

/**
 * The complaint form (/complaints and POST /api/v1/complaints), run by the browser and the server.
 * Name, e-mail and phone are the contact form's own rules and messages.
 */
export const ComplaintSchema = z.object({
  name: ContactSchema.shape.name,
  email: ContactSchema.shape.email,
  phone: ContactSchema.shape.phone,
  /** Optional; when given, a NUBAN account number (ten digits, spaces allowed as typed). */
  accountNumber: optional(
    z
      .string({ error: errors.accountNumber })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, { error: errors.accountNumber })),
  ),
  category: z.enum(COMPLAINT_CATEGORIES, { error: errors.category }),
  description: z
    .string({ error: errors.descriptionTooShort })
    .trim()
    .min(COMPLAINT_DESCRIPTION_MIN_LENGTH, { error: errors.descriptionTooShort })
    .max(COMPLAINT_DESCRIPTION_MAX_LENGTH, { error: errors.descriptionTooLong }),
});

export type Complaint = z.output<typeof ComplaintSchema>;
