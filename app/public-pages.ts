/**
 * The public site's pages, one entry each, in the order of the specification's table (2.1). The route
 * table (app/routes.ts), the prerendered pages (app/content/prerender.ts), the sitemap
 * (app/content/sitemap-paths.ts), the site search's pages (app/content/search-index.ts), the bench's pages
 * (scripts/bench-pages.mjs) and the browser tests' content pages are all read from here, so a page registered
 * once is in each (decision 074).
 * Relative imports only: react-router.config.ts and the bench load this file without the path aliases.
 */
import { leaderAddress, type LeaderGroup } from '../domain/content/leader';
import { LEADER_SEED } from '../domain/content/leader-seed';
import { SECURITY_POLICY_PATHS } from '../domain/content/policy';
import { seedPosts } from './content/blog';
import { eventAlbums } from './content/galleries';
import { seedIssues, seedVideos } from './content/newsletters';
import { PRODUCT_CATEGORIES, products } from './content/products';
import { seedProperties } from './content/properties';
import { services } from './content/services';

export type PublicPage = {
  /** The route's path, `:name` for a parameter. Paths match whatever their case, as the site always has. */
  path: string;
  /** The route module, under app/. */
  file: string;
  /** The route's id, for a module that serves several routes. */
  id?: string;
  /**
   * The bench's targets (issue 12): `form` for a page whose route asks for React
   * (`export const handle = HYDRATED_PAGE`, decision 033), `content` for the others.
   */
  kind: 'content' | 'form';
  /** Rendered once at build time and served as a file, rather than for each request. */
  prerendered: boolean;
  /**
   * `listed` in the sitemap; `unlisted`, kept out of it (utility pages, another address's copy);
   * `noindex`, kept out and its page asks search engines not to list it (Lighthouse's SEO is then not scored).
   */
  indexing: 'listed' | 'unlisted' | 'noindex';
  /**
   * The addresses of its pages, which are prerendered or listed: the path itself, or for a path with
   * parameters, one per item of its content (none unless given).
   */
  addresses: () => readonly string[];
  /** The addresses the bench measures: the path itself, or for a path with parameters, real ones (to be given). */
  benchSamples: readonly string[];
  /**
   * Its result in the site search (/search), for a page whose text is in no content module (the search index
   * reads those from their content): its title, a sentence or two under it, and the address it links to, the
   * path itself unless given.
   */
  search?: { title: string; summary: string; address?: string };
};

/** The seed's profiles of a group: their addresses never change (decision 097). */
const seedProfilePaths = (group: LeaderGroup) =>
  LEADER_SEED.filter(({ body }) => body.group === group).map(({ body }) => leaderAddress(body));

type Options = Partial<Omit<PublicPage, 'path' | 'file' | 'kind'>>;

function page(kind: PublicPage['kind'], path: string, file: string, options: Options): PublicPage {
  const fixed = path.includes(':') ? [] : [path];
  return {
    path,
    file,
    kind,
    prerendered: kind === 'content',
    indexing: 'listed',
    addresses: () => fixed,
    benchSamples: fixed,
    ...options,
  };
}

/** A page of text and pictures: no React in the browser, prerendered and in the sitemap unless told otherwise. */
const content = (path: string, file: string, options: Options = {}) => page('content', path, file, options);
/** A page whose route asks for React: rendered for each request and in the sitemap unless told otherwise. */
const form = (path: string, file: string, options: Options = {}) => page('form', path, file, options);

/** The path and its variants with the optional purpose, type and sake parameters (specification 2.1). */
function withPlayParams(base: string, file: string, variants: { [Variant in PlayVariant]: Options }): PublicPage[] {
  return PLAY_VARIANTS.map((variant) =>
    form(`${base}${variant.suffix}`, file, { id: `${base}${variant.id}`, ...variants[variant.name] }),
  );
}
type PlayVariant = 'base' | 'purpose' | 'typePurpose' | 'typePurposeSake';
const PLAY_VARIANTS: { name: PlayVariant; suffix: string; id: string }[] = [
  { name: 'base', suffix: '', id: '' },
  { name: 'purpose', suffix: '/:purpose', id: '/purpose' },
  { name: 'typePurpose', suffix: '/:type/:purpose', id: '/type/purpose' },
  { name: 'typePurposeSake', suffix: '/:type/:purpose/:sake', id: '/type/purpose/sake' },
];

/** The instant account's pages the sitemap lists: an individual's and a company's. */
const INSTANT_ACCOUNT_PAGES = ['/instantaccount/ind/r', '/instantaccount/crp/r'];

