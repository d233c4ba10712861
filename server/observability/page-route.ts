import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** Addresses are the visitor's to choose: the ids of this many stay known, then the list starts again. */
const KNOWN_PATHS_MAX = 2000;

interface RouteTable {
  tree: RouteObject[];
  /** `matchRoutes` flattens and ranks the whole tree on every call: a third of a kept page's CPU. */
  idsByPath: Map<string, string>;
}

const tablesByBuild = new WeakMap<ServerBuild, RouteTable>();

/**
 * The React Router route id serving `pathname` ('routes/account-statement', never the account
 * number in the address), or 'unmatched'. A data request ('/products/1.data', '/_root.data') is
 * named by the page it loads.
 */
export function pageRouteId(build: ServerBuild, pathname: string): string {
  let table = tablesByBuild.get(build);
  if (!table) tablesByBuild.set(build, (table = { tree: routeTree(build.routes), idsByPath: new Map() }));
  let id = table.idsByPath.get(pathname);
  if (id === undefined) {
    const pagePath = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
    id = matchRoutes(table.tree, pagePath)?.at(-1)?.route.id ?? 'unmatched';
    if (table.idsByPath.size >= KNOWN_PATHS_MAX) table.idsByPath.clear();
    table.idsByPath.set(pathname, id);
  }
  return id;
}

function routeTree(manifest: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route!;
      return (
        index
          ? { id, path, index: true, caseSensitive }
          : { id, path, caseSensitive, children: routeTree(manifest, id) }
      ) as RouteObject;
    });
}
