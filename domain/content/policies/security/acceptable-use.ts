import type { PolicyDocument } from '../../policy';
import { SECURITY_POLICY_CONTROL, securityPolicyClosing } from './document-control';

const title = 'Acceptable Use Policy';

export const acceptableUsePolicy: PolicyDocument = {
  ...SECURITY_POLICY_CONTROL,
  path: '/acceptable-use-policy-v1',
  title,
  summary:
    'What is and is not acceptable when staff, contractors and vendors use the Bank’s information, systems, e-mail, internet access and devices.',
  body: `
## Purpose
The Bank gives its people computers, phones, e-mail, internet access and business applications so that they can serve customers well. This policy sets out the acceptable use of these resources, to protect our customers' information, the Bank's systems and our people themselves.

## Scope
This policy applies to every employee, contractor, intern and vendor who uses the Bank's information or information systems, wherever they are and whatever device they use, including personal devices approved for Bank use.

## Policy statements
### General use
1. The Bank's information and systems are for the Bank's business. Limited personal use of e-mail and the internet is allowed when it is brief, lawful, does not interfere with work and does not break this policy.
2. Use only the access you have been given, for the purpose it was given. Do not try to reach information or systems you are not authorised to use, even out of curiosity.
3. Customer information, including account details, BVN and NIN, may be looked up only to serve that customer or to meet a legal duty. Looking up the records of relatives, friends, colleagues or public figures without a business reason is a serious breach.

### Accounts and passwords
1. Your user account is yours alone. Never share your password, token or one-time passcode, and never use someone else's account.
2. Use strong passwords or passphrases as the Bank's standard requires, and a different one for each system. Change it at once if you think it is known to anyone else.
3. Lock your screen whenever you leave your device, as our [Clear Screen and Clear Desk Policy](/clear-screen-and-clear-desk-policy-v1) requires.

### E-mail and messaging
1. Use only your Bank e-mail account for Bank business. Do not forward Bank information to personal e-mail accounts.
2. Treat unexpected links and attachments with suspicion. Report suspicious messages with the “report phishing” button or to Information Security, and do not reply to them.
3. Do not send messages that are abusive, discriminatory, harassing, defamatory or that could embarrass the Bank.

### Internet and social media
1. Do not visit websites or download material that is illegal, obscene, or that promotes violence or discrimination.
2. Do not download or install software, browser extensions or files from the internet unless they are approved by Information Technology.
3. On social media, do not disclose customer information or confidential Bank information, and do not speak for the Bank unless you are authorised to.

### Software and equipment
1. Install and use only licensed software approved by Information Technology. Do not disable antivirus, encryption, updates or other security controls.
2. Connect only approved devices to the Bank's network. Personal storage devices are not allowed.
3. Look after the equipment you are given, and report loss or theft immediately.

### Monitoring
To protect customers and its systems, and as the law allows, the Bank monitors the use of its systems, e-mail and internet access. Users should have no expectation of privacy in their use of the Bank's systems, beyond what the law provides. Monitoring is carried out by authorised staff and respects the Nigeria Data Protection Act 2023.

### Reporting
Report any actual or suspected security incident, lost device, phishing message or breach of this policy to Information Security at once. Reporting quickly is always right, even if you made the mistake.

## Roles and responsibilities
- **Every user** reads this policy, accepts it when joining and each year, and follows it.
- **Line managers** make sure their teams understand and follow it, and report breaches.
- **Information Technology** provides approved software, devices and secure configurations.
- **Information Security** maintains this policy, runs awareness training and monitors compliance.
- **Human Resources** includes the policy in onboarding and applies the disciplinary process.
${securityPolicyClosing(title)}`,
};