export const PUBLIC_PAGES: readonly PublicPage[] = [
  // Its featured homes, latest posts and branches are drawn from content in the database: kept by the document cache until a publish (decision 101).
  content('/', 'routes/home.tsx', {
    prerendered: false,
    search: {
      title: 'Home',
      summary:
        'Own your home with AG Mortgage Bank: savings accounts, NHF and other mortgages, property and a mortgage calculator.',
    },
  }),
  form('/login', 'routes/login.tsx', { indexing: 'unlisted' }),
  // Not in the specification's table: setting a password (issue 8).
  form('/login/password', 'routes/login-password.tsx', { indexing: 'noindex' }),
  content('/bigfamilydream', 'routes/big-family-dream.tsx', {
    search: {
      title: 'Big Family Dream',
      summary: 'Our anniversary celebration for families saving together for a home with FAMSA family savings.',
    },
  }),
  // Its branch cards are drawn from content in the database: kept by the document cache until a publish (decision 097).
  content('/about', 'routes/about.tsx', {
    prerendered: false,
    search: {
      title: 'About Us',
      summary:
        'Who we are: a mortgage bank licensed by the Central Bank of Nigeria, helping Nigerians save for, buy and build homes since 2005.',
    },
  }),
  content('/anniversary', 'routes/anniversary.tsx', {
    search: {
      title: '20th Anniversary',
      summary: 'Twenty years of AG Mortgage Bank: our story, our milestones and how we are celebrating with customers.',
    },
  }),
  // The issues and video posts are drawn for each request from the published ones (decision 103); a fresh database has the seed's.
  content('/newsletter', 'routes/newsletter.tsx', {
    prerendered: false,
    search: {
      title: 'Newsletter',
      summary: 'Home Matters, our quarterly newsletter, and short videos from our teams.',
    },
  }),
  content('/newsletter-single/:id', 'routes/newsletter-single.tsx', {
    prerendered: false,
    addresses: () => [...seedIssues, ...seedVideos].map((item) => `/newsletter-single/${item.id}`),
    benchSamples: ['/newsletter-single/home-matters-issue-1'],
  }),
  form('/newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx', { indexing: 'noindex' }),
  // The blog and each post are drawn for each request from the published posts (decision 096); a fresh database has the seed's.
  content('/blog', 'routes/blog.tsx', {
    prerendered: false,
    search: {
      title: 'Blog',
      summary:
        'Guides on the National Housing Fund, saving for a home, land titles, rent-to-own, BVN and NIN, and fraud.',
    },
  }),
  content('/blog-single/:id', 'routes/blog-single.tsx', {
    prerendered: false,
    addresses: () => seedPosts.map((post) => `/blog-single/${post.id}`),
    benchSamples: ['/blog-single/buying-land-safely'],
  }),
  // The privacy article is content in the database: kept by the document cache until a publish (decision 106).
  content('/privacy-policy', 'routes/privacy-policy.tsx', { id: 'privacy-policy', prerendered: false }),
  // Their canonical page is /privacy-policy (issue 15.1).
  content('/terms-of-service', 'routes/privacy-policy.tsx', {
    id: 'terms-of-service',
    prerendered: false,
    indexing: 'unlisted',
  }),
  content('/cookie-policy', 'routes/privacy-policy.tsx', {
    id: 'cookie-policy',
    prerendered: false,
    indexing: 'unlisted',
  }),
  // The information pages' texts are content in the database: kept by the document cache until a publish (decision 105).
  content('/terms-and-conditions', 'routes/policy-page.tsx', { id: 'terms-and-conditions', prerendered: false }),
  // Drawn from content in the database: rendered, then kept by the document cache until a publish (decision 092).
  content('/products/:id', 'routes/product.tsx', {
    prerendered: false,
    addresses: () => products.map((product) => `/products/${product.id}`),
    benchSamples: ['/products/1'],
  }),
  content('/products/category/:category', 'routes/product-category.tsx', {
    addresses: () => PRODUCT_CATEGORIES.map((category) => `/products/category/${category}`),
    benchSamples: ['/products/category/all'],
    search: {
      title: 'Our Products',
      summary: 'Savings accounts, mortgages, investments and SME banking from AG Mortgage Bank.',
      address: '/products/category/all',
    },
  }),
  // Not in the specification's table: the Property Mart's index (issue 31 point 4). It and each listing's page are
  // drawn for each request from the published listings (decision 095); a fresh database has the seed's.
  content('/property', 'routes/property-index.tsx', {
    prerendered: false,
    search: {
      title: 'Property Mart',
      summary: 'Homes and land for sale, checked by our lawyers and valuers, that you can buy with a mortgage.',
    },
  }),
  content('/property/:id', 'routes/property.tsx', {
    prerendered: false,
    addresses: () => seedProperties.map((property) => `/property/${property.id}`),
    benchSamples: ['/property/17'],
  }),
  content('/service-detail/:id', 'routes/service-detail.tsx', {
    addresses: () => services.map((service) => `/service-detail/${service.id}`),
    benchSamples: ['/service-detail/1'],
  }),
  form('/loan-calculator', 'routes/loan-calculator.tsx', {
    prerendered: true,
    search: {
      title: 'Mortgage Calculator',
      summary: 'Work out the monthly repayment of a mortgage for any amount, interest rate and tenor.',
    },
  }),
  // Not in the specification's table: rates and fees from the products (issue 31 point 4).
  content('/rates', 'routes/rates.tsx', {
    prerendered: false,
    search: {
      title: 'Rates and Fees',
      summary:
        'Savings, fixed-deposit, investment and mortgage rates, and every fee, each with the day it took effect.',
    },
  }),
  content('/finance', 'routes/finance.tsx', {
    search: {
      title: 'Mortgage Finance',
      summary: 'How our mortgages work: eligibility, the steps from application to keys, and the documents you need.',
    },
  }),
  content('/coming-soon', 'routes/coming-soon.tsx', { indexing: 'unlisted' }),
  form('/contact', 'routes/contact.tsx', {
    search: {
      title: 'Contact Us',
      summary: 'Call, e-mail or visit AG Mortgage Bank: our head office, branches and customer care.',
    },
  }),
  form('/whistle-blower', 'routes/whistle-blower.tsx', {
    search: {
      title: 'Whistle-blower',
      summary: 'Report suspected fraud, bribery or misconduct in confidence, without fear of reprisal.',
    },
  }),
  // Not in the specification's table: issue 31 point 4. /faq is drawn for each request from the published
  // entries in the database, so that a publish shows at once on every instance (decision 085).
  form('/complaints', 'routes/complaints.tsx'),
  content('/faq', 'routes/faq.tsx', { prerendered: false }),
  content('/apps', 'routes/apps.tsx', {
    search: {
      title: 'Download Apps',
      summary: 'Bank from your phone with the AG Mortgage Bank mobile app for Android and iPhone.',
    },
  }),
  form('/forms', 'routes/forms.tsx', {
    search: { title: 'Download Resource', summary: 'Download account opening, mortgage application and other forms.' },
  }),
  content('/error', 'routes/error.tsx', { indexing: 'noindex' }),
  content('/vendor-policy', 'routes/policy-page.tsx', { id: 'vendor-policy', prerendered: false }),
  ...SECURITY_POLICY_PATHS.map((path) => content(path, 'routes/policy-page.tsx', { id: path, prerendered: false })),
  // The board, the management and the team leads are drawn from content in the database: kept by the document
  // cache until a publish (decisions 097, 104). The profiles' addresses are the seed's; the sitemap adds those published since.
  content('/directors', 'routes/leadership.tsx', {
    id: 'directors',
    prerendered: false,
    search: { title: 'Board Of Directors', summary: 'The members of the Board of Directors of AG Mortgage Bank.' },
  }),
  content('/management', 'routes/leadership.tsx', {
    id: 'management',
    prerendered: false,
    search: { title: 'Management Team', summary: 'The Managing Director and the management team of AG Mortgage Bank.' },
  }),
  content('/team', 'routes/leadership.tsx', {
    id: 'team',
    prerendered: false,
    search: {
      title: 'Our Team',
      summary: 'The team leads and regional coordinators who serve our customers across Nigeria.',
    },
  }),
  content('/directors/:profile', 'routes/leadership-profile.tsx', {
    id: 'directors-profile',
    prerendered: false,
    addresses: () => seedProfilePaths('director'),
    benchSamples: ['/directors/babatunde-ajayi'],
  }),
  content('/management/:profile', 'routes/leadership-profile.tsx', {
    id: 'management-profile',
    prerendered: false,
    addresses: () => seedProfilePaths('management'),
    benchSamples: ['/management/adaeze-nnaji'],
  }),
  content('/team/:profile', 'routes/leadership-profile.tsx', {
    id: 'team-profile',
    prerendered: false,
    addresses: () => seedProfilePaths('teamlead'),
    benchSamples: ['/team/olumide-ayodele'],
  }),
  // A listing's gallery is drawn for each request from its published version; the sitemap adds each (decision 095).
  content('/gallery/:resource/:id', 'routes/gallery.tsx', {
    addresses: () => eventAlbums.map((album) => `/gallery/event/${album.id}`),
    benchSamples: ['/gallery/event/1'],
  }),
  form('/accountopening', 'routes/account-opening.tsx', {
    search: {
      title: 'Open an Account',
      summary: 'Open a personal or corporate account online with your BVN: savings, NHF, FAMSA, Save-4-It and more.',
    },
  }),
  ...withPlayParams('/newaccount', 'routes/new-account.tsx', {
    base: {
      search: {
        title: 'New Account',
        summary:
          'The five-step account opening form: basic information, personal information, location, next of kin and identity.',
      },
    },
    purpose: { indexing: 'unlisted', benchSamples: ['/newaccount/homeplay'] },
    typePurpose: { indexing: 'unlisted', benchSamples: ['/newaccount/ind/r'] },
    typePurposeSake: { indexing: 'unlisted', benchSamples: ['/newaccount/ind/familyplay/gift'] },
  }),
  // The route's loader sends any other spelling to the lower-case one.
  ...withPlayParams('/instantAccount', 'routes/instant-account.tsx', {
    base: { indexing: 'unlisted', benchSamples: ['/instantaccount'] },
    purpose: { indexing: 'unlisted', benchSamples: ['/instantaccount/homeplay'] },
    typePurpose: {
      addresses: () => INSTANT_ACCOUNT_PAGES,
      benchSamples: INSTANT_ACCOUNT_PAGES,
      search: {
        title: 'Instant Account',
        summary: 'Open an instant account in one step with your BVN, NIN, passport photo and ID card.',
        address: INSTANT_ACCOUNT_PAGES[0],
      },
    },
    typePurposeSake: { indexing: 'unlisted', benchSamples: ['/instantaccount/ind/familyplay/gift'] },
  }),
  form('/bvnvalidation', 'routes/bvn-validation.tsx', {
    search: {
      title: 'BVN Validation',
      summary:
        'Validate your Bank Verification Number (BVN) to continue an account application. Dial *565*0# to retrieve your BVN.',
    },
  }),
  form('/profileupdate', 'routes/profile-update.tsx', {
    search: {
      title: 'Self Service Portal',
      summary:
        'Link your BVN and NIN to your account online, as the Central Bank of Nigeria requires (circular PSM/DIR/PUB/CIR/001/053).',
    },
  }),
  // Not in the specification's table: what to do when no code comes (issue 27), and its answer without JavaScript.
  content('/bvnphonehelp', 'routes/bvn-phone-help.tsx', { prerendered: false, indexing: 'noindex' }),
  // Not in the specification's table: where the header's search form lands.
  content('/search', 'routes/search.tsx', {
    prerendered: false,
    indexing: 'noindex',
    benchSamples: ['/search?search=mortgage'],
  }),
];

