import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageHydrates } from '~/lib/route-handle';

/** An address the browser reads as React Router would: from the root, a query, a fragment, or with a scheme. */
const READS_THE_SAME = /^(?:\/|\?|#|[a-z][a-z\d+.-]*:)/i;

/**
 * A link to another page. On a page without React it is a plain `<a>`: React Router's Link would
 * add work to every render (8% of a search page's on the server) for behaviour that never arrives.
 */
export function Link(props: ComponentProps<typeof RouterLink>) {
  const isHydrated = usePageHydrates();
  if (isHydrated || typeof props.to !== 'string' || !READS_THE_SAME.test(props.to)) return <RouterLink {...props} />;
  const {
    to,
    reloadDocument: _reload,
    replace: _replace,
    state: _state,
    preventScrollReset: _scroll,
    relative: _relative,
    viewTransition: _transition,
    prefetch: _prefetch,
    discover: _discover,
    ...anchor
  } = props;
  return <a href={to} {...anchor} />;
}
