import { existsSync } from 'node:fs';
import source from 'naija-state-local-government/src/statesAndLocalGov.json';
import { describe, expect, it } from 'vitest';
import { ListingBodySchema } from '../../domain/content/listing';
import { LISTING_SEED } from '../../domain/content/listing-seed';
import { prerenderedPagePaths } from './prerender';
import { otherProperties, propertyById, seedProperties, toProperty } from './properties';

const picture = {
  id: '0b6f7f0e-3c1d-4f4e-9a35-5c5d1c1f2a10',
  alt: 'The front of the house from the street',
  width: 1600,
  height: 1067,
  widths: [480, 960, 1600],
};

describe('property listings', () => {
  it('seeds at least 18 listings, including the specification’s /property/17 and /property/1, drawn per request', () => {
    expect(seedProperties.length).toBeGreaterThanOrEqual(18);
    expect(propertyById(seedProperties, '1')).toBeDefined();
    expect(propertyById(seedProperties, '17')).toBeDefined();
    expect(propertyById(seedProperties, '99')).toBeUndefined();
    expect(propertyById(seedProperties, '017')).toBeUndefined();
    expect(prerenderedPagePaths().filter((path) => path.startsWith('/property'))).toEqual([]);
  });

  it('marks the seed as sample listings, each valid as a listing’s body', () => {
    expect(seedProperties.every((property) => property.isSample)).toBe(true);
    for (const { key, body } of LISTING_SEED) expect(ListingBodySchema.safeParse(body).success, key).toBe(true);
  });

  it.each(seedProperties.map((property) => [property.id, property.location.state, property.location.lga]))(
    'listing %i is in a real state and LGA (%s, %s)',
    (_id, state, lga) => {
      const entry = source.find((candidate) => candidate.state === state);
      expect(entry, state).toBeDefined();
      expect(entry!.lgas).toContain(lga);
    },
  );

  it('draws a seed listing without pictures with its drawings, each an existing file with its size and alt text', () => {
    for (const property of seedProperties) {
      expect(property.photos.length).toBeGreaterThanOrEqual(3);
      for (const photo of property.photos) {
        expect(existsSync(`public${photo.src}`), photo.src).toBe(true);
        expect(photo).toMatchObject({ width: 1200, height: 800, alt: expect.stringMatching(/\w{3}/) });
      }
    }
  });

  it('draws a listing’s library pictures in its order, with their alt text, leaving out one no longer in the library', () => {
    const [{ body }] = LISTING_SEED;
    const listing = {
      key: '40',
      isSample: false,
      body: { ...body, drawing: undefined, pictureIds: [picture.id, crypto.randomUUID()] },
    };
    const property = toProperty(listing, new Map([[picture.id, picture]]));
    expect(property).toMatchObject({ id: 40, isSample: false, location: { state: 'Lagos', lga: 'Kosofe' } });
    expect(property.photos).toEqual([
      { src: `/media/pictures/${picture.id}/960.jpg`, alt: picture.alt, width: 1600, height: 1067, picture },
    ]);
  });

  it('lists every other property to browse on, the same state first', () => {
    const current = propertyById(seedProperties, 17)!;
    const others = otherProperties(seedProperties, current);
    expect(others.map((property) => property.id)).not.toContain(17);
    expect(others).toHaveLength(seedProperties.length - 1);
    const firstElsewhere = others.findIndex((property) => property.location.state !== 'Lagos');
    expect(others.slice(firstElsewhere).every((property) => property.location.state !== 'Lagos')).toBe(true);
    expect(others[0].location.state).toBe('Lagos');
  });
});

describe('ListingBodySchema', () => {
  const [{ body: valid }] = LISTING_SEED;
  const accepted = (change: Record<string, unknown>) => ListingBodySchema.safeParse({ ...valid, ...change }).success;

  it('refuses an LGA of another state, an unknown state and bedrooms on land', () => {
    expect(accepted({ lga: 'Kuje' })).toBe(false);
    expect(accepted({ state: 'Lagos State' })).toBe(false);
    expect(accepted({ type: 'land' })).toBe(false);
  });

  it('needs one to eight pictures, each once, unless it is a seed listing with drawings', () => {
    const ids = Array.from({ length: 9 }, () => crypto.randomUUID());
    expect(accepted({ drawing: undefined, pictureIds: [] })).toBe(false);
    expect(accepted({ drawing: undefined, pictureIds: ids.slice(0, 1) })).toBe(true);
    expect(accepted({ drawing: undefined, pictureIds: ids.slice(0, 8) })).toBe(true);
    expect(accepted({ drawing: undefined, pictureIds: ids })).toBe(false);
    expect(accepted({ drawing: undefined, pictureIds: [ids[0], ids[0]] })).toBe(false);
    expect(accepted({ drawing: undefined, pictureIds: ['not-a-picture'] })).toBe(false);
  });
});
