/** Texts of the home, corporate and leadership pages and of the login form (specification 2.1, 2.3). */
export const corporate = {
  titles: {
    directors: 'Board Of Directors',
    management: 'Management Team',
    teamleads: 'Our Team',
    anniversary: '20th Anniversary',
    apps: 'Download Apps',
    mortgageCalculator: 'Mortgage Calculator',
    comingSoon: 'Coming Soon',
    login: 'Login',
  },
  login: {
    accountNoLabel: 'Account Number',
    passwordLabel: 'Password',
    /** Not quoted by the specification: customer sign-in is not built on the website yet. */
    notAvailable: 'Sign-in is not available on the website yet.',
  },
} as const;
