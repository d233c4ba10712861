/**
 * Texts of the customer's own area (issue 8); those of sign-in and password setting are in
 * sign-in.ts. The specification quotes none of them; they are the bank's to edit here.
 */
import { OTP_LENGTH } from '../constants';
import { passwordTexts, signInTexts } from './sign-in';

export const customerAreaTexts = {
  signIn: signInTexts,
  password: passwordTexts,
  area: {
    title: 'My Accounts',
    lead: 'Your accounts, applications and details.',
    nav: { overview: 'Overview', profile: 'Contact details', security: 'Sign-in and sessions', privacy: 'My data' },
    signOut: 'Sign out',
    greeting: (name: string) => `Welcome, ${name}`,
    accountsTitle: 'Your accounts',
    noAccounts: 'No account is open yet.',
    applicationsTitle: 'Your applications',
    noApplications: 'No application on the website.',
    linkStatus: { linked: 'Linked', notLinked: 'Not linked', unknown: 'Cannot check now' },
    linkNow: 'Link your BVN and NIN',
    linkWarning: 'The Central Bank requires both BVN and NIN on every account. Link them to keep this account active.',
    applicationStates: {
      draft: 'Started: verify your e-mail and continue',
      received: 'Received: your account details will be sent shortly',
      approved: 'Approved: account details will be sent to you shortly',
      opened: 'Account opened',
      completed: 'Registration complete',
      declined: 'Declined',
    },
    paths: { wizard: 'New Account', instant: 'Instant Account' },
  },
  contact: {
    title: 'Contact details',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    change: 'Change',
    newEmailLabel: 'New e-mail address',
    newPhoneLabel: 'New phone number',
    sendCode: 'Send a code to the new one',
    passwordLabel: 'Your password',
    passwordHint: 'The 10-digit password you sign in with: we ask for it again before your contact details change.',
    passwordWrong: 'That is not your password.',
    codeSentToEmail: `We sent a ${OTP_LENGTH}-digit code to the new e-mail address. Enter it to confirm the change.`,
    codeSentToPhone: `We sent a ${OTP_LENGTH}-digit code to the new phone number. Enter it to confirm the change.`,
    confirm: 'Confirm the change',
    sameAsBefore: 'That is already your contact detail.',
    changed: { email: 'Your e-mail address is changed.', phoneNo: 'Your phone number is changed.' },
    noticeSubject: 'Your contact details were changed',
    noticeBody: (what: string, masked: string, cancelLink: string) =>
      `The ${what} of your AG Mortgage Bank profile was changed to ${masked}, and every other signed-in session was ended.\n\nIf this was not you, cancel the change within 24 hours here:\n${cancelLink}\n\nCancelling puts back your previous ${what}, signs everyone out and tells our customer service. Then call us on the number on our website.`,
    noticeSms: (what: string) =>
      `AG Mortgage Bank: the ${what} of your profile was just changed. If this was not you, call us at once.`,
    codeMailSubject: 'Confirm your new e-mail address',
    codeMailBody: (code: string) =>
      `Your code to confirm this e-mail address for your AG Mortgage Bank profile is ${code}. It expires in 10 minutes.`,
    codeSms: (code: string) =>
      `${code} is your AG Mortgage Bank code to confirm this phone number. It expires in 10 minutes.`,
    cancel: {
      title: 'Cancel a change to your contact details',
      lead: 'Someone changed the e-mail address or phone number of your profile. If it was not you, cancel the change: we put back your previous details, sign everyone out and tell our customer service.',
      submit: 'Cancel the change',
      working: 'Cancelling…',
      cancelled:
        'The change is cancelled. Your previous contact details are back and every session was ended. Set a new password before you sign in again, and call us on the number on our website.',
      invalidLink:
        'This link is not valid any more: it works once, for 24 hours. If your contact details were changed without you, call us at once.',
      bankSubject: 'A customer cancelled a change of contact details',
      bankBody: (profileRef: string, what: string) =>
        `A customer cancelled a change of their ${what} from the link in our notice: it may have been a takeover. Their previous details are back and every session of theirs was ended.\n\nProfile: ${profileRef}\n\nCall the customer on the phone on record and help them set a new password.`,
    },
    addressTitle: 'Home address',
    homeAddressLabel: 'Home Address',
    cityLabel: 'City',
    stateLabel: 'State of Residence',
    statePlaceholder: 'Choose a state',
    saveAddress: 'Save address',
    addressSaved: 'Your address is saved.',
    noAddress: 'No address on record yet.',
  },
  sessions: {
    title: 'Where you are signed in',
    lead: ({ idleMinutes, maxHours }: { idleMinutes: number; maxHours: number }) =>
      `Each sign-in lasts ${maxHours} hours at most, and ends after ${idleMinutes} minutes without activity. End any you do not recognise, then set a new password.`,
    current: 'This device',
    network: 'Network',
    networkUnknown: 'Not recorded',
    networkNote:
      'Network is the start of the internet address each sign-in came from; we do not keep the rest. It points to an internet provider and area, not an exact place, and changes with your mobile network or Wi-Fi.',
    started: 'Signed in',
    lastActive: 'Last active',
    end: 'End this session',
    ended: 'The session was ended.',
    endOthers: 'Sign out everywhere else',
    endedOthers: 'You are now signed out everywhere else. This device stays signed in.',
    unknownDevice: 'Unknown browser',
    warningTitle: 'Are you still there?',
    warningText: 'For your security you will be signed out in a minute unless you continue.',
    stay: 'Stay signed in',
  },
  privacy: {
    title: 'My data',
    lead: 'Under the Nigeria Data Protection Act you can see the data we hold about you, ask us to correct it, erase it where the law allows, restrict or object to its use. We answer every request within 30 days.',
    downloadTitle: 'A copy of your data',
    downloadText:
      'Download everything we hold about you on the website as a file (JSON): your details, accounts, applications, mortgage applications with the documents you sent, messages, link and contact-change history, requests and sign-ins. Keep the file safe: it holds your identity numbers.',
    download: 'Download my data',
    requestTitle: 'Make a request',
    kindLabel: 'Request',
    kinds: {
      access: 'A copy of my data',
      rectification: 'Correct my data',
      erasure: 'Erase my data',
      restriction: 'Restrict the use of my data',
      objection: 'Object to the use of my data',
    },
    detailsLabel: 'What should we do?',
    detailsHint: 'Say which details are wrong and what they should be, or what to erase and why.',
    detailsInvalid: 'Tell us in at least 10 characters what you would like us to do.',
    kindInvalid: 'Choose the kind of request.',
    erasureNote:
      'Banks must keep account and identity records for at least 5 years after an account closes (Money Laundering (Prevention and Prohibition) Act 2022 and CBN AML/CFT regulations). We erase what no law requires us to keep, such as an unfinished application or marketing preferences, and tell you what we keep and why.',
    send: 'Send request',
    received: (reference: string, due: string) => `We have your request ${reference}. We will answer by ${due}.`,
    listTitle: 'Your requests',
    noRequests: 'No request yet.',
    states: { received: 'Received', completed: 'Completed', declined: 'Declined' },
    due: (date: string) => `Answer due by ${date}`,
    mailSubject: (reference: string) => `Your data request ${reference}`,
    mailBody: ({ reference, kind, due }: { reference: string; kind: string; due: string }) =>
      `We have received your request "${kind}" (reference ${reference}). The Nigeria Data Protection Act gives us 30 days: we will answer by ${due}.\n\nIf you did not make this request, call us at once.`,
  },
} as const;
