import { seedPosts as blogPosts } from '../../app/content/blog';
import { leaderAddress, type LeaderGroup } from '../../domain/content/leader';
import { LEADER_SEED } from '../../domain/content/leader-seed';
import { seedIssues } from '../../app/content/newsletters';
import { ONE_SIZE, expectNoAxeViolations, expect, test } from './fixtures';

/** The first profile of a group in the seed. */
const firstProfile = (group: LeaderGroup) => leaderAddress(LEADER_SEED.find(({ body }) => body.group === group)!.body);

/**
 * Every route of the specification's table 2.1, with the heading the specification names where it names one. An
 * address whose content has another one (issue 31.5) leads there for good (`redirectsTo`), and that page is walked.
 */
const ROUTES: { path: string; redirectsTo?: string; heading?: string | RegExp; title?: RegExp }[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/bigfamilydream' },
  { path: '/about' },
  { path: '/anniversary', heading: /20th Anniversary/ },
  { path: '/newsletter' },
  { path: `/newsletter-single/${seedIssues[0].id}` },
  { path: '/blog' },
  { path: '/blog-sidebar', redirectsTo: '/blog' },
  { path: `/blog-single/${blogPosts[0].id}` },
  { path: '/privacy-policy', heading: 'Our Privacy Policy' },
  { path: '/terms-of-service', heading: 'Our Privacy Policy' },
  { path: '/cookie-policy', heading: 'Our Privacy Policy' },
  { path: '/terms-and-conditions' },
  { path: '/products/1' },
  { path: '/products/category/all' },
  { path: '/property/17' },
  { path: '/property/1' },
  { path: '/property' },
  { path: '/property?state=Lagos&bedrooms=3' },
  { path: '/rates' },
  { path: '/service-detail/1' },
  { path: '/loan-calculator', heading: 'Mortgage Calculator' },
  { path: '/loan-step' },
  // The customer's own: an anonymous visitor is sent to sign in (and comes back afterwards).
  { path: '/loan-dashboard', heading: 'Login' },
  { path: '/team' },
  { path: '/finance' },
  { path: '/coming-soon' },
  { path: '/contact' },
  { path: '/whistle-blower' },
  { path: '/complaints', heading: 'Complaints' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/apps', heading: 'Download Apps' },
  { path: '/forms', heading: 'Download Resource' },
  { path: '/error' },
  { path: '/vendor-policy' },
  { path: '/info-transfer-policy-v1' },
  { path: '/third-party-info-security-policy-v1' },
  { path: '/acceptable-use-policy-v1' },
  { path: '/employee-info-security-responsibilities-v1' },
  { path: '/physical-access-and-environmental-security-policy-v1' },
  { path: '/clear-screen-and-clear-desk-policy-v1' },
  { path: '/user-endpoint-devices-policy-v1' },
  { path: '/directors', heading: 'Board Of Directors' },
  { path: '/management', heading: 'Management Team' },
  { path: firstProfile('director') },
  { path: firstProfile('management') },
  { path: firstProfile('teamlead') },
  { path: '/gallery/event/1' },
  { path: '/search?search=mortgage' },
  { path: '/accountopening', heading: 'Instant Account Opening' },
  { path: '/newaccount', title: /New Account/ },
  { path: '/newaccount/r', title: /New Account/ },
  { path: '/newaccount/ind/r', title: /New Account/ },
  { path: '/newaccount/crp/r/home', title: /New Account/ },
  { path: '/instantAccount', redirectsTo: '/instantaccount', heading: 'Instant Account' },
  { path: '/instantaccount/ind/r', heading: 'Instant Account' },
  { path: '/instantaccount/crp/r', heading: 'Instant Account' },
  { path: '/bvnvalidation', heading: 'Validate Bvn To Proceed' },
  { path: '/profileupdate', title: /Self Service Portal/ },
];

/**
 * The routes walked at a desktop's size too: one of each kind of page (home, article, list, product, property, rates,
 * forms, search, the customer's and the account-opening pages). The rest share their layout with one of these.
 */
const DESKTOP_SAMPLE = new Set([
  '/',
  '/login',
  '/about',
  `/blog-single/${blogPosts[0].id}`,
  '/privacy-policy',
  '/products/1',
  '/products/category/all',
  '/property/1',
  '/property?state=Lagos&bedrooms=3',
  '/rates',
  '/loan-calculator',
  '/loan-step',
  '/contact',
  '/complaints',
  '/faq',
  '/directors',
  firstProfile('director'),
  '/search?search=mortgage',
  '/accountopening',
  '/newaccount/ind/r',
  '/instantaccount/ind/r',
]);

for (const path of DESKTOP_SAMPLE)
  if (!ROUTES.some((route) => route.path === path)) throw new Error(`${path} of DESKTOP_SAMPLE is not a route`);

const ACCOUNT_OPENING_ACTIONS = ['Open Personal Account', 'Open Corporate Account'];

function expectedHeaderActions(path: string): string[] {
  const lower = path.toLowerCase();
  if (lower === '/bigfamilydream' || lower.startsWith('/instantaccount')) return [];
  if (lower === '/accountopening') return ACCOUNT_OPENING_ACTIONS;
  return ['Open Account'];
}

for (const route of ROUTES) {
  test(`${route.path} renders its page`, DESKTOP_SAMPLE.has(route.path) ? {} : ONE_SIZE, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    if (route.redirectsTo) {
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(308);
      expect(new URL(page.url()).pathname).toBe(route.redirectsTo);
    }

    const title = await page.title();
    expect(title.trim().length).toBeGreaterThan(3);
    if (route.title) expect(title).toMatch(route.title);

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    if (route.heading) await expect(heading).toHaveText(route.heading);
    else await expect(heading).not.toBeEmpty();
    if (route.path !== '/coming-soon') expect(await page.getByRole('main').innerText()).not.toMatch(/coming soon/i);

    const banner = page.getByRole('banner');
    const actions = expectedHeaderActions(route.path);
    for (const label of ['Open Account', ...ACCOUNT_OPENING_ACTIONS]) {
      const link = banner.getByRole('link', { name: label, exact: true });
      if (actions.includes(label)) await expect(link.first()).toBeAttached();
      else await expect(link).toHaveCount(0);
    }

    await expectNoAxeViolations(page);
  });
}

