import type { PolicyDocument } from '../../policy';
import { SECURITY_POLICY_CONTROL, securityPolicyClosing } from './document-control';

const title = 'Employee Information Security Responsibilities';

export const employeeInfoSecurityResponsibilities: PolicyDocument = {
  ...SECURITY_POLICY_CONTROL,
  path: '/employee-info-security-responsibilities-v1',
  title,
  summary:
    'The information security duties of every employee before joining, during employment and on leaving the Bank, including training, confidentiality and reporting.',
  body: `
## Purpose
Technology protects information only as well as the people who use it. This policy sets out the information security responsibilities of the Bank's employees at every stage of employment, so that everyone knows what is expected of them and why.

## Scope
This policy applies to all employees of the Bank, permanent and temporary, including interns and national youth service members, and, through their contracts, to contractors and consultants who work within the Bank.

## Policy statements
### Before employment
1. Human Resources carries out background checks proportionate to the role before an offer becomes final: identity, BVN and NIN verification, references, qualifications and, for sensitive roles, additional checks as the law allows.
2. Every contract of employment includes a confidentiality obligation that continues after employment ends, and the duty to follow the Bank's information security policies.

### During employment
1. **Know the policies.** Read and accept the [Acceptable Use Policy](/acceptable-use-policy-v1) and the other information security policies when you join and each year after that.
2. **Complete training.** Complete information security and data protection awareness training when you join and every year, and any role-specific training you are assigned. Phishing simulations are part of the training.
3. **Protect customer information.** Access customer records only to serve the customer or to meet a legal duty. Never disclose a customer's information to anyone who is not entitled to it, including family members of the customer, without the customer's authority.
4. **Protect credentials.** Keep your passwords, tokens and one-time passcodes secret; never share them, even with a colleague or a manager.
5. **Protect your workspace.** Follow the [Clear Screen and Clear Desk Policy](/clear-screen-and-clear-desk-policy-v1) and the [Physical Access and Environmental Security Policy](/physical-access-and-environmental-security-policy-v1): wear your identity badge, do not let others tailgate through secure doors, and lock away confidential papers.
6. **Protect devices.** Use only approved devices and software, as the [User Endpoint Devices Policy](/user-endpoint-devices-policy-v1) requires.
7. **Send information safely.** Follow the [Information Transfer Policy](/info-transfer-policy-v1) whenever you send or share Bank or customer information.
8. **Report at once.** Report any suspected incident, phishing attempt, lost device, misdirected e-mail or policy breach to Information Security immediately. The Bank will not punish anyone for reporting honestly and promptly.
9. **Raise concerns.** Report suspected fraud or misconduct through your manager or the confidential [whistle-blower channel](/whistle-blower).

### Change of role
When you move to a new role, access that you no longer need is removed, and access for the new role is granted on the request of your new manager.

### Leaving the Bank
1. Return all Bank equipment, identity badges, tokens, documents and information on or before your last day.
2. Your access to all systems is removed at the end of your last working day, or immediately if the Bank so decides.
3. Your duty of confidentiality continues after you leave.

## Roles and responsibilities
- **Employees** carry out the responsibilities above.
- **Line managers** lead by example, make sure their teams complete training, request and review access, and report concerns.
- **Human Resources** carries out background checks, includes security duties in contracts and onboarding, informs Information Technology of joiners, movers and leavers, and applies the disciplinary process.
- **Information Security** provides training and guidance and investigates incidents.
${securityPolicyClosing(title)}`,
};
