import { Suspense } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { NO_SCRIPT_CSS } from './components/layout/no-script-styles';
import { SiteLayout } from './components/layout/site-layout';
import { COOKIE_BANNER_STYLESHEET_PATH } from '@domain/cookie-consent';
import { PAGE_SCRIPT_LOADER_ID } from './lib/page-script';
import { siteUrl } from './lib/site-url';
import { usePageHydrates, useRouteHandleAsks } from './lib/route-handle';
import { WEB_FONT_SCRIPT } from './lib/web-font';
import { deferredPart, moduleAfterFirstPaint } from './page-delivery';
import { useNonce } from './nonce';
import { PageStyles } from './page-styles';
import { publicSiteTexts } from '@domain/messages/public-site';
// Built as a script of its own, apart from React's chunks (docs/decisions/033).
import pageScript from './enhance/enhance.ts?worker&url';

const PAGE_SCRIPT_LOADER = moduleAfterFirstPaint(pageScript);

const importErrorPage = () => import('./components/error-page').then((module) => module.ErrorPage);
/** The Error page: in a hydrated page's scripts only once a navigation there fails (docs/decisions/036). */
const ErrorPage = await deferredPart({ load: importErrorPage });

// The font is not preloaded: nothing but the page itself comes before the first paint
// (app/lib/web-font.ts, docs/decisions/039).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/**
 * Every page is server-rendered HTML with its styles inline. Only pages whose route asks for it
 * (`handle.hydrate`: forms with rich behaviour) load React; the public site's pages all load the
 * small page script, which adds the menus', banner's and footer's behaviour to the HTML.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const isHydrated = usePageHydrates();
  const hasSiteFrame = !useRouteHandleAsks('ownFrame');
  return (
    <html lang="en-NG" data-site-url={siteUrl()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d3b" />
        <Meta />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WEB_FONT_SCRIPT }} />
        <PageStyles />
        <Links />
        <noscript
          dangerouslySetInnerHTML={{
            __html: `<style>${NO_SCRIPT_CSS}</style><link rel="stylesheet" href="${COOKIE_BANNER_STYLESHEET_PATH}">`,
          }}
        />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        {children}
        {hasSiteFrame ? (
          <script id={PAGE_SCRIPT_LOADER_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT_LOADER }} />
        ) : null}
        {isHydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  if (useRouteHandleAsks('ownFrame')) return <Outlet />;
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const Frame = useRouteHandleAsks('ownFrame') ? BareFrame : SiteLayout;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <Suspense>
          <ErrorPage />
        </Suspense>
      </Frame>
    );
  }
  // A 4xx thrown with a sentence (a form that did not arrive whole): the site's error page says it.
  if (isRouteErrorResponse(error) && error.status < 500 && typeof error.data === 'string') {
    return (
      <Frame>
        <Suspense>
          <ErrorPage formProblem={{ sentence: error.data, formPath: location.pathname }} />
        </Suspense>
      </Frame>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? error.status < 500 && typeof error.data === 'string'
      ? error.data
      : `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  // The stack helps developers; in production it would only help an attacker.
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Frame>
      <section className="mx-auto max-w-3xl px-4 py-16">
        <title>{publicSiteTexts.errors.unexpectedApplicationError}</title>
        <h1 className="text-2xl font-bold">{publicSiteTexts.errors.unexpectedApplicationError}</h1>
        <p className="mt-4 rounded-input bg-error-bg p-4 text-error">{detail}</p>
        {stack ? <pre className="mt-4 overflow-auto text-xs">{stack}</pre> : null}
      </section>
    </Frame>
  );
}

function BareFrame({ children }: { children: React.ReactNode }) {
  return <main>{children}</main>;
}
