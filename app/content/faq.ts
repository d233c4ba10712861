/**
 * The FAQ's search and grouping over the published entries (read from the database by
 * app/routes/faq.server.ts): the entries that hold every word, in their groups, in the page's order.
 */
import { FAQ_GROUPS, type FaqBody, type FaqGroupId } from '@domain/content/faq';
import { renderMarkdown } from '@domain/content/markdown';
import { searchTerms } from '~/components/articles/search-text';
import type { FaqEntryView } from '~/components/content/faq-entries';

/** Longer searches are cut: no question is this long, and it bounds the work per request. */
export const FAQ_MAX_QUERY_LENGTH = 100;

export type PublishedFaqEntry = FaqBody & { key: string };

export interface FaqView {
  /** The words searched for (lower case), for highlighting; empty when there is no search. */
  terms: string[];
  /** The groups with the entries that hold every word; groups left empty are dropped. */
  groups: { id: FaqGroupId; entries: FaqEntryView[] }[];
  matches: number;
}

/** The FAQ, or the entries that contain every word of `query` (case-insensitive), in their groups. */
export function faqView(entries: PublishedFaqEntry[], query = ''): FaqView {
  const terms = searchTerms(query);
  const found = entries.filter((entry) => {
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
  const groups = FAQ_GROUPS.map((id) => ({
    id,
    entries: found
      .filter((entry) => entry.group === id)
      .map((entry) => ({ key: entry.key, question: entry.question, answerHtml: renderMarkdown(entry.answer) })),
  })).filter((group) => group.entries.length > 0);
  return { terms, groups, matches: found.length };
}
