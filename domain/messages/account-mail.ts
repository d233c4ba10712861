/**
 * The account-opening e-mails (subjects and bodies), apart from the texts the pages show: only the
 * server sends them, so no page's script carries them.
 */
import { bank } from '../bank';

export const accountMailTexts = {
  verifySubject: 'Verify your email address',
  verifyBody: ({ firstname, link, hours }: { firstname: string; link: string; hours: number }) =>
    [
      `Dear ${firstname},`,
      '',
      `Thank you for opening an account with ${bank.name}. Please confirm that this is your email address by opening the link below:`,
      '',
      link,
      '',
      `The link works once, on one device, and expires in ${hours} hours. If you did not open an account with us, you can ignore this email.`,
      '',
      bank.name,
    ].join('\n'),
  continueSubject: 'Continue your registration on this device',
  continueBody: ({ firstname, link, hours }: { firstname: string; link: string; hours: number }) =>
    [
      `Dear ${firstname},`,
      '',
      `You asked to continue your account registration with ${bank.name} on another device. Open this link on that device:`,
      '',
      link,
      '',
      `The link works once and expires in ${hours} hours. If you did not ask for it, you can ignore this email: nobody can use your application without it.`,
      '',
      bank.name,
    ].join('\n'),
  newBrowserSubject: 'Your application was opened on a new device',
  newBrowserBody: ({ firstname, when, means }: { firstname: string; when: string; means: string }) =>
    [
      `Dear ${firstname},`,
      '',
      `On ${when} (Lagos time), your account application with ${bank.name} was opened on a new device, ${means}. That device can now see and change your application for 24 hours.`,
      '',
      `If this was you, there is nothing to do. If it was not, call us at once on ${bank.phone} or write to ${bank.email}.`,
      '',
      bank.name,
    ].join('\n'),
  /** How the new device proved it was the customer's (the `means` of newBrowserBody). */
  newBrowserMeans: {
    link: 'with the link we sent to this email address',
    phoneCode: 'with a code sent by SMS to the phone number on your BVN record',
    bvn: 'with your BVN and a code sent by SMS to the phone number on your BVN record',
  },
  continueSms: (code: string) =>
    `${code} is your code to continue your ${bank.shortName} account registration on another device. It expires in 10 minutes. Never tell anyone this code.`,
  accountSubject: (acctTypeName: string) => `Your ${acctTypeName} account details`,
  accountBody: ({
    firstname,
    accountName,
    acctTypeName,
    acctNumber,
    isEmailVerified,
  }: {
    firstname: string;
    accountName: string;
    acctTypeName: string;
    acctNumber: string;
    isEmailVerified: boolean;
  }) =>
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
