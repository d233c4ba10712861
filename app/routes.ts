import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { PUBLIC_PAGES, type PublicPage } from './public-pages';

/** A public page's route: the home page is the index route. */
const routeOf = ({ path, file, id }: PublicPage) => (path === '/' ? index(file) : route(path, file, id ? { id } : {}));

/**
 * The route table of specification 2.1. Paths match whatever their case, as the site always has.
 * The public site's pages are registered in app/public-pages.ts; the routes below are the others,
 * each named there in OTHER_ROUTES with the reason.
 */
export default [
  ...PUBLIC_PAGES.map(routeOf),
  // Not in the specification's table: signing out and the signed-in customer's area (issue 8).
  route('/logout', 'routes/logout.ts'),
  route('/account', 'routes/account.tsx', [
    index('routes/account-overview.tsx'),
    route('profile', 'routes/account-profile.tsx'),
    route('security', 'routes/account-security.tsx'),
    route('privacy', 'routes/account-privacy.tsx'),
    route('statement/:accountNumber', 'routes/account-statement.tsx'),
  ]),
  route('/account/data', 'routes/account-data.ts'),
  route('/account/statement/:accountNumber/download', 'routes/account-statement-download.ts'),
  route('/account/contact-change/:token', 'routes/account-contact-change.tsx'),
  // The back office (issue 10): its own frame, not linked from the public site.
  route('/staff/login', 'routes/staff/login.tsx'),
  route('/staff/login/code', 'routes/staff/login-code.tsx'),
  route('/staff/enrol', 'routes/staff/enrol.tsx'),
  route('/staff/invite/:token', 'routes/staff/invite.tsx'),
  route('/staff/logout', 'routes/staff/logout.ts'),
  route('/staff/export/:queue', 'routes/staff/export.ts'),
  route('/staff/applications/:id/documents/:document', 'routes/staff/application-document.ts'),
  route('/staff/applications/:id/documents/:document/image', 'routes/staff/application-document-image.ts'),
  route('/staff/loans/:id/documents/:document', 'routes/staff/loan-document.ts'),
  route('/staff/loans/:id/offer-letter', 'routes/staff/loan-offer-letter.ts'),
  route('/staff', 'routes/staff/layout.tsx', [
    index('routes/staff/home.tsx'),
    route('team', 'routes/staff/team.tsx'),
    route('approvals', 'routes/staff/approvals.tsx'),
    route('applications', 'routes/staff/applications.tsx'),
    route('applications/:id', 'routes/staff/application.tsx'),
    route('pending-accounts', 'routes/staff/pending-accounts.tsx'),
    route('links', 'routes/staff/links.tsx'),
    route('links/:accountNumber', 'routes/staff/link-account.tsx'),
    route('bvn-phone-help', 'routes/staff/bvn-phone-help.tsx'),
    route('bvn-phone-help/:id', 'routes/staff/bvn-phone-help-request.tsx'),
    route('messages', 'routes/staff/contact-messages.tsx'),
    route('messages/:id', 'routes/staff/contact-message.tsx'),
    route('subscribers', 'routes/staff/subscribers.tsx'),
    route('whistle-blower', 'routes/staff/whistle-blower-reports.tsx'),
    route('whistle-blower/:id', 'routes/staff/whistle-blower-report.tsx'),
    route('data-requests', 'routes/staff/data-requests.tsx'),
    route('data-requests/:id', 'routes/staff/data-request.tsx'),
    route('loans', 'routes/staff/loans.tsx'),
    route('loans/:id', 'routes/staff/loan.tsx'),
    route('audit', 'routes/staff/audit.tsx'),
    route('content', 'routes/staff/content.tsx'),
    route('content/pictures', 'routes/staff/content-pictures.tsx'),
    route('content/:id', 'routes/staff/content-item.tsx'),
    route('customers', 'routes/staff/customers.tsx'),
    route('customers/:key', 'routes/staff/customer.tsx'),
  ]),
  // The signed-in customer's mortgage application (decisions 054, 055).
  route('/loan-step', 'routes/loan-step.tsx'),
  route('/loan-dashboard', 'routes/loan-dashboard.tsx'),
  route('/loan-dashboard/:id/offer-letter', 'routes/loan-offer-letter.ts'),
  // Not pages: a redirect, and files made for each request or from content.
  route('/blog-sidebar', 'routes/blog-sidebar.ts'),
  route('/loan-calculator/schedule.csv', 'routes/loan-schedule-csv.ts'),
  route('/sitemap.xml', 'routes/sitemap.ts'),
  route('/robots.txt', 'routes/robots.ts'),
  route('/portraits/:file', 'routes/portrait.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
