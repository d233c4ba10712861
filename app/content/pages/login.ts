/** Copy of the Login page. Customer sign-in is not built on the website yet, and the page says so. */
export const loginCopy = {
  meta: {
    description: 'Existing customers of AG Mortgage Bank: how to sign in to your accounts with the mobile app and internet banking.',
  },
  lead: 'For existing customers.',
  notice: 'Online banking sign-in is through our mobile app and internet banking. Signing in on this website is not available yet, so no account details are checked here.',
  formTitle: 'Sign in',
  accountNoHint: 'The 10 digits of your account number',
  passwordHint: 'Your 10-digit password',
  submit: 'Sign in',
  pending: 'Checking',
  unavailableNext: 'To reach your accounts now, use the AG Mortgage Bank app or internet banking.',
  appLink: 'Get the app',
  linkingText: 'Need to link your BVN and NIN to your account?',
  linkingLink: 'Use the Self Service Portal',
  newCustomer: {
    title: 'New to AG Mortgage Bank?',
    text: 'Open an account online in a few minutes with your BVN.',
  },
  forgotten: {
    title: 'Forgotten your password?',
    text: 'Reset it in the app, or visit any of our branches with a valid ID.',
  },
} as const;
