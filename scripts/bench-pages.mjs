// The pages `npm run bench` measures: those app/public-pages.ts registers, each a content or a form
// page (a form page is one whose route asks for hydration: `handle.hydrate`, docs/decisions/033),
// and the routes it leaves out with the reason (decision 074). bench.mjs (Lighthouse) and
// bench-load.mjs (JavaScript per page) both take their pages from here, so they cannot disagree; so does
// tests/e2e/content-pages.spec.ts for the content pages it checks.
//   BENCH_PAGES=/,/about,/x:form   only these pages (a page not listed below is a content page
//                                  unless `:form` follows it)
import { tsImport } from 'tsx/esm/api';

/** Issue 12's targets for each kind of page. Seconds for FCP and LCP, gzipped kilobytes for JavaScript. */
export const KIND_TARGETS = {
  content: { performance: 100, fcp: 1.0, lcp: 1.2, javascriptKb: 15 },
  form: { performance: 98, javascriptKb: 150 },
};
/** Accessibility, best practices and SEO: 100 on every page (SEO not on pages kept out of search engines). */
export const SHARED_TARGETS = { accessibility: 100, 'best-practices': 100, seo: 100 };

/** The public pages, as app/public-pages.ts registers them (TypeScript, loaded through tsx). */
const { PUBLIC_PAGES, OTHER_ROUTES } = await tsImport('../app/public-pages.ts', import.meta.url);

/**
 * Every page of the bench, one per sample address of each public page, in the order of the specification's
 * table (2.1). `noindex`: the page asks search engines not to list it, so Lighthouse's SEO score fails
 * "is-crawlable" by design.
 */
export const PAGES = PUBLIC_PAGES.flatMap(({ path, kind, indexing, benchSamples }) =>
  benchSamples.map((page) => ({ route: path, page, kind, ...(indexing === 'noindex' ? { noindex: true } : {}) })),
);

/** Routes of app/routes.ts with no page in the bench, and why. A route ending in `/**` stands for every route below it. */
export const LEFT_OUT = OTHER_ROUTES;

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
