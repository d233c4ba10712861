import { bank } from '../../bank';
import type { PolicyDocument } from '../policy';

export const vendorPolicy: PolicyDocument = {
  path: '/vendor-policy',
  title: 'Vendor Policy',
  summary:
    'How we register, assess, select and work with suppliers: onboarding documents, due diligence, anti-bribery rules, data protection and information security duties.',
  version: '1.0',
  effectivedate: '2023-10-02',
  owner: 'Procurement and Administration',
  approvedby: 'Board of Directors',
  reviewcycle: 'every year',
  body: `
## Purpose
${bank.name} relies on suppliers of goods, works and services to serve its customers. This policy sets out how we choose and manage those suppliers (“vendors”) so that every engagement is fair, transparent, lawful and good value, and so that vendors protect our customers, our information and our reputation as carefully as we do.

## Scope
This policy applies to every vendor that supplies or wishes to supply the Bank, including contractors, consultants, professional advisers, valuers, solicitors, estate developers and technology providers, and to every member of staff who requests, approves or manages a purchase.

## Vendor registration and onboarding
To register as a vendor, a business must submit:
- its certificate of incorporation or business name registration from the Corporate Affairs Commission, and its latest status report;
- its Tax Identification Number and a current tax clearance certificate;
- evidence of compliance with the Pension Reform Act, the Industrial Training Fund and the Nigeria Social Insurance Trust Fund, where applicable;
- the identification of its directors, and of every person who owns or controls 5% or more of it (its beneficial owners);
- its bank account details, in the vendor's own registered name;
- a profile of its experience, with references from at least two clients;
- any professional licence its work requires (for example registration of a surveyor, valuer, engineer or legal practitioner).

Registration does not guarantee that a vendor will receive business.

## Due diligence
Before we engage a vendor, and again at least every year for active vendors, we:
1. verify the registration documents and the identity of the directors and beneficial owners;
2. screen the vendor, its directors and beneficial owners against sanctions lists and public records of fraud or corruption;
3. assess its financial capacity and its technical ability to deliver;
4. identify any relationship between the vendor and any member of our staff or board;
5. for any vendor that will handle personal data or connect to our systems, assess its information security and data protection controls under our [Third-Party Information Security Policy](/third-party-info-security-policy-v1).

We scale the depth of due diligence to the risk and value of the engagement.

## Selection and procurement
- Purchases above the thresholds in our procurement procedure are awarded by competitive quotation or tender, evaluated by a committee on documented criteria of quality, capability, price and risk.
- Purchases are never split to avoid a threshold or an approval.
- Every award is approved by an officer with the authority to approve it, who is not the person who requested it.
- We give unsuccessful vendors the reasons for our decision on request.

## Anti-bribery and corruption
We have zero tolerance for bribery and corruption, as the Corrupt Practices and Other Related Offences Act 2000 and other Nigerian law require. Vendors and their staff must not:
- offer, promise or give any payment, gift, hospitality or favour to any member of our staff or board, or to anyone acting for us, to win or keep business or to influence a decision;
- make facilitation payments to speed up any process;
- collude with other vendors on prices or bids.

Our staff may not accept gifts or hospitality from vendors beyond items of token value declared to Compliance. A vendor who breaches these rules is removed from our vendor register, its contracts may be terminated, and we will report the matter to the authorities.

## Conflicts of interest
Vendors must declare any relationship with our staff, directors or their families. Our staff must declare any interest in a vendor and must take no part in a decision involving it.

## Data protection and confidentiality
Vendors that process personal data for us do so only on our written instructions and under a data processing agreement. They must:
- comply with the Nigeria Data Protection Act 2023;
- use personal data only for the service we engaged them for, and keep it confidential;
- protect it with appropriate technical and organisational security measures;
- not transfer it outside Nigeria, or to a sub-contractor, without our prior written approval;
- tell us within 24 hours of becoming aware of any personal data breach, and help us meet our own duty to notify the ${bank.dataProtectionRegulator};
- return or securely delete the data when the service ends.

Every vendor must also keep our business information confidential during the engagement and afterwards.

## Information security
Vendors with access to our premises, systems or information must follow our information security policies, including the [Acceptable Use Policy](/acceptable-use-policy-v1), the [Information Transfer Policy](/info-transfer-policy-v1) and the [Physical Access and Environmental Security Policy](/physical-access-and-environmental-security-policy-v1), and must allow us to audit their compliance.

## Performance, payment and termination
- We agree measurable service levels with each vendor and review performance regularly.
- We pay correct, approved invoices in line with the contract, only into the vendor's registered account.
- We may suspend or terminate an engagement for poor performance, breach of contract, breach of this policy, or where the law requires it.

## Raising a concern
Vendors and staff can report suspected bribery, fraud or breaches of this policy in confidence, without fear of reprisal, through our [whistle-blower page](/whistle-blower).

## Review
Procurement and Administration reviews this policy every year, or sooner if the law or our business changes, and the Board of Directors approves every change.
`,
};
