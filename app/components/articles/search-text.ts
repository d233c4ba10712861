/*
 * The text side of site search, shared by the index (ranking, snippets) and the results page
 * (highlighting): how a query splits into terms and where those terms occur in a text.
 */

const MAX_TERMS = 8;

/** The distinct lower-case words of a query; one-letter words only when nothing else is left. */
export function searchTerms(query: string): string[] {
  const words = [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  const meaningful = words.filter((word) => word.length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_TERMS);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Segment {
  text: string;
  isMatch: boolean;
}

/** A text cut into matching and non-matching pieces, to wrap the matches in <mark>. */
export function highlightSegments(text: string, terms: string[]): Segment[] {
  if (terms.length === 0) return [{ text, isMatch: false }];
  const pattern = new RegExp(
    `(${[...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'giu',
  );
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, isMatch: terms.includes(piece.toLowerCase()) }));
}

/**
 * About `maxLength` characters of `text` around the first term found, cut at word boundaries,
 * with an ellipsis where the text goes on; the start of the text when no term occurs in it.
 */
export function snippetAround(text: string, terms: string[], maxLength = 200): string {
  const lower = text.toLowerCase();
  const positions = terms.map((term) => lower.indexOf(term)).filter((position) => position >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  if (text.length <= maxLength) return text;
  let start = Math.max(0, first - Math.floor(maxLength / 3));
  let end = Math.min(text.length, start + maxLength);
  start = Math.max(0, end - maxLength);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
