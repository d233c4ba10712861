import { describe, expect, it } from 'vitest';
import { LEADER_GROUPS, leaderAddress, LeaderBodySchema } from '@domain/content/leader';
import { LEADER_SEED } from '@domain/content/leader-seed';
import { profileCategoryOf, toLeader } from './leaders';

const everyone = LEADER_SEED.map(({ body }) => body);
const group = (name: (typeof LEADER_GROUPS)[number]) => everyone.filter((person) => person.group === name);

describe('the seed of the leadership', () => {
  it('lists 12 directors, 13 managers and 8 team leads, in that order', () => {
    expect(group('director')).toHaveLength(12);
    expect(group('management')).toHaveLength(13);
    expect(group('teamlead')).toHaveLength(8);
    const order = everyone.map((person) => LEADER_GROUPS.indexOf(person.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('passes the body schema, keyed by each person’s own address', () => {
    for (const { key, body } of LEADER_SEED) {
      expect(LeaderBodySchema.safeParse(body).success).toBe(true);
      expect(key).toBe(body.profile);
    }
    const addresses = everyone.map(leaderAddress);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toContain('/team/olumide-ayodele');
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

describe('the leadership pages', () => {
  it('read the group from the path whatever its case', () => {
    expect(profileCategoryOf('/directors/ngozi-okafor')).toBe('directors');
    expect(profileCategoryOf('/Management')).toBe('management');
    expect(profileCategoryOf('/team')).toBe('team');
    expect(profileCategoryOf('/TEAM/obinna-eze')).toBe('team');
  });

  it('draw a team lead under /team, with the biography’s first paragraph as the description', () => {
    const [lead] = LEADER_SEED.filter(({ body }) => body.group === 'teamlead');
    const person = toLeader({ isSample: true, body: lead.body }, new Map());
    expect(person.category).toBe('team');
    expect(person.description).toMatch(/^Olumide Ayodele is the National Coordinator/);
    expect(person.biographyHtml.match(/<p>/g)).toHaveLength(2);
  });
});
