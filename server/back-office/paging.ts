/** Every queue shows 20 items a page. */
const PAGE_SIZE = 20;
/** An export holds at most this many rows of the current filter. */
export const EXPORT_LIMIT = 10_000;

/** The page asked for in the address (`?page=2`), 1 when missing or nonsense. */
export function pageRequest(query: URLSearchParams) {
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
  return { page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

export interface QueuePage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

export function queuePage<Row>(rows: Row[], total: number, page: number): QueuePage<Row> {
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** A filter's value from the address, only when it is one of the allowed ones. */
export function oneOf<Value extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly Value[],
): Value | undefined {
  const value = query.get(name);
  return allowed.includes(value as Value) ? (value as Value) : undefined;
}

/** The search box's text, trimmed and bounded; `%` and `_` lose their LIKE meaning. */
export function searchText(query: URLSearchParams): string {
  return (query.get('q') ?? '').trim().slice(0, 100);
}

export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A date filter (yyyy-mm-dd) as the start of that day in Lagos, or undefined. */
export function lagosDayStart(query: URLSearchParams, name: string): Date | undefined {
  const value = query.get(name) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00+01:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
