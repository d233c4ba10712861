/** Texts of the home, corporate and leadership pages and of the login form (specification 2.1, 2.3). */
export const corporateTexts = {
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
    passwordLabel: 'Password',
  },
} as const;
