/** Texts of the site shell: header, footer, banners and notices (specification 2.2, 4, 8). */
export const site = {
  header: {
    searchPlaceholder: 'Search...',
    openAccount: 'Open Account',
    openPersonalAccount: 'Open Personal Account',
    openCorporateAccount: 'Open Corporate Account',
  },
} as const;
