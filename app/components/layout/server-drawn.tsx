import { useState, type ReactNode } from 'react';

/**
 * Markup that the server draws and the browser keeps as it came, on the pages that hydrate: the
 * code of its components stays out of those pages' scripts. For parts of the frame whose behaviour
 * comes from the page script (app/enhance) and which stay the same as the visitor moves between
 * hydrated pages: the footer and the cookie banner. The caller passes the children on the server
 * only (`import.meta.env.SSR ? <SiteFooter /> : null`), so that the browser's bundle drops them.
 */
export function ServerDrawn({ id, children }: { id: string; children: ReactNode }) {
  // Read once: at hydration the server's markup, and the same markup if the frame is drawn again (an error page).
  const [html] = useState(() => (import.meta.env.SSR ? '' : (document.getElementById(id)?.innerHTML ?? '')));
  if (import.meta.env.SSR) {
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  }
  return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
