/** Texts of the Login page and of setting a password (the form's own texts are in the message catalogue). */
export const loginTexts = {
  meta: {
    description:
      'Existing customers of AG Mortgage Bank: sign in to see your accounts, applications and details, with a one-time code sent to your phone.',
  },
  lead: 'For existing customers.',
  formTitle: 'Sign in',
  submit: 'Sign in',
  security:
    'After your password we send a one-time code to the phone on your account. We will never ask for your password or code by phone, SMS or e-mail.',
  newCustomer: {
    title: 'New to AG Mortgage Bank?',
    text: 'Open an account online in a few minutes with your BVN.',
  },
  firstTime: {
    title: 'First time here, or forgotten your password?',
    text: 'Every customer, including those who opened an account on this website, sets a password once with a code to their phone and a code to their e-mail.',
  },
  linking: {
    text: 'Only need to link your BVN and NIN?',
    link: 'Use the Self Service Portal',
  },
  passwordMeta: {
    description:
      'Set the password of your AG Mortgage Bank website profile, or choose a new one, with codes sent to your phone and e-mail.',
  },
  backToSignIn: 'Back to sign in',
} as const;
