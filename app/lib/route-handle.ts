import { useMatches } from 'react-router';

/** What a route module's `handle` may ask of the page's frame. */
export interface RouteHandle {
  /** The page loads React and hydrates: a form with rich behaviour. Other pages are HTML and the page script (docs/decisions/033). */
  hydrate?: boolean;
  /** The route draws its own frame instead of the public site's (the back office). */
  ownFrame?: boolean;
}

/** The handle of a page whose form needs React in the browser. */
export const HYDRATED_PAGE: RouteHandle = { hydrate: true };

/** True when a route of the current page asks for this in its handle. */
export function useRouteHandleAsks(flag: keyof RouteHandle): boolean {
  return useMatches().some((match) => Boolean((match.handle as RouteHandle | undefined)?.[flag]));
}
