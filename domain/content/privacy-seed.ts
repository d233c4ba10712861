/**
 * The privacy policy as the site first shows it: seed content (decision 106), loaded on a fresh
 * database as version 1, marked sample; production refuses to start while it is published. Its text
 * carries every fact of specification 1 (tested in app/content/policies/policies.test.ts).
 */
import { bank } from '../bank';
import { CONSENT_COOKIE_NAME } from '../cookie-consent';
import { articleTexts } from '../messages/articles';
import { PRIVACY_KEY, type PrivacyBody } from './privacy';

const body = `
${bank.name} (“${bank.shortName}”, “we”, “us” or “our”) respects your privacy and is committed to protecting your personal data. This policy explains what personal data we collect, why and how we use it, who we share it with, how long we keep it, how we protect it, and the rights you have. It applies when you visit our website, use our mobile and online channels, open or operate an account, apply for a mortgage or other loan, apply for a job with us, or deal with us in any other way.

We process personal data in line with the Nigeria Data Protection Act 2023 (NDPA) and the regulations and directives of the ${bank.dataProtectionRegulator}.

> This version of our privacy policy was published on 8 August 2023 and replaces every earlier version.

## Who we are
${bank.name} is a mortgage bank licensed by the ${bank.regulator}, registered with the Corporate Affairs Commission under number ${bank.registrationNumber}, with its head office at ${bank.address}. We are the data controller of the personal data described in this policy.

We have appointed a Data Protection Officer (DPO), who oversees how we handle personal data and is your first point of contact for any question or request: [${bank.dataProtectionOfficerEmail}](mailto:${bank.dataProtectionOfficerEmail}).

## The personal data we collect
Depending on how you deal with us, we collect the following categories of personal data:
- **Identity data:** title, surname, first name, middle name, mother's maiden name, date of birth, gender, marital status, nationality, state of origin, photograph, signature, National Identification Number (NIN), and the type, number and dates of your identity document.
- **Contact data:** residential and office addresses, nearest bus stop, e-mail address, telephone numbers, and the name, address and phone number of your next of kin and referees.
- **Financial data:** bank account details, Bank Verification Number (BVN), payment card details, income and employment details, National Housing Fund contributions, and credit history.
- **Transaction data:** details of deposits, withdrawals, transfers, loan disbursements and repayments, and of the products and services you hold with us.
- **Technical data:** internet protocol (IP) address, browser type and version, device type, operating system, time-zone setting and the logs our systems keep when you use our website and apps.
- **Profile data:** your online banking username, the products you chose, your preferences, feedback and survey responses.
- **Usage data:** how you use our website, mobile app, products and services.
- **Marketing and communications preferences:** whether you want to receive marketing from us and how you prefer us to communicate with you.

Some of our forms ask for your religion, and mortgage protection insurance may need health information. This is sensitive personal data: we process it only with your explicit consent or where the law allows, we never use it to decide whether to open an account or grant a loan, and we protect it with extra care.

If you do not give us the personal data we need to meet a legal requirement (for example your BVN and NIN, which the ${bank.regulator} requires on every account) or to perform a contract with you, we may not be able to open or keep your account or provide the service you asked for.

## How we collect your personal data
- **From you directly:** when you fill in a form on our website or at a branch, open an account, apply for a loan, subscribe to our newsletter, call or write to us, or apply for a job.
- **Automatically:** when you use our website and apps, our servers record technical and usage data, and our website sets the cookie described below.
- **From third parties:** the Nigeria Inter-Bank Settlement System (for BVN validation), the National Identity Management Commission (for NIN verification), credit bureaus licensed by the ${bank.regulator}, the Federal Mortgage Bank of Nigeria (for National Housing Fund loans), your employer (for salary deductions), your referees, and public registers such as the Corporate Affairs Commission and land registries.

## Why we use your personal data, and our lawful basis
We process personal data only where the NDPA gives us a lawful basis:
- **To perform a contract with you:** to open and run your account, process your transactions, assess and manage your mortgage or loan, and issue cards and statements.
- **To meet our legal obligations:** to verify your identity (know your customer), prevent money laundering and terrorism financing, report to regulators and law enforcement agencies, keep records and pay taxes as the law requires.
- **For our legitimate interests:** to prevent fraud, secure our systems and premises, manage risk, improve our products and service, and defend legal claims, always balanced against your rights and interests.
- **With your consent:** to send you marketing, to process sensitive personal data where consent is required, and to set non-essential cookies. You can withdraw your consent at any time without affecting processing that took place before.
- **To protect vital interests or the public interest:** where necessary to protect someone's life or to carry out a task in the public interest.
- **For recruitment:** to assess job applications, check references and qualifications, and prepare an employment contract.

## Cookies
A cookie is a small text file that a website stores in your browser. Our website sets one cookie on your choice:
- **Name:** ${CONSENT_COOKIE_NAME}
- **What it stores:** only the value true, which records that you accepted our cookie notice. It holds no personal data and is not used to track you.
- **When it is set:** only when you press Accept on the cookie notice, for the whole website (path /). If you choose Deny, we store nothing and the notice appears again on your next visit.
- **Why:** so that we do not show you the cookie notice on every page.

Our website may also use strictly necessary cookies, without which it cannot work, for example to keep a form secure while you complete it. These do not track you and do not need your consent. We do not use advertising cookies, and we do not allow third parties to set tracking cookies on our website.

**How to withdraw your cookie consent:** delete the ${CONSENT_COOKIE_NAME} cookie, or all cookies for our website, in your browser's settings (usually under Privacy, Cookies or Site data). The cookie notice will appear again on your next visit, and you can choose Deny. You can also set your browser to refuse cookies altogether; our website will still work.

## Who we share your personal data with
We never sell your personal data. We share it only where necessary, and only with:
- regulators and public authorities, when the law requires it: the ${bank.regulator}, the Nigeria Deposit Insurance Corporation, the Nigerian Financial Intelligence Unit, the ${bank.dataProtectionRegulator}, tax authorities, courts and law enforcement agencies;
- the Federal Mortgage Bank of Nigeria, for National Housing Fund contributions and loans;
- credit bureaus licensed by the ${bank.regulator}, as the law requires of lenders;
- the Nigeria Inter-Bank Settlement System and other banks, to process payments and validate your BVN;
- service providers who work for us under written contracts that require them to protect your data and use it only on our instructions: information technology and hosting providers, card producers, printers, valuers, lawyers, auditors, insurers and debt recovery agents;
- anyone else, only with your consent.

## Your personal data stays in Nigeria
We do not share or transfer your personal data outside Nigeria: we store and process it in Nigeria. If this ever has to change, we will first update this policy and transfer data only as the NDPA allows, to a country or recipient that ensures an adequate level of protection.

## How long we keep your personal data
We keep personal data only for as long as we need it for the purpose we collected it for, or as long as the law requires:
- **Customers:** for as long as you are our customer, and afterwards for at least five years after the relationship ends, as the Money Laundering (Prevention and Prohibition) Act 2022 requires, or longer where a mortgage, a dispute or a regulator requires it.
- **Job applicants:** if your application is not successful, we keep it for up to 1 year so that we can consider you for other vacancies, and then we delete it. If you are hired, your application becomes part of your staff record.
- **Marketing preferences:** until you withdraw your consent or ask us to stop.
- **Website logs:** for as long as we need them to keep our systems secure, then we delete them.

When we no longer need personal data, we delete it securely or anonymise it.

## How we protect your personal data
We protect personal data with technical and organisational measures that match the risk: encryption of sensitive data such as BVN and NIN, access only for staff who need it, strong authentication, monitoring, regular testing, and training for every member of staff. Our information security policies, including our [Acceptable Use Policy](/acceptable-use-policy-v1) and [Information Transfer Policy](/info-transfer-policy-v1), are published on this website.

If a personal data breach is likely to put your rights and freedoms at risk, we will notify the ${bank.dataProtectionRegulator} within 72 hours of becoming aware of it and, where the risk is high, tell you without delay and explain what you can do to protect yourself.

## Your rights
Under the NDPA you have the right to:
- **Access:** ask whether we process your personal data and receive a copy of it.
- **Rectification:** have inaccurate or incomplete personal data corrected.
- **Erasure:** have your personal data deleted where we no longer have a lawful reason to keep it.
- **Restriction of processing:** ask us to limit how we use your personal data, for example while we check its accuracy.
- **Data portability:** receive the personal data you gave us in a structured, commonly used, machine-readable format, or have it sent to another organisation.
- **Objection:** object to our processing based on legitimate interests, and to direct marketing at any time.
- **Withdraw consent:** withdraw any consent you gave us, at any time, as easily as you gave it.
- **Automated decisions:** not be subject to a decision based solely on automated processing that significantly affects you, and ask for a person to review it.
- **Complaint:** complain to the ${bank.dataProtectionRegulator}.

Some rights are limited by law: for example, we cannot erase records that anti-money-laundering law requires us to keep.

## How to exercise your rights
Send your request to our Data Protection Officer at [${bank.dataProtectionOfficerEmail}](mailto:${bank.dataProtectionOfficerEmail}), write to us at ${bank.address}, or visit any of our branches. We will ask you to confirm your identity, so that we never give your data to someone else.

We process every data subject request within 30 days of receiving it, free of charge. If a request is manifestly unfounded or excessive, we may refuse it or charge a reasonable fee, and we will tell you why.

## Marketing
We send you marketing only with your consent, or about products similar to those you already hold with us. Every marketing e-mail has an unsubscribe link, and you can tell us at any time, through any of our channels, that you no longer want marketing.

## Children
Our children's savings accounts are opened and operated by a parent or guardian. We process a child's personal data only with the consent of the parent or guardian and only to provide the account.

## Links to other websites
Our website links to our pages on social networks and to other websites. Their owners decide how they process your data; please read their privacy policies.

## Changes to this policy
We review this policy regularly. This version was published on 8 August 2023. When we make an important change, we will publish the new version on this page and tell you through our usual channels.

## Contact us and escalation
If you have a question or a complaint about how we handle your personal data, contact our Data Protection Officer first at [${bank.dataProtectionOfficerEmail}](mailto:${bank.dataProtectionOfficerEmail}). If you are not satisfied with our answer, you may escalate your complaint to the regulator, the ${bank.dataProtectionRegulator}, at [ndpc.gov.ng](https://ndpc.gov.ng).
`;

export const PRIVACY_SEED: { key: string; body: PrivacyBody }[] = [
  {
    key: PRIVACY_KEY,
    body: {
      title: articleTexts.privacyPolicyTitle,
      date: '2022-01-25',
      author: 'dataProtection',
      summary:
        'How AG Mortgage Bank collects, uses, shares and protects your personal data under the Nigeria Data Protection Act 2023, our cookie, and your rights.',
      body,
      drawing: { src: '/images/blog/privacy.svg', alt: 'A padlock over a document, with a shield' },
      tags: [10, 13, 5, 8, 12],
      effectivedate: '2023-08-08',
    },
  },
];
