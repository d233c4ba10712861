import { describe, expect, it } from 'vitest';
import { LEADER_SEED } from '@domain/content/leader-seed';
import { findPortraitPerson, portraitPaths, portraitSvg } from './portraits';

const everyone = LEADER_SEED.map(({ body }) => body);

// Issue 15.9: the leadership pages showed initials in a circle where a portrait belongs.
describe('illustrated portraits', () => {
  it('gives every person of the leadership a portrait file of their own', () => {
    const paths = portraitPaths();
    expect(paths).toHaveLength(everyone.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const person of everyone) expect(findPortraitPerson(person.profile)?.name).toBe(person.name);
    expect(findPortraitPerson('nobody')).toBeUndefined();
  });

  it('draws each person the same way every time, and people differently', () => {
    const drawings = everyone.map((person) => portraitSvg(person));
    expect(portraitSvg(everyone[0])).toBe(drawings[0]);
    expect(new Set(drawings).size).toBe(everyone.length);
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/undefined|NaN/);
    }
  });
});
