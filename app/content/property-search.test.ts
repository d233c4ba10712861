import { describe, expect, it } from 'vitest';
import { seedProperties as properties } from './properties';
import { LISTINGS_PER_PAGE, propertyIndex, propertyIndexPath } from './property-search';

const search = (query: string) => propertyIndex(new URLSearchParams(query), properties);
const ids = (query: string) => search(query).listings.map((property) => property.id);

describe('propertyIndex', () => {
  it('shows every listing, nine a page, with nothing asked', () => {
    const index = search('');
    expect(index).toMatchObject({ total: properties.length, page: 1, problems: [], filters: {} });
    expect(index.listings).toHaveLength(LISTINGS_PER_PAGE);
    expect(index.pageCount).toBe(Math.ceil(properties.length / LISTINGS_PER_PAGE));
    expect(index.states).toEqual([...index.states].sort());
    expect(index.states).toContain('Lagos');
  });

  it('treats the fields the form leaves empty as "any"', () => {
    expect(search('state=&type=&minPrice=&maxPrice=&bedrooms=&page=')).toMatchObject({
      total: properties.length,
      problems: [],
      filters: {},
    });
  });

  it('filters by state, whatever its case', () => {
    const lagos = search('state=lagos');
    expect(lagos.filters.state).toBe('Lagos');
    expect(lagos.total).toBe(properties.filter((property) => property.location.state === 'Lagos').length);
    expect(lagos.listings.every((property) => property.location.state === 'Lagos')).toBe(true);
    expect(search('state=Federal%20Capital%20Territory').listings.map((property) => property.id)).toEqual([6, 7, 8]);
  });

  it('filters by price range, both bounds included', () => {
    expect(ids('minPrice=110000000').every((id) => properties.find((p) => p.id === id)!.price >= 110_000_000)).toBe(
      true,
    );
    expect(ids('minPrice=110000000')).toContain(1);
    expect(ids('maxPrice=14500000')).toEqual([10, 11]);
    expect(ids('minPrice=14500000&maxPrice=16500000')).toEqual([8, 10]);
    expect(ids('minPrice=10,000,000&maxPrice=16,500,000')).toEqual([8, 10]);
  });

  it('filters by at least so many bedrooms, which leaves land out', () => {
    expect(search('bedrooms=5').listings.map((property) => property.bedrooms)).toEqual([5]);
    expect(search('bedrooms=1').listings.every((property) => property.type !== 'land')).toBe(true);
    expect(search('bedrooms=1').total).toBe(properties.filter((property) => property.bedrooms >= 1).length);
  });

  it('filters by type, and combines the filters', () => {
    expect(search('type=land').listings.map((property) => property.id)).toEqual([5, 11]);
    expect(ids('state=Lagos&type=bungalow')).toEqual([4]);
    expect(ids('state=Lagos&type=detached&bedrooms=5&maxPrice=300000000')).toEqual([15]);
  });

  it('answers "no homes" when nothing matches, without a problem', () => {
    expect(search('state=Kaduna&type=land')).toMatchObject({
      total: 0,
      listings: [],
      page: 1,
      pageCount: 1,
      problems: [],
    });
  });

  it('pages: the second page holds the rest, a page past the end shows the last', () => {
    const second = search('page=2');
    expect(second.page).toBe(2);
    expect(second.listings.map((property) => property.id)).toEqual(
      properties.slice(LISTINGS_PER_PAGE, 2 * LISTINGS_PER_PAGE).map((property) => property.id),
    );
    expect(search('page=99')).toMatchObject({ page: second.pageCount, problems: ['pastLastPage'] });
    expect(search('state=Lagos&page=2')).toMatchObject({ page: 1, problems: ['pastLastPage'] });
  });

  it('leaves out what it cannot use and names it, never failing', () => {
    expect(search('state=Atlantis')).toMatchObject({ filters: {}, problems: ['state'], total: properties.length });
    expect(search('minPrice=cheap&maxPrice=-5')).toMatchObject({ filters: {}, problems: ['minPrice', 'maxPrice'] });
    expect(search('maxPrice=99999999999999')).toMatchObject({ filters: {}, problems: ['maxPrice'] });
    expect(search('bedrooms=0').problems).toEqual(['bedrooms']);
    expect(search('bedrooms=6').problems).toEqual(['bedrooms']);
    expect(search('bedrooms=2.5').problems).toEqual(['bedrooms']);
    expect(search('type=castle').problems).toEqual(['type']);
    expect(search('page=0').problems).toEqual(['page']);
    expect(search('page=two')).toMatchObject({ page: 1, problems: ['page'] });
    expect(search(`state=${'x'.repeat(5000)}`).problems).toEqual(['state']);
  });

  it('swaps a lowest price above the highest, and says so', () => {
    expect(search('minPrice=50000000&maxPrice=20000000')).toMatchObject({
      filters: { minPrice: 20_000_000, maxPrice: 50_000_000 },
      problems: ['priceOrder'],
    });
  });
});

describe('propertyIndexPath', () => {
  it('writes the filters in one order, with the page only past the first', () => {
    expect(propertyIndexPath({})).toBe('/property');
    expect(propertyIndexPath({}, 1)).toBe('/property');
    expect(propertyIndexPath({ type: 'flat', state: 'Lagos', maxPrice: 65_000_000 }, 2)).toBe(
      '/property?state=Lagos&maxPrice=65000000&type=flat&page=2',
    );
    expect(propertyIndexPath({ state: 'Federal Capital Territory' })).toBe('/property?state=Federal+Capital+Territory');
  });
});