/**
 * The routes of app/routes.ts that are not public pages, and why: none is prerendered, in the sitemap
 * or measured by the bench. A route ending in `/**` stands for every route below it.
 */
export const OTHER_ROUTES: readonly { route: string; reason: string }[] = [
  { route: '/account', reason: 'needs a signed-in customer' },
  { route: '/account/profile', reason: 'needs a signed-in customer' },
  { route: '/account/security', reason: 'needs a signed-in customer' },
  { route: '/account/privacy', reason: 'needs a signed-in customer' },
  { route: '/account/statement/:accountNumber', reason: 'needs a signed-in customer' },
  { route: '/account/statement/:accountNumber/download', reason: 'not a page (a PDF or CSV download)' },
  { route: '/account/contact-change/:token', reason: "needs a link from the customer's e-mail" },
  { route: '/loan-step', reason: 'needs a signed-in customer' },
  { route: '/loan-dashboard', reason: 'needs a signed-in customer' },
  { route: '/loan-dashboard/:id/offer-letter', reason: 'not a page (a PDF download)' },
  { route: '/staff/**', reason: 'the back office: staff only, never indexed' },
  { route: '/logout', reason: 'not a page (signs out and redirects)' },
  { route: '/account/data', reason: 'not a page (a download)' },
  { route: '/loan-calculator/schedule.csv', reason: 'not a page (a CSV file)' },
  { route: '/blog-sidebar', reason: 'not a page (redirects to /blog, which shows the sidebar)' },
  { route: '/sitemap.xml', reason: 'not a page' },
  { route: '/robots.txt', reason: 'not a page' },
  { route: '/portraits/:file', reason: 'not a page (an image)' },
  { route: '/*', reason: 'answers 404, which Lighthouse refuses to audit; /error shows the same page' },
];
