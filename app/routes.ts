import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Variants of a path with the optional purpose, type and sake parameters (specification 2.1). */
function withPlayParams(base: string, file: string) {
  return [
    route(base, file, { id: `${base}` }),
    route(`${base}/:purpose`, file, { id: `${base}/purpose` }),
    route(`${base}/:type/:purpose`, file, { id: `${base}/type/purpose` }),
    route(`${base}/:type/:purpose/:sake`, file, { id: `${base}/type/purpose/sake` }),
  ];
}

const SECURITY_POLICY_PATHS = [
  '/info-transfer-policy-v1',
  '/third-party-info-security-policy-v1',
  '/acceptable-use-policy-v1',
  '/employee-info-security-responsibilities-v1',
  '/physical-access-and-environmental-security-policy-v1',
  '/clear-screen-and-clear-desk-policy-v1',
  '/user-endpoint-devices-policy-v1',
];

/** The route table of specification 2.1. Paths match whatever their case, as the site always has. */
export default [
  index('routes/home.tsx'),
  route('/login', 'routes/login.tsx'),
  // Not in the specification's table: setting a password and the signed-in customer's area (issue 8).
  route('/login/password', 'routes/login-password.tsx'),
  route('/logout', 'routes/logout.ts'),
  route('/account', 'routes/account.tsx', [
    index('routes/account-overview.tsx'),
    route('profile', 'routes/account-profile.tsx'),
    route('security', 'routes/account-security.tsx'),
    route('privacy', 'routes/account-privacy.tsx'),
  ]),
  route('/account/data', 'routes/account-data.ts'),
  route('/bigfamilydream', 'routes/big-family-dream.tsx'),
  route('/about', 'routes/about.tsx'),
  route('/anniversary', 'routes/anniversary.tsx'),
  route('/newsletter', 'routes/newsletter.tsx'),
  route('/newsletter-single/:id', 'routes/newsletter-single.tsx'),
  route('/blog', 'routes/blog.tsx', { id: 'blog' }),
  route('/blog-sidebar', 'routes/blog.tsx', { id: 'blog-sidebar' }),
  route('/blog-single/:id', 'routes/blog-single.tsx'),
  route('/privacy-policy', 'routes/privacy-policy.tsx', { id: 'privacy-policy' }),
  route('/terms-of-service', 'routes/privacy-policy.tsx', { id: 'terms-of-service' }),
  route('/cookie-policy', 'routes/privacy-policy.tsx', { id: 'cookie-policy' }),
  route('/terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('/products/category/:category', 'routes/product-category.tsx'),
  route('/products/:id', 'routes/product.tsx'),
  route('/property/:id', 'routes/property.tsx'),
  route('/service-detail/:id', 'routes/service-detail.tsx'),
  route('/loan-calculator', 'routes/loan-calculator.tsx'),
  route('/loan-calculator/schedule.csv', 'routes/loan-schedule-csv.ts'),
  route('/loan-step', 'routes/loan-step.tsx'),
  route('/loan-dashboard', 'routes/loan-dashboard.tsx'),
  route('/team', 'routes/team.tsx'),
  route('/finance', 'routes/finance.tsx'),
  route('/coming-soon', 'routes/coming-soon.tsx'),
  route('/contact', 'routes/contact.tsx'),
  route('/whistle-blower', 'routes/whistle-blower.tsx'),
  route('/apps', 'routes/apps.tsx'),
  route('/forms', 'routes/forms.tsx'),
  route('/error', 'routes/error.tsx'),
  route('/vendor-policy', 'routes/vendor-policy.tsx'),
  ...SECURITY_POLICY_PATHS.map((path) => route(path, 'routes/security-policy.tsx', { id: path })),
  route('/directors', 'routes/leadership.tsx', { id: 'directors' }),
  route('/management', 'routes/leadership.tsx', { id: 'management' }),
  route('/directors/:profile', 'routes/leadership-profile.tsx', { id: 'directors-profile' }),
  route('/management/:profile', 'routes/leadership-profile.tsx', { id: 'management-profile' }),
  route('/gallery/:resource/:id', 'routes/gallery.tsx'),
  route('/accountopening', 'routes/account-opening.tsx'),
  ...withPlayParams('/newaccount', 'routes/new-account.tsx'),
  ...withPlayParams('/instantAccount', 'routes/instant-account.tsx'),
  route('/bvnvalidation', 'routes/bvn-validation.tsx'),
  route('/profileupdate', 'routes/profile-update.tsx'),
  // Not in the specification's table: where the header's search form lands (docs/decisions).
  route('/search', 'routes/search.tsx'),
  route('/newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('/sitemap.xml', 'routes/sitemap.ts'),
  route('/robots.txt', 'routes/robots.ts'),
  route('/portraits/:file', 'routes/portrait.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
