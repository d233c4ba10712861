import { bank } from '../../bank';
import type { PolicyDocument } from '../policy';

export const termsAndConditions: PolicyDocument = {
  path: '/terms-and-conditions',
  title: 'Terms and Conditions',
  summary:
    'The general terms of every account and service: opening and running your account, electronic banking, charges, closing an account, complaints and the governing law.',
  version: '1.0',
  effectivedate: '2024-03-01',
  owner: 'Legal and Compliance',
  approvedby: 'Board of Directors',
  reviewcycle: 'every year',
  body: `
These terms and conditions govern the relationship between you and ${bank.name} (“the Bank”, “we”, “us”) for every account, card and electronic banking service we provide. Please read them carefully and keep a copy. By opening an account, using a service or accepting these terms online, you agree to them.

## 1. About these terms
1. These general terms apply together with the specific terms of each product (for example an offer letter for a mortgage, or the features of a savings product). If a product's specific terms conflict with these general terms, the specific terms apply to that product.
2. “You” means the account holder and, for a joint or corporate account, each holder and authorised signatory. “Business day” means a day other than a Saturday, Sunday or public holiday in Nigeria.
3. Our [privacy policy](/privacy-policy) explains how we use your personal data and forms part of these terms.

## 2. Opening an account
1. You must be at least 18 years old to open an account in your own name. A parent or guardian opens and operates an account for a child.
2. To meet the ${bank.regulator}'s know-your-customer rules and anti-money-laundering law, we must verify your identity and address before we open an account. Every account must carry your Bank Verification Number (BVN) and your National Identification Number (NIN).
3. You must give us true, complete and current information and tell us promptly when it changes, including your address, phone number and e-mail address. Accounts opened online may have lower limits until all documents are provided.
4. We may decline to open an account, and we are not obliged to give a reason where the law prevents it.
5. For a corporate account, you must provide your registration documents, a board resolution naming the signatories, and the identification of each director, signatory and beneficial owner.

## 3. Running your account
1. **Deposits.** Cash deposits are credited on the day they are received. Cheques are credited only when they have cleared, in line with the clearing cycle in force.
2. **Withdrawals and payments.** We act on instructions given through the channels we provide and authenticated as we require. We may refuse an instruction that is unclear, that would overdraw the account without an agreed facility, or that we reasonably suspect is fraudulent or unlawful.
3. **Signatories and mandates.** For joint and corporate accounts we act on the mandate you give us until you change it in writing. Each holder of a joint account is responsible for the whole balance owed.
4. **Interest.** We pay interest on interest-bearing accounts at the rates we publish for each product, calculated on the daily balance and credited as the product states. Rates may change with market conditions; we will tell you of changes.
5. **Statements.** We provide statements as the product states, and on request. Please check each statement and tell us of any entry you do not recognise within 30 days of receiving it.
6. **Errors.** If we credit your account in error, we may reverse the entry, and we will tell you when we do.

## 4. Electronic banking
1. Our electronic channels include internet banking, the mobile app, USSD, cards and alerts. Each is subject to the limits set by the ${bank.regulator} and to the daily limits you choose within them.
2. Keep your PIN, password, one-time passcodes (OTP) and devices secure. Never disclose them to anyone, including anyone claiming to be from the Bank: **we will never ask for your PIN, password or OTP.**
3. Tell us immediately if your card, phone or credentials are lost or stolen, or if you suspect an unauthorised transaction. Once you have told us, you are not responsible for transactions carried out afterwards without your authority, unless you acted fraudulently.
4. You are responsible for transactions authorised with your credentials before you tell us, unless they resulted from our failure, such as a breach of our systems.
5. Transaction alerts are sent to the phone number and e-mail address we hold for you. Keep them up to date and read your alerts.
6. We work to keep our channels available but they may be interrupted for maintenance or by events outside our control. Where a channel is unavailable, you can use another channel or visit a branch.

## 5. Charges
1. Our charges follow the ${bank.regulator}'s Guide to Charges by Banks, Other Financial and Non-Bank Financial Institutions. Our current tariff is available at every branch and on request.
2. We debit charges, and taxes such as stamp duty and value added tax where the law requires them, to your account when they fall due, and show them on your statement.
3. We will give you notice before we introduce a new charge or increase an existing one, except where the change is required by law or by the regulator with immediate effect.

## 6. Loans and mortgages
Every mortgage and loan is governed by its offer letter and security documents. Where an offer letter is silent, these terms apply. Loan repayments due are debited from your account on the due date; please keep enough funds in the account.

## 7. Set-off and lien
If you owe us money that is due and unpaid, we may use any credit balance on any of your accounts with us to reduce or repay it, after giving you notice, as the law allows.

## 8. Inactive and dormant accounts
An account that has no transaction initiated by you for a long period becomes inactive and then dormant, in line with the ${bank.regulator}'s guidelines. Your money remains yours. To reactivate the account, visit a branch or contact us and complete any updated identification we require.

## 9. Closing your account
1. You may close your account at any time by written instruction, at a branch or through our customer care channels. Please return or destroy any cards and unused cheques.
2. We may close your account by giving you at least 30 days' written notice. We may close or restrict it immediately if we are required to by law or by a regulator, if you have given us false information, or if we reasonably suspect fraud or other unlawful use.
3. On closure, we pay you the balance after deducting any amount you owe us, including charges and interest due to the date of closure. Closing an account does not end any loan; the loan's own terms continue to apply.

## 10. Complaints and disputes
1. If you are unhappy with our service, tell us: call or write to our customer care team at [${bank.email}](mailto:${bank.email}), call ${bank.phone}, or visit any branch. We will acknowledge your complaint promptly, investigate it fairly and give you a written response.
2. If you are not satisfied with our final response, or if we have not resolved your complaint within the time the ${bank.regulator}'s consumer protection rules set, you may escalate it to the Consumer Protection Department of the ${bank.regulator}.
3. We will try to settle any dispute by discussion and, where both parties agree, by mediation before either party goes to court.
4. For concerns about wrongdoing by any member of our staff, you may also use our confidential [whistle-blower channel](/whistle-blower).

## 11. Our liability
We are responsible for losses caused by our negligence, wilful default or breach of these terms. We are not responsible for losses caused by events beyond our reasonable control, such as a failure of national power, telecommunications or payment systems, or by your failure to keep your credentials secure. Nothing in these terms limits any right you have under the Federal Competition and Consumer Protection Act 2018 or other law.

## 12. Notices and communication
We may send you notices by post, e-mail, SMS, through our electronic channels or at our branches. You may send notices to our head office at ${bank.address}, to [${bank.email}](mailto:${bank.email}), or through any branch.

## 13. Changes to these terms
We may change these terms to reflect changes in law, regulation, technology or our products. We will give you notice of a change before it takes effect, except where the law requires it sooner. If you do not accept a change, you may close your account without charge before it takes effect.

## 14. Governing law and jurisdiction
These terms are governed by the laws of the Federal Republic of Nigeria. Subject to section 10, the courts of Nigeria have jurisdiction over any dispute arising from them.
`,
};
