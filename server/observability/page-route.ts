import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

const treesByBuild = new WeakMap<ServerBuild, RouteObject[]>();

/**
 * The React Router route id serving `pathname` ('routes/account-statement', never the account
 * number in the address), or 'unmatched'. A data request ('/products/1.data', '/_root.data') is
 * named by the page it loads.
 */
export function pageRouteId(build: ServerBuild, pathname: string): string {
  let tree = treesByBuild.get(build);
  if (!tree) treesByBuild.set(build, (tree = routeTree(build.routes)));
  const pagePath = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  return matchRoutes(tree, pagePath)?.at(-1)?.route.id ?? 'unmatched';
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
