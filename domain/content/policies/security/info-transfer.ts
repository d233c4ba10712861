import type { PolicyDocument } from '../../policy';
import { SECURITY_POLICY_CONTROL, securityPolicyClosing } from './document-control';

const title = 'Information Transfer Policy';

export const infoTransferPolicy: PolicyDocument = {
  ...SECURITY_POLICY_CONTROL,
  path: '/info-transfer-policy-v1',
  title,
  summary:
    'How information is transferred safely inside the Bank and to customers, regulators and vendors: by e-mail, file transfer, removable media, post and voice.',
  body: `
## Purpose
Information is most exposed while it moves. This policy sets the rules for transferring the Bank's information, and the personal data of our customers and staff, so that it reaches only the intended recipient, arrives complete, and cannot be read or changed on the way.

## Scope
This policy applies to every transfer of the Bank's information by any means (electronic, physical or verbal), within the Bank and between the Bank and customers, regulators, correspondent institutions, vendors and other third parties. It applies to all staff, contractors and vendors who send or receive the Bank's information.

## Definitions
- **Information classification:** the Bank labels information as Public, Internal, Confidential or Restricted. Customer personal data, BVN and NIN, account and card data, and credentials are Restricted.
- **Transfer:** any movement of information out of the system or place where it is stored, including e-mail, file transfer, application interfaces, removable media, printed documents, courier, telephone and messaging.

## Policy statements
### General rules
1. Transfer only the information the recipient needs for the purpose, and only to a recipient who is authorised to receive it.
2. Before any regular exchange of Confidential or Restricted information with a third party, a written agreement must set out the information, the method, the security controls and each party's responsibilities, including a data processing agreement where personal data is involved.
3. Personal data must not be transferred outside Nigeria without the approval of the Data Protection Officer and only as the Nigeria Data Protection Act 2023 allows.

### Electronic transfer
1. Confidential and Restricted information must be encrypted in transit, using current protocols (TLS 1.2 or later) and approved file-transfer or interface services.
2. Restricted information sent by e-mail outside the Bank must be in an encrypted attachment; the password is sent through a different channel, such as a phone call or SMS.
3. Staff must not use personal e-mail accounts, consumer file-sharing services or public messaging applications to transfer the Bank's information.
4. Check the recipient's address before sending; use the Bank's e-mail warning for external recipients and never rely on auto-completion for Restricted information.
5. Application interfaces with regulators, payment systems and identity services (such as BVN and NIN verification) must authenticate both ends and be logged.

### Removable media
1. Only Bank-issued, encrypted removable media may hold the Bank's information, and only when no approved electronic method is available.
2. Media are recorded when issued and when returned, and wiped or destroyed securely when no longer needed.

### Physical documents and courier
1. Confidential and Restricted documents are sent in sealed, tamper-evident envelopes, by the Bank's dispatch or an approved courier, with a record of delivery.
2. Original title documents and security documents for mortgages are moved only with a signed transfer register.

### Verbal and telephone transfer
1. Confirm the identity of the caller before discussing any account or personal data, using the Bank's verification questions.
2. Never give out a PIN, password or one-time passcode, and never ask a customer for one.
3. Avoid discussing Confidential information in public places or where it can be overheard.

### Incidents
Any information sent to the wrong recipient, lost in transit or intercepted must be reported to Information Security and the Data Protection Officer at once, so that the Bank can contain it and meet its duty to notify the Nigeria Data Protection Commission within 72 hours where required.

## Roles and responsibilities
- **Information owners** classify their information and approve regular transfers to third parties.
- **Information Security** provides approved transfer tools, monitors their use and handles incidents.
- **The Data Protection Officer** approves transfers of personal data under agreements and advises on the law.
- **Every member of staff, contractor and vendor** follows this policy each time they send or receive the Bank's information.
${securityPolicyClosing(title)}`,
};
