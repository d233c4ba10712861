import type { PolicyDocument } from '../../policy';
import { SECURITY_POLICY_CONTROL, securityPolicyClosing } from './document-control';

const title = 'Third-Party Information Security Policy';

export const thirdPartyInfoSecurityPolicy: PolicyDocument = {
  ...SECURITY_POLICY_CONTROL,
  path: '/third-party-info-security-policy-v1',
  title,
  summary:
    'The security the Bank requires of vendors, outsourced service providers and partners who access its information, systems or premises, from selection to exit.',
  body: `
## Purpose
Many of the services our customers rely on are delivered with the help of third parties: technology providers, card producers, payment processors, valuers, solicitors and others. This policy makes sure that information the Bank shares with them, and access it gives them, is protected to the same standard as inside the Bank, through the whole life of the relationship.

## Scope
This policy applies to every third party that stores, processes, transmits or accesses the Bank's information, connects to its systems, develops software for it, or enters its secure areas, and to the staff who engage and manage them. It complements our [Vendor Policy](/vendor-policy).

## Policy statements
### Risk assessment before engagement
1. Every proposed engagement is classified by the information and access involved. Engagements involving Restricted information, customer personal data or connections to core systems are high risk.
2. High-risk third parties complete the Bank's security questionnaire and provide evidence of their controls, such as an ISO/IEC 27001 certificate, a PCI DSS attestation for card data, or an independent audit report.
3. Information Security reviews the evidence and records any gaps, with the actions and dates agreed to close them, before a contract is signed.

### Contract requirements
Every contract with a third party that handles the Bank's information includes:
- confidentiality obligations that continue after the contract ends;
- a data processing agreement complying with the Nigeria Data Protection Act 2023, including a ban on transferring personal data outside Nigeria without the Bank's written approval;
- the security controls the third party must maintain, and its duty to follow the Bank's relevant policies on our premises and systems;
- notification of any security incident or personal data breach affecting the Bank within 24 hours;
- the Bank's right to audit, or to receive independent assurance;
- approval by the Bank before any sub-contractor handles the Bank's information, with the same obligations passed on;
- the return or secure destruction of the Bank's information at the end of the contract, with written confirmation.

### Access
1. Third parties receive the least access they need, for the time they need it, through named accounts; shared accounts are not allowed.
2. Remote access uses the Bank's approved secure connection with multi-factor authentication, and is enabled only for agreed maintenance windows.
3. Third-party activity on the Bank's systems is logged and reviewed.
4. Visitors from third parties in secure areas are escorted at all times.

### Monitoring and review
1. Service owners review each high-risk third party's security performance at least once a year, and whenever an incident or a significant change occurs.
2. Changes to a third party's services, locations or sub-contractors that affect the Bank's information are assessed before they take effect.

### Exit
When a contract ends, all access is removed on the last day, Bank equipment and information are returned, and the third party confirms in writing that copies have been destroyed.

## Roles and responsibilities
- **Service owners** identify third-party risk, manage the relationship and make sure contracts contain these requirements.
- **Procurement** applies this policy during selection and keeps the vendor register.
- **Information Security** assesses third parties, approves access and monitors compliance.
- **Legal** includes the required clauses in every contract.
- **The Data Protection Officer** approves data processing agreements.
${securityPolicyClosing(title)}`,
};
