import type { PolicyDocument } from '../../policy';

/** The document-control facts every information security policy shares (version 1 of each). */
export const SECURITY_POLICY_CONTROL = {
  version: '1.0',
  effectivedate: '2023-09-01',
  owner: 'Chief Information Security Officer',
  approvedby: 'Board Risk Management Committee',
  reviewcycle: 'every year, or sooner after a significant change',
} satisfies Partial<PolicyDocument>;

/** The closing sections every information security policy carries, in the same words. */
export function securityPolicyClosing(title: string): string {
  return `
## Compliance and exceptions
Information Security monitors compliance with this policy through reviews, technical controls and internal audit. A breach of this policy may lead to disciplinary action, up to and including dismissal, and, for contractors and vendors, to termination of their contract. Where a breach is also a crime, we report it to the authorities.

An exception to this policy is allowed only when it is requested in writing, assessed for risk by Information Security, approved by the Chief Information Security Officer, recorded in the exceptions register and given an end date.

## Related documents
The ${title} forms part of the Bank's information security management system, which is aligned with ISO/IEC 27001:2022 and the Central Bank of Nigeria's Risk-Based Cybersecurity Framework and Guidelines for Other Financial Institutions. Read it with our [Acceptable Use Policy](/acceptable-use-policy-v1), [Employee Information Security Responsibilities](/employee-info-security-responsibilities-v1) and [privacy policy](/privacy-policy).

## Review
The Chief Information Security Officer reviews this policy every year, or sooner after a significant change in the Bank's systems, risks, law or regulation, and the Board Risk Management Committee approves every change. This is version 1.0 of the policy.
`;
}
