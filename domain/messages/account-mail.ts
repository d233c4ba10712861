/**
 * The account-opening e-mails (subjects and bodies), apart from the texts the pages show: only the
 * server sends them, so no page's script carries them.
 */
import { bank } from '../bank';

export const accountMail = {
  verifySubject: 'Verify your email address',
  verifyBody: ({ firstname, link }: { firstname: string; link: string }) =>
    [
      `Dear ${firstname},`,
      '',
      `Thank you for opening an account with ${bank.name}. Please confirm that this is your email address by opening the link below:`,
      '',
      link,
      '',
      'The link works once and expires in 48 hours. If you did not open an account with us, you can ignore this email.',
      '',
      bank.name,
    ].join('\n'),
  accountSubject: (acctTypeName: string) => `Your ${acctTypeName} account details`,
  accountBody: ({ firstname, accountName, acctTypeName, acctNumber, isEmailVerified }: { firstname: string; accountName: string; acctTypeName: string; acctNumber: string; isEmailVerified: boolean }) =>
    [
      `Dear ${firstname},`,
      '',
      `Your ${acctTypeName} account is open.`,
      '',
      `Account name: ${accountName}`,
      `Account number: ${acctNumber}`,
      '',
      ...(isEmailVerified ? [] : ['Please verify your email address with the link we sent you.']),
      `For help, write to ${bank.email} or call ${bank.phone}.`,
      '',
      bank.name,
    ].join('\n'),
  addressChangedSubject: 'Your e-mail address was changed',
  addressChangedBody: ({ firstname, newAddress }: { firstname: string; newAddress: string }) =>
    [
      `Dear ${firstname},`,
      '',
      `The e-mail address of your application with ${bank.name} was changed to ${newAddress}, confirmed with a code sent to the phone on your BVN record. Messages about your account now go there.`,
      '',
      `If you did not ask for this, call us at once on ${bank.phone} or write to ${bank.email}.`,
      '',
      bank.name,
    ].join('\n'),
} as const;
