import { existsSync } from 'node:fs';
import source from 'naija-state-local-government/src/statesAndLocalGov.json';
import { describe, expect, it } from 'vitest';
import { prerenderedPagePaths } from './prerender';
import { ARE_SAMPLE_LISTINGS, otherProperties, properties, propertyById } from './properties';
import { PropertyListSchema } from './schemas/property';

describe('property listings', () => {
  it('has at least 18 listings, including the specification’s /property/17 and /property/1, and the index', () => {
    expect(properties.length).toBeGreaterThanOrEqual(18);
    expect(propertyById('1')).toBeDefined();
    expect(propertyById('17')).toBeDefined();
    expect(propertyById('99')).toBeUndefined();
    expect(prerenderedPagePaths()).toEqual(expect.arrayContaining(['/property', '/property/1', '/property/17']));
  });

  it('is marked as sample listings', () => {
    expect(ARE_SAMPLE_LISTINGS).toBe(true);
  });

  it.each(properties.map((property) => [property.id, property.location.state, property.location.lga]))(
    'listing %i is in a real state and LGA (%s, %s)',
    (_id, state, lga) => {
      const entry = source.find((candidate) => candidate.state === state);
      expect(entry, state).toBeDefined();
      expect(entry!.lgas).toContain(lga);
    },
  );

  it('shows several photos per listing, each an existing file with its size and alt text', () => {
    for (const property of properties) {
      expect(property.photos.length).toBeGreaterThanOrEqual(3);
      for (const photo of property.photos) {
        expect(existsSync(`public${photo.src}`), photo.src).toBe(true);
        expect(photo).toMatchObject({ width: 1200, height: 800, alt: expect.stringMatching(/\w{3}/) });
      }
    }
  });

  it('lists every other property to browse on', () => {
    expect(otherProperties(17).map((property) => property.id)).not.toContain(17);
    expect(otherProperties(17)).toHaveLength(properties.length - 1);
    const others = otherProperties(17);
    const firstElsewhere = others.findIndex((property) => property.location.state !== 'Lagos');
    expect(others.slice(firstElsewhere).every((property) => property.location.state !== 'Lagos')).toBe(true);
    expect(others[0].location.state).toBe('Lagos');
  });
});

describe('PropertyListSchema', () => {
  const valid = properties[0];

  it('rejects an LGA of another state, an unknown state and bedrooms on land', () => {
    expect(PropertyListSchema.safeParse([{ ...valid, location: { ...valid.location, lga: 'Kuje' } }]).success).toBe(
      false,
    );
    expect(
      PropertyListSchema.safeParse([{ ...valid, location: { ...valid.location, state: 'Lagos State' } }]).success,
    ).toBe(false);
    expect(PropertyListSchema.safeParse([{ ...valid, type: 'land' }]).success).toBe(false);
  });

  it('accepts the listings as they are', () => {
    expect(PropertyListSchema.safeParse(properties).success).toBe(true);
  });
});
