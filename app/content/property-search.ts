/**
 * The Property Mart's index (/property): the filters of its GET form read from the query, checked
 * on the server (a value it cannot use is left out and named, never an error), and one page of
 * the listings that match. Relative imports, as the other content modules.
 */
import { CALCULATOR_LIMITS } from '../../domain/mortgage';
import type { Property } from './properties';
import { PROPERTY_TYPES, type PropertyType } from '../../domain/content/property-types';

export const LISTINGS_PER_PAGE = 9;
/** The prices the form offers as limits; a link may name any other whole amount. */
export const PRICE_STEPS = [
  5_000_000, 10_000_000, 20_000_000, 30_000_000, 50_000_000, 75_000_000, 100_000_000, 150_000_000, 200_000_000,
] as const;
/** "At least n bedrooms"; the last choice also finds larger homes. */
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;

export interface PropertyFilters {
  state?: string;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  type?: PropertyType;
}

/** Why part of the query was not used: each has its message (app/content/pages/property-mart.ts). */
export type QueryProblem =
  'state' | 'minPrice' | 'maxPrice' | 'priceOrder' | 'bedrooms' | 'type' | 'page' | 'pastLastPage';

export interface PropertyIndex {
  filters: PropertyFilters;
  /** The states that have listings, for the form's choices. */
  states: string[];
  listings: Property[];
  total: number;
  page: number;
  pageCount: number;
  problems: QueryProblem[];
}

/** The value of a field, or undefined when the form left it empty ("any"). */
function fieldOf(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value ? value.slice(0, 40) : undefined;
}

/** '25000000' or '25,000,000' as naira; undefined when it is not a whole amount the calculator takes. */
function readPrice(value: string): number | undefined {
  if (!/^\d{1,3}(,?\d{3})*$/.test(value)) return undefined;
  const amount = Number(value.replace(/,/g, ''));
  return amount <= CALCULATOR_LIMITS.maxPrice ? amount : undefined;
}

function readFilters(query: URLSearchParams, states: string[]): { filters: PropertyFilters; problems: QueryProblem[] } {
  const filters: PropertyFilters = {};
  const problems: QueryProblem[] = [];
  const state = fieldOf(query, 'state');
  if (state !== undefined) {
    const known = states.find((candidate) => candidate.toLowerCase() === state.toLowerCase());
    if (known) filters.state = known;
    else problems.push('state');
  }
  for (const name of ['minPrice', 'maxPrice'] as const) {
    const value = fieldOf(query, name);
    if (value === undefined) continue;
    const price = readPrice(value);
    if (price === undefined) problems.push(name);
    else filters[name] = price;
  }
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
    problems.push('priceOrder');
  }
  const bedrooms = fieldOf(query, 'bedrooms');
  if (bedrooms !== undefined) {
    const count = Number(bedrooms);
    if ((BEDROOM_CHOICES as readonly number[]).includes(count) && /^\d$/.test(bedrooms)) filters.bedrooms = count;
    else problems.push('bedrooms');
  }
  const type = fieldOf(query, 'type');
  if (type !== undefined) {
    if ((PROPERTY_TYPES as readonly string[]).includes(type)) filters.type = type as PropertyType;
    else problems.push('type');
  }
  return { filters, problems };
}

function matches(property: Property, filters: PropertyFilters): boolean {
  return (
    (filters.state === undefined || property.location.state === filters.state) &&
    (filters.minPrice === undefined || property.price >= filters.minPrice) &&
    (filters.maxPrice === undefined || property.price <= filters.maxPrice) &&
    (filters.bedrooms === undefined || property.bedrooms >= filters.bedrooms) &&
    (filters.type === undefined || property.type === filters.type)
  );
}

/** The page asked for: the first when it is not a page number, the last when it is past the end. */
function readPage(asked: string | undefined, pageCount: number, problems: QueryProblem[]): number {
  if (asked === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(asked)) {
    problems.push('page');
    return 1;
  }
  if (Number(asked) > pageCount) problems.push('pastLastPage');
  return Math.min(Number(asked), pageCount);
}

/** The index for a query: what it asks that can be used, the page of listings that match, and what was left out. */
export function propertyIndex(query: URLSearchParams, listings: readonly Property[]): PropertyIndex {
  const states = [...new Set(listings.map((property) => property.location.state))].sort();
  const { filters, problems } = readFilters(query, states);
  const found = listings.filter((property) => matches(property, filters));
  const pageCount = Math.max(1, Math.ceil(found.length / LISTINGS_PER_PAGE));
  const page = readPage(fieldOf(query, 'page'), pageCount, problems);
  return {
    filters,
    states,
    listings: found.slice((page - 1) * LISTINGS_PER_PAGE, page * LISTINGS_PER_PAGE),
    total: found.length,
    page,
    pageCount,
    problems,
  };
}

/** Where the results begin: the paging links land there, past the form, on a phone. */
export const RESULTS_ANCHOR = 'results';

/** The index's address for these filters and page, in one order: the canonical address is the one without a page. */
export function propertyIndexPath(filters: PropertyFilters, page = 1): string {
  const query = new URLSearchParams();
  for (const name of ['state', 'minPrice', 'maxPrice', 'bedrooms', 'type'] as const) {
    const value = filters[name];
    if (value !== undefined) query.set(name, String(value));
  }
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/property?${search}` : '/property';
}
