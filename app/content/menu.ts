/**
 * The main menu (specification 2.2 and 3, Menu item): up to three levels. An item with a submenu
 * opens it; its own link, when present, is listed as the first entry of the submenu's column.
 */
export interface MenuItem {
  linkText: string;
  link?: string;
  child: boolean;
  submenu?: MenuItem[];
  /** The submenu ends with the account entry: "Sign in", or "My account" and "Sign out" (app/components/layout/account-slot.tsx). */
  hasAccountEntry?: boolean;
}

const page = (linkText: string, link: string): MenuItem => ({ linkText, link, child: false });
const group = (linkText: string, submenu: MenuItem[], link?: string): MenuItem => ({
  linkText,
  link,
  child: true,
  submenu,
});

/** The product pages listed under each bucket; ids are those of app/content/products.ts (menu.test.ts checks). */
const SAVINGS_PRODUCTS = [
  page('Regular Savings', '/products/1'),
  page('Save-4-It', '/products/2'),
  page('Flexi Account', '/products/3'),
  page('Family Savings (Famsa)', '/products/4'),
  page('Visa Savings', '/products/8'),
  page('Kiddies Account', '/products/12'),
];
const MORTGAGE_PRODUCTS = [
  page('NHF: National Housing Fund', '/products/5'),
  page('Tenant Ownership Mortgage', '/products/6'),
  page('Leap Into Mortgage', '/products/9'),
  page('Acada Mortgage', '/products/10'),
  page('Mortgage Focus Deposits', '/products/11'),
];
const INVESTMENT_PRODUCTS = [page('Assetbin', '/products/7')];
const SME_INVESTMENT_PRODUCTS = [page('AG-Sprint', '/products/13')];
const SERVICES = [
  page('Mortgage Origination', '/service-detail/1'),
  page('Construction Finance', '/service-detail/2'),
  page('NHF Loans', '/service-detail/3'),
  page('Estate Development', '/service-detail/4'),
  page('Retail Banking', '/service-detail/5'),
  page('Finance', '/finance'),
];

export const mainMenu: MenuItem[] = [
  page('Home', '/'),
  group('About', [
    page('About Us', '/about'),
    page('20th Anniversary', '/anniversary'),
    page('Board Of Directors', '/directors'),
    page('Management Team', '/management'),
    page('Our Team', '/team'),
    page('Gallery', '/gallery/event/1'),
  ]),
  group('Products', [
    page('Our Products', '/products/category/all'),
    group('Savings', SAVINGS_PRODUCTS, '/products/category/savings'),
    group('Mortgage', MORTGAGE_PRODUCTS, '/products/category/mortgage'),
    group('Investment', INVESTMENT_PRODUCTS, '/products/category/investment'),
    group('SME Investment', SME_INVESTMENT_PRODUCTS, '/products/category/sme_investment'),
    group('Our Services', SERVICES),
  ]),
  page('Property-mart', '/property'),
  group('Mortgages', [
    page('Mortgage Calculator', '/loan-calculator'),
    page('Apply for a Mortgage', '/loan-step'),
    page('Track Your Mortgage', '/loan-dashboard'),
  ]),
  group('Media', [
    page('Blog', '/blog'),
    page('Newsletter', '/newsletter'),
    page('Download Apps', '/apps'),
    page('Download Resource', '/forms'),
  ]),
  {
    ...group('Self Service', [
      page('Open Account', '/accountopening'),
      page('Full Account Registration', '/newaccount'),
      page('Link BVN & NIN', '/profileupdate'),
      page('Validate BVN', '/bvnvalidation'),
    ]),
    hasAccountEntry: true,
  },
  group('Contact', [
    page('Contact Us', '/contact'),
    page('FAQ', '/faq'),
    page('Complaints', '/complaints'),
    page('Whistle Blower', '/whistle-blower'),
  ]),
];

/** Every link of a menu, depth first: what a test or a sitemap walks. */
export function menuLinks(items: MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link] : []), ...menuLinks(item.submenu ?? [])]);
}

/** How deep a menu goes (the header supports three levels). */
export function menuDepth(items: MenuItem[]): number {
  return items.reduce((deepest, item) => Math.max(deepest, 1 + menuDepth(item.submenu ?? [])), 0);
}

/** True when the item's own link or one of its descendants' is the current page. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return menuLinks([item]).some((link) => link.toLowerCase() === current);
}
