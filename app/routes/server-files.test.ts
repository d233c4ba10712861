import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Decision 075: a route's server work lives in its own `<route>.server.ts`, and the route module
 * only wires it. So a route module's runtime imports reach server code through that file alone;
 * type-only imports are erased from both bundles and may name anything.
 */
const routesFolder = new URL('./', import.meta.url);
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
