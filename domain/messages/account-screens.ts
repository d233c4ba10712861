/**
 * Texts of the account-opening screens that the specification describes but does not quote (the
 * quoted ones are in account.ts, forms.ts and errors.ts). The bank may reword these freely.
 */
export const accountScreens = {
  chooser: {
    intro: 'Open a savings account in minutes with your BVN. Choose who the account is for.',
    personalTitle: 'Personal Account',
    personalText: 'For you, in your own name. Have your BVN, NIN, a passport photo and an ID card ready.',
    corporateTitle: 'Corporate Account',
    corporateText: 'For a company or organisation, opened by a director with their BVN.',
    productsLabel: 'Products',
    benefits: 'Benefits',
  },
  form: {
    corporateIntro: 'Opening an account for a company: the BVN is the director’s.',
    lockedNote: 'from your BVN record',
    lockedForm: 'The form fills in from your BVN record. Validate your BVN first to unlock it.',
    fromLink: 'We filled in some details from the link you followed. Validate your BVN to confirm them.',
    errorSummaryTitle: 'There is a problem',
    required: 'Fields marked * are required.',
    selectPlaceholder: 'Select',
    pending: 'Opening your account, please wait',
    yourDetails: 'Your details',
    contactDetails: 'Contact',
    accountDetails: 'Your account',
    documents: 'Documents',
    opensInNewTab: '(opens in a new tab)',
    formTooLarge: 'The photo and the ID card together are too large to send. Choose images of at most 2 MB each, then validate your BVN and send the form again.',
    backToForm: 'Back to the form',
  },
  phone: {
    countryButton: (name: string, dialCode: string) => `Country code: ${name} +${dialCode}. Change country`,
    searchLabel: 'Search for a country',
    listLabel: 'Countries',
  },
  upload: {
    hint: 'An image (JPEG, PNG, GIF or WebP) of at most 2 MB.',
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
    resent: 'We have sent the e-mail again. It may take a minute to arrive.',
    differentEmailTitle: 'Wrong e-mail address?',
    differentEmailLabel: 'Send the confirmation to this e-mail instead',
    differentEmailSubmit: 'Use this e-mail',
    close: 'Close',
  },
  verification: {
    lead: 'Thank you for confirming your e-mail address.',
    home: 'Back to the home page',
  },
} as const;
