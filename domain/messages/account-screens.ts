/**
 * Texts of the account-opening screens that the specification describes but does not quote (the
 * quoted ones are in account.ts, forms.ts and errors.ts). The bank may reword these freely.
 */
export const accountScreenTexts = {
  chooser: {
    intro: 'Open a savings account in minutes with your BVN. Choose who the account is for.',
    personalTitle: 'Personal Account',
    personalText: 'For you, in your own name. Have your BVN, NIN, a passport photo and an ID card ready.',
    corporateTitle: 'Corporate Account',
    corporateText: 'For a company or organisation, opened by a director with their BVN.',
    productsLabel: 'Products',
    benefits: 'Benefits',
    /** /newaccount's breadcrumb to /accountopening, which offers both paths (the menu's name for it). */
    crumb: 'Open Account',
    pathsTitle: 'Which way suits you?',
    instantPath:
      'Instant account: a few minutes with your BVN, for a savings account in your own name or for your company.',
    fullPath: 'Full registration: five steps, for every product we offer and for corporate accounts with referees.',
    fullTitle: 'Full Registration',
    fullText:
      'Every product, personal or corporate. About 15 minutes: have your BVN, a valid ID and a recent utility bill ready.',
  },
  form: {
    corporateIntro:
      'Opening an account for a company: the account is in the company’s name, and the director whose BVN you validate signs for it.',
    lockedNote: 'from your BVN record',
    lockedForm: 'The form fills in from your BVN record. Validate your BVN first to unlock it.',
    fromLink: 'We filled in some details from the link you followed. Validate your BVN to confirm them.',
    errorSummaryTitle: 'There is a problem',
    required: 'Fields marked * are required.',
    selectPlaceholder: 'Select',
    pending: 'Opening your account, please wait',
    yourDetails: 'Your details',
    companyDetails: 'The company',
    directorDetails: 'The director who signs for the company',
    cacNumberHint: 'As on the certificate of registration: RC 1234567 for a company, BN 1234567 for a business name.',
    contactDetails: 'Contact',
    accountDetails: 'Your account',
    documents: 'Documents',
    opensInNewTab: '(opens in a new tab)',
    formTooLarge:
      'The photo and the ID card together are too large to send. Choose images of at most 2MB each, then validate your BVN and send the form again.',
    backToForm: 'Back to the form',
    alreadyOpenedNext: 'Sign in to see the account you already have, or choose another type of account.',
    signIn: 'Sign in',
    otherProducts: 'Other types of account',
  },
  phone: {
    countryButton: (name: string, dialCode: string) => `Country code: ${name} +${dialCode}. Change country`,
    searchLabel: 'Search for a country',
    listLabel: 'Countries',
  },
  upload: {
    /** The limit as the size message words it ('1MB', '2MB'): one limit, one wording (decision 010). */
    hint: (limit: string) => `An image (JPEG, PNG, GIF or WebP) of at most ${limit}.`,
    /** Said only where the browser can do it (JavaScript). */
    shrinkHint: 'A larger photo is made smaller before it is sent.',
    takePhoto: 'Or take a photo with your camera',
    shrinking: 'Making your photo smaller...',
    shrunk: (from: string, to: string) => `Made smaller to send: ${from} to ${to}.`,
    uploaded: (label: string) => `Your ${label} is already uploaded. Choose a file only to replace it.`,
    chosen: (name: string, size: string) => `${name}, ${size}`,
    progress: (name: string) => `Uploading ${name}`,
    previewAlt: (label: string) => `Preview of your ${label}`,
  },
  bvnDialog: {
    close: 'Close',
    redirecting: 'Taking you to the identity service...',
  },
  bvnPage: {
    lead: 'We check your BVN with the identity service. You approve sharing your details there, then come back here.',
    fetchedLead: 'These are the details your BVN record holds. They will fill in the Instant Account form.',
    continue: 'Continue to the Instant Account form',
    dataLabels: {
      bvnNo: 'BVN',
      name: 'Name',
      gender: 'Gender',
      birthDate: 'Date of Birth',
      phoneNo: 'Phone',
      nin: 'NIN',
    },
    none: 'Not in the record',
  },
  result: {
    accountNumber: 'Account number',
    accountType: 'Account type',
    copy: 'Copy account number',
    copied: 'Account number copied',
    emailSentTo: (email: string) => `We sent a verification link to ${email}.`,
    signatory: (name: string) => `Signatory: ${name}`,
    resent: 'We have sent the e-mail again. It may take a minute to arrive.',
    differentEmailTitle: 'Wrong e-mail address?',
    differentEmailLabel: 'Send the confirmation to this e-mail instead',
    differentEmailSubmit: 'Use this e-mail',
    emailAlreadyVerified: (email: string) =>
      `Your e-mail address ${email} is already verified, from your earlier account: there is nothing to confirm this time. The account details go there.`,
    emailKept: (kept: string, submitted: string) =>
      `You gave ${submitted}, but we keep the address of your earlier account, ${kept}, and sent everything there. To use ${submitted} instead, change it below.`,
    close: 'Close',
  },
  verification: {
    lead: 'Thank you for confirming your e-mail address.',
    home: 'Back to the home page',
    confirmTitle: 'Confirm your e-mail address',
    confirmLead: 'Tap the button below to confirm that this e-mail address is yours.',
    confirmButton: 'Verify my e-mail',
    expiredTitle: 'This link has expired',
    expiredLead:
      'A link works for 48 hours, and only the newest link we sent works. We can send a new link to the address you gave us.',
    invalid: 'This verification link is not valid. Please open the whole link from the e-mail we sent you.',
    invalidNext:
      'Open the link of the newest e-mail we sent: a link stops working when we send a new one. If you already confirmed your address, sign in to see your account. If you did not get an e-mail, use Resend email on the screen where you opened the account, or contact us.',
    usedLinkLead: (firstname: string) =>
      `Welcome back, ${firstname}. This link was already used: sign in to see your account in full.`,
    signIn: 'Sign in',
    contact: 'Contact us',
  },
} as const;
