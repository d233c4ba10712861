import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLeadershipProfile } from '../../app/routes/leadership-profile.server';
import { loadLeadership } from '../../app/routes/leadership.server';
import { loadSearch } from '../../app/routes/search.server';
import type { StaffMember } from '../../server/back-office/staff-members';
import {
  addContentItem,
  listContent,
  readContentItem,
  saveContentDraft,
  submitContentChange,
} from '../../server/content/content-work';
import { readPublicationCounts } from '../../server/content/publications';
import { publishedSampleContent } from '../../server/content/seed-content';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { LEADER_SEED } from '../../domain/content/leader-seed';
import { LeaderBodySchema } from '../../domain/content/leader';
import { contentTexts } from '../../domain/messages/back-office/content';
import { type ContentDesk, loaderStatus, openContentDesk, routeArgs as deskRouteArgs } from '../support/content-desk';

// Issue 31 (decisions 097, 104): the board, the management and the team leads as content, their pages drawn from
// the published people.
let desk: ContentDesk;
let services: Services;
let maker: StaffMember;
const texts = contentTexts.leader.errors;

/** What the draft form posts for a new director. */
const leaderForm = (more: Record<string, string> = {}) => ({
  group: 'director',
  profile: 'amaka-obi',
  name: 'Amaka Chioma Obi',
  designation: 'Independent Non-Executive Director',
  summary: '',
  biography:
    'Amaka Obi is an Independent Non-Executive Director. She is a **chartered accountant** with twenty years in audit.\n\nShe studied Accounting at the University of Lagos.',
  picture: '',
  'social-professional-network': 'https://www.linkedin.com/in/amaka-obi-example',
  ...more,
});

const routeArgs = (path: string, params: Record<string, string> = {}) => deskRouteArgs(services, path, params);
const profile = (category: string, slug: string) =>
  loadLeadershipProfile(routeArgs(`/${category}/${slug}`, { profile: slug }));
const statusOf = loaderStatus;

beforeAll(async () => {
  desk = await openContentDesk('leaders');
  ({ services, maker } = desk);
});
afterAll(() => desk.close());

describe('the seed people', () => {
  it('parse, and are today’s 12 directors, 13 managers and 8 team leads, published and marked sample', async () => {
    for (const { body } of LEADER_SEED) expect(LeaderBodySchema.safeParse(body).success).toBe(true);
    const rows = await listContent(services, 'leader');
    expect(rows.map((row) => row.item.key)).toEqual(LEADER_SEED.map((person) => person.key));
    expect(rows.every((row) => row.published?.isSample)).toBe(true);
    expect(await publishedSampleContent(services)).toContain('Profile ngozi-okafor: Ngozi Chiamaka Okafor');
    expect(await publishedSampleContent(services)).toContain('Profile ebuka-ugwu: Ebuka Stanley Ugwu');
  });

  it('fill /directors, /management, /team and the profiles; an unknown profile answers 404', async () => {
    const directors = await loadLeadership(routeArgs('/directors'));
    expect(directors.people).toHaveLength(12);
    expect((await loadLeadership(routeArgs('/management'))).people).toHaveLength(13);
    const team = await loadLeadership(routeArgs('/team'));
    expect(team.category).toBe('team');
    expect(team.people.map((person) => person.profile)).toEqual(
      LEADER_SEED.filter(({ body }) => body.group === 'teamlead').map(({ key }) => key),
    );
    const lead = await profile('team', 'obinna-eze');
    expect(lead.person).toMatchObject({ designation: 'Team Lead, Residential Mortgage (East)', category: 'team' });
    expect(lead.colleagues.map((colleague) => colleague.profile)).not.toContain('obinna-eze');
    expect(await statusOf(profile('team', 'babatunde-ajayi'))).toBe(404);
    const search = await loadSearch(routeArgs('/search?search=Obinna'));
    expect(search.results.map((result) => result.url)).toContain('/team/obinna-eze');
    const { person, colleagues } = await profile('directors', 'babatunde-ajayi');
    expect(person).toMatchObject({ name: 'Babatunde Olanrewaju Ajayi', designation: 'Chairman', photo: null });
    expect(person.biographyHtml).toMatch(/^<p>Babatunde Ajayi chairs the Board\./);
    expect(colleagues).toHaveLength(5);
    expect(await statusOf(profile('directors', 'nobody'))).toBe(404);
    // A manager is not on the board's address.
    expect(await statusOf(profile('directors', 'adaeze-nnaji'))).toBe(404);
  });
});

describe('adding a director', () => {
  let itemId: string;
  const draft = (more: Record<string, string> = {}) =>
    saveContentDraft({ services, member: maker, itemId, input: leaderForm(more) });
  const refusal = (more: Record<string, string>) =>
    draft(more).catch((error: { code: string; fields?: Record<string, string> }) => error);

  beforeAll(async () => {
    itemId = (await addContentItem({ services, member: maker, kind: 'leader' })).id;
  });

  it('refuses an empty name, a bad address, one another person has, and a network link that is not https', async () => {
    for (const [more, field, message] of [
      [{ name: '  ' }, 'name', texts.name],
      [{ profile: 'Amaka Obi' }, 'profile', texts.profile],
      [{ profile: 'babatunde-ajayi' }, 'profile', contentTexts.errors.addressTaken],
      [
        { 'social-professional-network': 'http://www.linkedin.com/in/amaka' },
        'social-professional-network',
        texts.socialLinks,
      ],
      [{ biography: 'Too short.' }, 'biography', texts.biography],
    ] as const) {
      expect(await refusal(more)).toMatchObject({ code: AppErrorCode.ValidationError, fields: { [field]: message } });
    }
    // The same slug on the management's address is another page.
    await expect(draft({ group: 'management', profile: 'babatunde-ajayi' })).resolves.toBeDefined();
  });

  it('answers 404 until a second content editor approves; then the profile, the list and the search show them', async () => {
    await draft();
    expect(await statusOf(profile('directors', 'amaka-obi'))).toBe(404);
    const change = (await readContentItem(services, itemId))!.versions[0];
    await submitContentChange({ services, member: maker, input: { versionId: change.id } });
    expect(await statusOf(profile('directors', 'amaka-obi'))).toBe(404);
    const before = (await readPublicationCounts(services)).get('leader')!;
    await desk.approve(change.id);
    expect((await readPublicationCounts(services)).get('leader')).toBe(before + 1);

    const { person } = await profile('directors', 'amaka-obi');
    expect(person).toMatchObject({ name: 'Amaka Chioma Obi', photo: null, isSample: false });
    expect(person.biographyHtml).toContain('<strong>chartered accountant</strong>');
    expect(person.socialmedia).toEqual([
      expect.objectContaining({ icon: 'professional-network', url: 'https://www.linkedin.com/in/amaka-obi-example' }),
    ]);
    expect((await loadLeadership(routeArgs('/directors'))).people.at(-1)?.profile).toBe('amaka-obi');
    const search = await loadSearch(routeArgs('/search?search=Amaka'));
    expect(search.results.map((result) => result.url)).toContain('/directors/amaka-obi');
  });

  it('keeps a published address: a change may not move it', async () => {
    expect(await refusal({ profile: 'amaka-chioma-obi' })).toMatchObject({
      fields: { profile: contentTexts.errors.addressFixed },
    });
    await expect(draft({ designation: 'Chairman of the Audit Committee' })).resolves.toBeDefined();
  });
});
