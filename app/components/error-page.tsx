import { Calculator, House, IdCard, LayoutGrid, Phone, Search, UserPlus, type LucideIcon } from 'lucide-react';
import { Form } from 'react-router';
import { Link } from '~/components/ui/link';
import { bank } from '@domain/bank';
import { publicSiteTexts } from '@domain/messages/public-site';
import { buttonClasses } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { errorPageTexts, type PopularPageIcon } from '~/content/pages/error';

const ICONS: Record<PopularPageIcon, LucideIcon> = {
  account: UserPlus,
  calculator: Calculator,
  products: LayoutGrid,
  property: House,
  identity: IdCard,
  contact: Phone,
};

/** Why a form could not be taken (a body cut short, characters not allowed), and the form's page. */
export interface FormProblem {
  sentence: string;
  formPath: string;
}

/**
 * The Error page: /error and every unknown path (with a 404), and a form the site could not read
 * (with its 4xx and the reason, issue 27 point 23), which leads back to the form alone. Its own title, one h1, a way on.
 */
export function ErrorPage({ formProblem }: { formProblem?: FormProblem }) {
  const copy = errorPageTexts;
  const title = formProblem ? publicSiteTexts.errors.request.formProblemTitle : copy.title;
  return (
    <>
      <title>{`${title} | ${bank.shortName}`}</title>
      <meta name="robots" content="noindex" />
      <PageBanner title={title} lead={formProblem ? undefined : copy.lead} />
      <Container className="py-10 sm:py-14">
        {formProblem ? (
          <div className="flex max-w-xl flex-col items-start gap-4">
            <p role="alert" className="rounded-input bg-error-bg p-4 font-semibold text-error">
              {formProblem.sentence}
            </p>
            <Link to={formProblem.formPath} className={buttonClasses('primary')}>
              {publicSiteTexts.errors.request.backToForm}
            </Link>
          </div>
        ) : (
          <WaysOn />
        )}
      </Container>
    </>
  );
}

/** Where a visitor who reached no page can go: the site search and the most visited pages. */
function WaysOn() {
  const copy = errorPageTexts;
  return (
    <>
      <Form method="get" action="/search" role="search" className="max-w-xl">
        <label htmlFor="error-search" className="font-semibold">
          {copy.searchLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="error-search"
            name="search"
            type="search"
            autoComplete="off"
            className="min-h-11 w-full rounded-input border border-border-strong px-3 text-base"
          />
          <button type="submit" className={buttonClasses('primary')}>
            <Search aria-hidden="true" size={20} />
            {copy.searchButton}
          </button>
        </div>
      </Form>
      <section aria-labelledby="popular-title" className="mt-12">
        <h2 id="popular-title" className="text-xl font-bold">
          {copy.popularTitle}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {copy.popular.map((page) => {
            const Icon = ICONS[page.icon];
            return (
              <li key={page.to}>
                <Link
                  to={page.to}
                  className="flex min-h-14 items-center gap-3 rounded-card border border-border px-4 py-3 font-semibold hover:border-primary-700 hover:bg-primary-50"
                >
                  <Icon aria-hidden="true" size={22} className="shrink-0 text-primary-700" />
                  {page.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <Link
          to="/"
          className="mt-8 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
        >
          {copy.homeLink}
        </Link>
      </section>
    </>
  );
}
