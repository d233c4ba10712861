import { describe, expect, it } from 'vitest';
import { leadership } from './leadership';
import {
  createCoordinator,
  profileCategoryOf,
  selectedGroup,
  selectedPerson,
  setCategory,
} from './leadership-coordinator';
import { SOCIAL_PLATFORMS } from '@domain/content/social-platforms';
import { LeadershipSchema } from './leadership-schema';

const everyone = [...leadership.directors, ...leadership.management, ...leadership.teamleads];

describe('leadership content', () => {
  it('lists 12 directors, 13 managers and at least 8 team leads', () => {
    expect(leadership.directors).toHaveLength(12);
    expect(leadership.management).toHaveLength(13);
    expect(leadership.teamleads.length).toBeGreaterThanOrEqual(8);
  });

  it('passes its schema, which rejects a duplicate slug and a missing field', () => {
    expect(LeadershipSchema.safeParse(leadership).success).toBe(true);
    const duplicated = {
      ...leadership,
      directors: [
        ...leadership.directors.slice(0, 11),
        { ...leadership.directors[11], profile: leadership.directors[0].profile },
      ],
    };
    expect(LeadershipSchema.safeParse(duplicated).success).toBe(false);
    const { designation: _designation, ...withoutDesignation } = leadership.management[0];
    expect(
      LeadershipSchema.safeParse({ ...leadership, management: [withoutDesignation, ...leadership.management.slice(1)] })
        .success,
    ).toBe(false);
  });

  it('gives every person every field of specification 3', () => {
    for (const person of everyone) {
      expect(person.id).toBeGreaterThan(0);
      expect(person.profile).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(person).toHaveProperty('photo');
      expect(person.name.length).toBeGreaterThan(2);
      expect(person.designation.length).toBeGreaterThan(1);
      expect(person.detail.length).toBeGreaterThan(0);
      // Issue 15.4: sample people link to no network's home page; their own profiles come from the bank.
      for (const link of person.socialmedia) {
        expect(SOCIAL_PLATFORMS).toContain(link.icon);
        expect(link.iconclass).not.toBe('');
        expect(new URL(link.url).pathname).not.toBe('/');
      }
    }
    for (const director of leadership.directors) expect(Array.isArray(director.detail)).toBe(true);
    for (const manager of leadership.management) {
      expect(typeof manager.detail).toBe('string');
      expect(typeof manager.short).toBe('string');
    }
  });

  it('uses unique slugs and ids within each group', () => {
    for (const group of [leadership.directors, leadership.management, leadership.teamleads]) {
      expect(new Set(group.map((person) => person.profile)).size).toBe(group.length);
      expect(new Set(group.map((person) => person.id)).size).toBe(group.length);
    }
  });

  it('marks every invented record as sample content', () => {
    expect(everyone.every((person) => person.sample)).toBe(true);
  });

  it('covers the designations of specification 3', () => {
    const designations = everyone.map((person) => person.designation).join('\n');
    for (const expected of [
      'Non-Executive Director',
      'Director',
      'MD/CEO',
      'ED/COO',
      'Divisional Head',
      'Group Head',
      'Regional Executive, North',
      'Regional Executive, East',
      'Regional Executive, West',
      'Team Lead',
      'National Coordinator',
      'Support Group',
    ]) {
      expect(designations).toContain(expected);
    }
    for (const region of ['West', 'East', 'North']) {
      expect(designations).toContain(`Residential Mortgage (${region})`);
      expect(designations).toContain(`Construction Finance (${region})`);
    }
  });
});

describe('leadership coordinator', () => {
  it('selects a category and, when given an id, a person', () => {
    const start = createCoordinator();
    expect(selectedGroup(start)).toBe(leadership.directors);
    const chosen = setCategory(start, 'management', 'musa-kolo');
    expect(chosen.category).toBe('management');
    expect(selectedPerson(chosen)?.name).toBe('Musa Abdulrahman Kolo');
    expect(setCategory(chosen, 'teamleads').category_id).toBe('musa-kolo');
    expect(selectedPerson(setCategory(start, 'directors', 'nobody'))).toBeUndefined();
  });

  it('reads the category from the path whatever its case', () => {
    expect(profileCategoryOf('/directors/ngozi-okafor')).toBe('directors');
    expect(profileCategoryOf('/Management')).toBe('management');
  });
});
