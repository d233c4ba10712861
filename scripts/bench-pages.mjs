// The pages `npm run bench` measures, one per route of app/routes.ts, each a content or a form page
// (a form page is one whose route asks for hydration: `handle.hydrate`, docs/decisions/033),
// and the routes it leaves out with the reason. bench.mjs (Lighthouse) and bench-load.mjs
// (JavaScript per page) both take their pages from here, so they cannot disagree.
//   BENCH_PAGES=/,/about,/x:form   only these pages (a page not listed below is a content page
//                                  unless `:form` follows it)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Issue 12's targets for each kind of page. Seconds for FCP and LCP, gzipped kilobytes for JavaScript. */
export const KIND_TARGETS = {
  content: { performance: 100, fcp: 1.0, lcp: 1.2, javascriptKb: 15 },
  form: { performance: 98, javascriptKb: 150 },
};
/** Accessibility, best practices and SEO: 100 on every page (SEO not on pages kept out of search engines). */
export const SHARED_TARGETS = { accessibility: 100, 'best-practices': 100, seo: 100 };

const content = (route, page = route, more = {}) => ({ route, page, kind: 'content', ...more });
const form = (route, page = route, more = {}) => ({ route, page, kind: 'form', ...more });
/** A page that asks search engines not to list it: Lighthouse's SEO score then fails "is-crawlable" by design. */
const NOINDEX = { noindex: true };

/** The security policies' pages, as app/routes.ts makes them. */
const SECURITY_POLICY_PATHS = JSON.parse(
  readFileSync(new URL('../app/content/policies/security-policy-paths.json', import.meta.url), 'utf8'),
);

/** Every page of the bench, in the order of the specification's table (2.1). Sample ids are real ones of app/content. */
export const PAGES = [
  content('/'),
  form('/login'),
  form('/login/password', '/login/password', NOINDEX),
  content('/bigfamilydream'),
  content('/about'),
  content('/anniversary'),
  content('/newsletter'),
  content('/newsletter-single/:id', '/newsletter-single/home-matters-issue-1'),
  form('/newsletter/unsubscribe', '/newsletter/unsubscribe', NOINDEX),
  content('/blog'),
  content('/blog-single/:id', '/blog-single/buying-land-safely'),
  content('/privacy-policy'),
  content('/terms-of-service'),
  content('/cookie-policy'),
  content('/terms-and-conditions'),
  content('/products/:id', '/products/1'),
  content('/products/category/:category', '/products/category/all'),
  content('/property'),
  content('/property/:id', '/property/17'),
  content('/rates'),
  content('/service-detail/:id', '/service-detail/1'),
  form('/loan-calculator'),
  content('/team'),
  content('/finance'),
  content('/coming-soon'),
  form('/contact'),
  form('/whistle-blower'),
  content('/apps'),
  form('/forms'),
  content('/error', '/error', NOINDEX),
  content('/vendor-policy'),
  ...SECURITY_POLICY_PATHS.map((path) => content(path)),
  content('/directors'),
  content('/management'),
  content('/directors/:profile', '/directors/babatunde-ajayi'),
  content('/management/:profile', '/management/adaeze-nnaji'),
  content('/gallery/:resource/:id', '/gallery/event/1'),
  form('/accountopening'),
  form('/newaccount'),
  form('/newaccount/:purpose', '/newaccount/homeplay'),
  form('/newaccount/:type/:purpose', '/newaccount/ind/r'),
  form('/newaccount/:type/:purpose/:sake', '/newaccount/ind/familyplay/gift'),
  form('/instantAccount', '/instantaccount'),
  form('/instantAccount/:purpose', '/instantaccount/homeplay'),
  form('/instantAccount/:type/:purpose', '/instantaccount/ind/r'),
  form('/instantAccount/:type/:purpose', '/instantaccount/crp/r'),
  form('/instantAccount/:type/:purpose/:sake', '/instantaccount/ind/familyplay/gift'),
  form('/bvnvalidation'),
  form('/profileupdate'),
  content('/bvnphonehelp', '/bvnphonehelp', NOINDEX),
  content('/search', '/search?search=mortgage', NOINDEX),
];

/** Routes of app/routes.ts with no page in the bench, and why. A route ending in `/**` stands for every route below it. */
export const LEFT_OUT = [
  { route: '/account', reason: 'needs a signed-in customer' },
  { route: '/account/profile', reason: 'needs a signed-in customer' },
  { route: '/account/security', reason: 'needs a signed-in customer' },
  { route: '/account/privacy', reason: 'needs a signed-in customer' },
  { route: '/account/statement/:accountNumber', reason: 'needs a signed-in customer' },
  { route: '/account/statement/:accountNumber/download', reason: 'not a page (a PDF or CSV download)' },
  { route: '/account/contact-change/:token', reason: "needs a link from the customer's e-mail" },
  { route: '/loan-step', reason: 'needs a signed-in customer' },
  { route: '/loan-dashboard', reason: 'needs a signed-in customer' },
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

/** The bench's pages: all of PAGES, or those BENCH_PAGES names. */
export function benchPages() {
  if (!process.env.BENCH_PAGES) return PAGES;
  return process.env.BENCH_PAGES.split(',').map((entry) => {
    const [page, kind] = entry.trim().split(':');
    const known = PAGES.find((each) => each.page === page);
    if (kind && kind !== 'content' && kind !== 'form')
      throw new Error(`BENCH_PAGES: ${entry}: the kind is content or form`);
    return known && !kind
      ? known
      : { route: known?.route ?? page, page, kind: kind ?? known?.kind ?? 'content', noindex: known?.noindex };
  });
}

/** The route table as React Router reads it (`react-router routes --json`), as full paths. */
export function routeTablePaths(root) {
  const listed = spawnSync('npx', ['react-router', 'routes', '--json'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`react-router routes: ${listed.stderr}`);
  const paths = [];
  const walk = (routes, parent) => {
    for (const route of routes) {
      const path =
        route.index || route.path === undefined
          ? parent
          : route.path.startsWith('/')
            ? route.path
            : `${parent.replace(/\/$/, '')}/${route.path}`;
      if (route.id !== 'root') paths.push(path || '/');
      if (route.children) walk(route.children, path);
    }
  };
  walk(JSON.parse(listed.stdout.slice(listed.stdout.indexOf('['))), '');
  return [...new Set(paths)];
}

/** Routes of the table with neither a bench page nor a reason to be left out (new routes, most likely). */
export function uncoveredRoutes(root) {
  const covered = (path) =>
    PAGES.some((page) => page.route === path) ||
    LEFT_OUT.some(({ route }) =>
      route.endsWith('/**') ? path === route.slice(0, -3) || path.startsWith(route.slice(0, -2)) : route === path,
    );
  return routeTablePaths(root).filter((path) => !covered(path));
}
