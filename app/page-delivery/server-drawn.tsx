import { isValidElement, useContext, useState, type ReactNode } from 'react';
import { MarkupStoreContext } from './markup-store';

/** The `cacheKey` of a part that is the same on every page. */
export const SAME_ON_EVERY_PAGE = '';

/**
 * Markup that the server draws and the browser keeps as it came, on the pages that hydrate: the
 * code of its components stays out of those pages' scripts. For parts of the frame whose behaviour
 * comes from the page script (app/enhance) and which stay the same as the visitor moves between
 * hydrated pages: the footer and the cookie banner. The caller passes the children on the server
 * only (`import.meta.env.SSR ? <SiteFooter /> : null`), so that the browser's bundle drops them.
 *
 * `cacheKey` names everything the children's markup depends on besides the code: given it, the
 * server renders them once per key and serves the kept HTML to every later page (the frame is half
 * the work of rendering a page). Such children must take what they show from their props, never
 * from a context (the router's, say), which the kept render does not see.
 */
export function ServerDrawn({ id, cacheKey, children }: { id: string; cacheKey?: string; children: ReactNode }) {
  // Read once: at hydration the server's markup, and the same markup if the frame is drawn again (an error page).
  const [html] = useState(() => (import.meta.env.SSR ? '' : (document.getElementById(id)?.innerHTML ?? '')));
  const markupStore = useContext(MarkupStoreContext);
  if (import.meta.env.SSR) {
    if (markupStore && cacheKey !== undefined && isValidElement(children)) {
      const markup = markupStore({ key: `${id} ${cacheKey}`, idPrefix: id, element: children });
      return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: markup }} />;
    }
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  }
  return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
