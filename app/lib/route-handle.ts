import { createContext, useContext } from 'react';
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

/** True when a route of the page, given by the handles of its matched routes, asks for this. */
export function handlesAsk(handles: readonly unknown[], flag: keyof RouteHandle): boolean {
  return handles.some((handle) => Boolean((handle as RouteHandle | undefined)?.[flag]));
}

/** True when a route of the current page asks for this in its handle. */
export function useRouteHandleAsks(flag: keyof RouteHandle): boolean {
  return handlesAsk(
    useMatches().map((match) => match.handle),
    flag,
  );
}

/**
 * Whether the page loads React: the server entry decides it once from the handles and says so
 * here. In the browser React runs on hydrated pages only, hence the default.
 */
export const PageHydratesContext = createContext(true);

export const usePageHydrates = () => useContext(PageHydratesContext);
