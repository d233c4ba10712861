import { lazy, type ComponentType } from 'react';
import { whenTurnedTo } from '~/lib/turned-to';

/**
 * A part of a hydrated page whose code, and the libraries it brings, loads only when it is needed:
 * when the visitor turns to its `region` (or at once when the region carries turned-to's NEEDED_NOW_ATTRIBUTE);
 * without a region, when the page first shows it (a result panel, say). Meanwhile React leaves the
 * part's server-rendered HTML in place, inside the Suspense boundary that the page puts around it,
 * and hydrates it when the code arrives: until then the part works as without JavaScript
 * (docs/decisions/036).
 *
 * The server renders the part itself, so it loads it at once: a module awaits its parts at the top
 * (`const Part = await deferredPart({ load })`), and the browser's bundle keeps only the chunk that
 * `load` fetches.
 */
export async function deferredPart<Props extends object>({
  load,
  region,
}: {
  load: () => Promise<ComponentType<Props>>;
  /** A selector of the part's outermost element, present in the server's HTML. */
  region?: string;
}): Promise<ComponentType<Props>> {
  if (import.meta.env.SSR) return load();
  return lazy(async () => {
    if (region) await whenTurnedTo(region);
    return { default: await load() };
  });
}