test('/coming-soon is the one page that may say so', ONE_SIZE, async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/coming soon/i);
});

test('the header call-to-action rules ignore the case of /instantaccount', ONE_SIZE, async ({ page }) => {
  for (const path of ['/INSTANTACCOUNT/ind/r', '/InstantAccount/crp/r']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Open Account', exact: true })).toHaveCount(0);
  }
});

test('an unknown path answers 404 with the Error page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // The lost visitor's ways on: the search and the most visited pages.
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the API answers unknown paths with its error shape, not the Error page', ONE_SIZE, async ({ request }) => {
  const response = await request.get('/api/v1/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ status: 'error', error: { name: 'NotFound' } });
});

test('robots.txt and sitemap.xml describe the public site', ONE_SIZE, async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /api/');
  const sitemapUrl = robotsText.match(/^Sitemap: (.+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  for (const path of ['/', '/about', '/products/1', '/property/17', '/privacy-policy', '/contact', '/accountopening'])
    expect(locations).toContain(path);
  // Rules are prefixes, or whole paths when they end with $ (as search engines read them).
  const disallowed = [...robotsText.matchAll(/^Disallow: (.+)$/gm)].map(([, rule]) => rule!);
  const isBlocked = (path: string) =>
    disallowed.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
  expect(locations.filter(isBlocked)).toEqual([]);
  expect(['/account', '/account/data', '/login/password', '/search'].filter(isBlocked)).toHaveLength(4);
  for (const path of locations.slice(0, 40)) expect((await request.get(path)).status(), path).toBe(200);
});
