/** Texts of the site shell: header, footer, banners and notices (specification 2.2, 4, 8). */
export const siteTexts = {
  skipToContent: 'Skip to main content',
  header: {
    searchPlaceholder: 'Search...',
    searchLabel: 'Search this website',
    searchSubmit: 'Search',
    searchToggle: 'Search the site',
    openAccount: 'Open Account',
    openPersonalAccount: 'Open Personal Account',
    openCorporateAccount: 'Open Corporate Account',
    /** Read after the logo's name by screen readers: 'AG Mortgage Bank Plc, home page'. */
    homeLinkSuffix: ', home page',
    mainMenu: 'Main menu',
    menuToggle: 'Menu',
    closeMenu: 'Close menu',
    socialLinks: 'The bank on social media',
    onNetwork: (bankName: string, network: string) => `${bankName} on ${network}`,
    callUs: 'Call us',
    emailUs: 'E-mail us',
    submenuOf: (linkText: string) => `${linkText} submenu`,
    /** The account area of the header and of the Self Service menu (issue 28): filled per request from the session. */
    signIn: 'Sign in',
    myAccount: 'My account',
    signOut: 'Sign out',
    /** Read before the first name by screen readers: 'Signed in as Adaeze'. */
    signedInAs: 'Signed in as',
    account: 'Your account',
  },
  footer: {
    label: 'Site footer',
    about:
      'A licensed primary mortgage bank helping Nigerians save, build and own their homes since 2005: savings, National Housing Fund loans, mortgages and investments.',
    usefulLinks: 'Useful Links',
    propertyMart: 'Property Mart',
    personalAccount: 'Personal Account',
    corporateAccount: 'Corporate Account',
    termsAndConditions: 'Terms and Conditions',
    contactUs: 'Contact Us',
    faq: 'FAQ',
    complaints: 'Complaints',
    xFeeds: 'X Feeds',
    pauseFeed: 'Pause the X feed',
    feedPostedOn: 'Posted on',
    readPost: 'Read the full post',
    viewOnX: 'Follow us on X',
    newsLetter: 'News Letter',
    newsLetterLead: 'Product news, rates and home-ownership tips, once a month. Unsubscribe at any time.',
    emailLabel: 'Your e-mail address',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    subscribeSuccess: 'Success! Successfully subscribed! Welcome onboard.',
    subscribeFailure: 'Oops! Something bad happened. Please try again later.',
    closeAlert: 'Close alert',
    regulatorBadge: 'Licensed by the Central Bank of Nigeria',
    dataProtectionBadge: 'NDPC compliant',
    dataProtectionBadgeDetail: 'Nigeria Data Protection Commission',
    ratesAndFees: 'Rates and Fees',
    copyright: ({
      year,
      bankName,
      registrationNumber,
    }: {
      year: number;
      bankName: string;
      registrationNumber: string;
    }) => `© ${year} ${bankName}. ${registrationNumber}. Licensed by the Central Bank of Nigeria. All rights reserved.`,
    backToTop: 'Back to top',
  },
  /** The deposit-insurance mark (drawn for this site, not NDIC's logo) and statement: footer and savings products (issue 31.4). */
  depositInsurance: {
    mark: 'Insured by NDIC',
    statement: 'Deposits are insured by the Nigeria Deposit Insurance Corporation (NDIC) up to the limits it sets.',
  },
  closingBanner: {
    title: 'We are a partner you can trust...',
    lead: 'Join us on our amazing journey',
    downloadApp: 'Download App',
    openAccount: 'Open Account',
  },
  siteNotice: { label: 'Notice from the bank' },
  cookieBanner: {
    label: 'Cookie notice',
    text: 'We use one cookie, mregistered, to remember that you have seen this notice. We set no advertising or tracking cookies.',
    policyLink: 'Read our cookie policy',
    accept: 'Accept',
    deny: 'Deny',
  },
  /** A bookmarked listing taken off the Property Mart (410, decision 101). */
  propertyWithdrawn: {
    title: 'This home is no longer for sale',
    lead: 'The home this address showed has been taken off our Property Mart.',
    cta: 'See the homes for sale',
  },
  notices: {
    label: 'Notifications',
  },
} as const;
