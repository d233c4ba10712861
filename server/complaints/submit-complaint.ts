import { ComplaintSchema, type Complaint } from '../../domain/forms/complaint';
import { maskIdentityNumbers } from '../../domain/forms/identity-numbers';
import { sealContactPhone } from '../contact/contact-phone';
import { storeContactMessage } from '../contact/store-contact-message';
import { parseOrRefuse } from '../errors/refusals';
import { countSubmission } from '../observability/submissions';
import { defineRateLimit } from '../security/rate-limits';
import { newReference } from '../security/references';
import type { Services } from '../services';
import { sealComplaintAccountNumber } from './complaint-account-number';
import { complaintAcknowledgementEmail, complaintToBankEmail } from './complaint-emails';

const COMPLAINT_LIMIT = defineRateLimit({ action: 'complaint.send', max: 5, windowSeconds: 3600 });
const COMPLAINT_REFERENCE_PREFIX = 'CMP';

/**
 * A complaint from /complaints or the API: kept as a contact message with the subject 'complaint',
 * a reference and its category (decision 078), e-mailed to the bank and acknowledged to the
 * complainant with the reference and the bank's promised response times. What looks like a BVN, NIN
 * or account number in the description is masked, as in a contact message.
 */
export async function submitComplaint({
  services,
  input,
  clientRef,
}: {
  services: Services;
  input: unknown;
  clientRef: string;
}): Promise<{ reference: string; masked: boolean }> {
  return countSubmission(services.metrics, 'complaint_form', async () => {
    const typed: Complaint = parseOrRefuse(ComplaintSchema, input);
    const { text, masked } = maskIdentityNumbers(typed.description);
    const complaint: Complaint = { ...typed, description: text };
    // Counted after the check, so that correcting a mistake does not use up an attempt.
    await services.rateLimits.consume(COMPLAINT_LIMIT, clientRef);
    const reference = newReference(COMPLAINT_REFERENCE_PREFIX);
    await storeContactMessage({
      services,
      message: {
        name: complaint.name,
        email: complaint.email,
        subject: 'complaint',
        message: complaint.description,
        phoneSealed: sealContactPhone(services.cipher, complaint.phone),
        reference,
        complaintCategory: complaint.category,
        accountNumberSealed: sealComplaintAccountNumber(services.cipher, complaint.accountNumber),
      },
      toBank: (receivedAt) => complaintToBankEmail({ complaint, reference, receivedAt }),
      toSender: complaintAcknowledgementEmail({ complaint, reference }),
      audit: { action: 'complaint.send', clientRef, details: { category: complaint.category, masked } },
    });
    return { reference, masked };
  });
}
