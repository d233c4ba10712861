/** Texts of the Error page, shown for /error and for any path the site does not have. */
export const errorPageTexts = {
  title: 'Sorry, we can’t show that page',
  description: 'The page you asked for is not available. Search the site or go to one of our most visited pages.',
  lead: 'The link may be old or mistyped, or the page may have moved. Search for what you need, or start from one of the pages most people visit.',
  searchLabel: 'Search the site',
  searchButton: 'Search',
  popularTitle: 'Popular pages',
  popular: [
    { to: '/accountopening', label: 'Open Account', icon: 'account' },
    { to: '/loan-calculator', label: 'Mortgage Calculator', icon: 'calculator' },
    { to: '/products/category/all', label: 'Our Products', icon: 'products' },
    { to: '/property', label: 'Property Mart', icon: 'property' },
    { to: '/profileupdate', label: 'Link BVN & NIN', icon: 'identity' },
    { to: '/contact', label: 'Contact Us', icon: 'contact' },
  ],
  homeLink: 'Go to the home page',
} as const;

export type PopularPageIcon = (typeof errorPageTexts.popular)[number]['icon'];
