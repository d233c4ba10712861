import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Decision 075: a route's server work lives in its own `<route>.server.ts`, and the route module
 * only wires it. So a route module's runtime imports reach server code through that file alone;
 * type-only imports are erased from both bundles and may name anything.
 */
const routesFolder = new URL('./', import.meta.url);
const appFolder = new URL('../', import.meta.url);
const ROUTE_MODULE = /(?<!\.server|\.test)\.tsx?$/;
const IMPORT = /^import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)';/gm;
const SERVER_CODE = /^@server\/|\.server$/;

/** Every route module under app/routes, as a path relative to that folder. */
const routeModules = readdirSync(routesFolder, { recursive: true, encoding: 'utf8' }).filter((path) =>
  ROUTE_MODULE.test(path),
);

/** The server code a route module imports at run time other than through its own `.server` file. */
function strayServerImports(path: string): string[] {
  const text = readFileSync(new URL(path, routesFolder), 'utf8');
  const ownServerFile = `./${path.split('/').at(-1)?.replace(ROUTE_MODULE, '')}.server`;
  return [...text.matchAll(IMPORT)]
    .filter(([, typeOnly, source]) => !typeOnly && SERVER_CODE.test(source) && source !== ownServerFile)
    .map(([, , source]) => source);
}

/**
 * Every module of app/ outside app/routes that may reach a browser's bundle (not a `.server`
 * module, not a test), as a path relative to app/.
 */
const browserModules = readdirSync(appFolder, { recursive: true, encoding: 'utf8' }).filter(
  (path) => ROUTE_MODULE.test(path) && !path.startsWith('routes/') && !/\.test\.tsx?$/.test(path),
);

/** The server code a browser-side module imports at run time (`@server/` or any `.server` module). */
function serverImportsOf(path: string): string[] {
  const text = readFileSync(new URL(path, appFolder), 'utf8');
  return [...text.matchAll(IMPORT)]
    .filter(([, typeOnly, source]) => !typeOnly && SERVER_CODE.test(source))
    .map(([, , source]) => source);
}

describe('route modules and their server files', () => {
  it('finds the route modules', () => {
    expect(routeModules).toContain('instant-account.tsx');
    expect(routeModules).toContain('staff/loans.tsx');
    expect(routeModules).not.toContain('instant-account.server.ts');
  });

  it.each(routeModules)('%s reaches server code only through its own .server file', (path) => {
    expect(strayServerImports(path)).toEqual([]);
  });
});

describe('the browser-side modules of app/', () => {
  it('finds them', () => {
    expect(browserModules).toContain('components/form-kit/use-checked-form.ts');
    expect(browserModules).toContain('root.tsx');
    expect(browserModules).not.toContain('lib/form-action.server.ts');
    expect(browserModules).not.toContain('entry.server.tsx');
  });

  // A page action's HTTP helpers (statuses, headers) live in `~/lib/form-action.server`, never in the kit.
  it.each(browserModules)('%s imports no server code at run time', (path) => {
    expect(serverImportsOf(path)).toEqual([]);
  });
});
