import { renderToStaticMarkup } from 'react-dom/server';
import type { MarkupStore } from './markup-store';

interface MarkupStoreOptions {
  maxEntries: number;
  isKept?: boolean;
}

/**
 * A MarkupStore that keeps at most `maxEntries` parts, dropping the oldest first (keys that follow
 * the address, such as the header's current page, are not a fixed set). The parts render in
 * React's separate static renderer, outside the page's own render and its context.
 */
export function createMarkupStore({ maxEntries, isKept = true }: MarkupStoreOptions): MarkupStore {
  const kept = new Map<string, string>();
  return ({ key, idPrefix, element }) => {
    const stored = kept.get(key);
    if (stored !== undefined) return stored;
    const markup = renderToStaticMarkup(element, { identifierPrefix: `${idPrefix}-` });
    if (!isKept) return markup;
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    kept.set(key, markup);
    return markup;
  };
}
