import { readFileSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { OTHER_ROUTES, PUBLIC_PAGES } from './public-pages';
import routes from './routes';

/** Every route of a route table as a full path ('/account/profile', '/*'), children included. */
function fullPaths(table: readonly RouteConfigEntry[], parent = ''): string[] {
  return table.flatMap((entry) => {
    const path = entry.index
      ? parent || '/'
      : entry.path!.startsWith('/')
        ? entry.path!
        : `${parent.replace(/\/$/, '')}/${entry.path}`;
    return [path, ...fullPaths(entry.children ?? [], path)];
  });
}

/** True when `route` is the route an OTHER_ROUTES entry names, or one below an entry ending in `/**`. */
const namedBy = (route: string, other: string) =>
  other.endsWith('/**') ? route === other.slice(0, -3) || route.startsWith(other.slice(0, -2)) : route === other;

/** The routes of a table that are neither a registered public page nor named in the other routes. */
function routesWithoutAPage(table: readonly RouteConfigEntry[], pages = PUBLIC_PAGES, others = OTHER_ROUTES) {
  return fullPaths(table).filter(
    (route) => !pages.some((page) => page.path === route) && !others.some((other) => namedBy(route, other.route)),
  );
}

/** Whether an address is one of a route path's, parameters and letter case aside ('/blog-single/x' of '/blog-single/:id'). */
const isAddressOf = (address: string, path: string) =>
  new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`, 'i').test(address.split('?')[0]);

describe('the public pages registered in app/public-pages.ts', () => {
  // Issue 29.5b: a page added to the route table alone was silently missing from the sitemap and the bench.
  it('are, with the other routes named with a reason, every route of app/routes.ts', () => {
    expect(routesWithoutAPage(routes)).toEqual([]);
  });

  it('names a route added to the route table but not registered', () => {
    const table: RouteConfigEntry[] = [
      { path: '/about', file: 'routes/about.tsx' },
      { path: '/mortgage-clinic', file: 'routes/mortgage-clinic.tsx' },
      { path: '/staff', file: 'routes/staff/layout.tsx', children: [{ path: 'team', file: 'routes/staff/team.tsx' }] },
    ];
    expect(routesWithoutAPage(table)).toEqual(['/mortgage-clinic']);
  });

  it('names only routes that are in the route table among the other routes', () => {
    const table = fullPaths(routes);
    expect(OTHER_ROUTES.filter((other) => !table.some((route) => namedBy(route, other.route)))).toEqual([]);
  });

  it('registers each path once', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path.toLowerCase());
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))(
    '%s gives addresses, bench samples and a search result of its own path',
    (path, page) => {
      const addresses = page.addresses();
      if (page.prerendered || page.indexing === 'listed') expect(addresses.length).toBeGreaterThan(0);
      const searched = page.search ? [page.search.address ?? page.path] : [];
      for (const address of [...addresses, ...page.benchSamples, ...searched]) {
        expect(address, 'an address, not the pattern').not.toContain(':');
        expect(isAddressOf(address, path), address).toBe(true);
      }
      expect(page.benchSamples.length).toBeGreaterThan(0);
    },
  );

  // The bench holds a form page to the form targets: it must be the page that loads React.
  it.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))(
    '%s is a form page exactly when its route asks for React',
    (_path, page) => {
      const module = readFileSync(new URL(page.file, import.meta.url), 'utf8');
      expect(page.kind).toBe(/^export const handle = HYDRATED_PAGE;$/m.test(module) ? 'form' : 'content');
    },
  );
});
