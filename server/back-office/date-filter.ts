import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { lagosDayStart } from './paging';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A queue's `from` and `to` dates (Lagos days, both included) as conditions on a timestamp column. */
export function dateRangeOf(query: URLSearchParams, column: PgColumn): SQL[] {
  const from = lagosDayStart(query, 'from');
  const to = lagosDayStart(query, 'to');
  return [...(from ? [gte(column, from)] : []), ...(to ? [lt(column, new Date(to.getTime() + DAY_MS))] : [])];
}

/** The address's filters as a plain object, for the page to put back in its form and links. */
export function queryObject(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    [...query.entries()].filter(([, value]) => value !== '').map(([name, value]) => [name, value.slice(0, 200)]),
  );
}
