import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as privacyPageLoader } from '../../app/routes/privacy-policy';
import { loadSearch } from '../../app/routes/search.server';
import {
  addContentItem,
  approveContentChange,
  listContent,
  readContentItem,
  requestContentWithdrawal,
  saveContentDraft,
  submitContentChange,
} from '../../server/content/content-work';
import { readPublicationCounts } from '../../server/content/publications';
import { publishedSampleContent } from '../../server/content/seed-content';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { kindChangesPage } from '../../domain/content/kinds';
import { PRIVACY_POLICY_PATHS } from '../../domain/content/privacy';
import { PRIVACY_SEED } from '../../domain/content/privacy-seed';
import { contentTexts } from '../../domain/messages/back-office/content';
import { type ContentDesk, openContentDesk, routeArgs as deskRouteArgs } from '../support/content-desk';

// Issue 31 (decision 106): the privacy policy, a blog-style article, as content the Data Protection Officer changes.
let desk: ContentDesk;
let services: Services;
let itemId: string;
const seed = PRIVACY_SEED[0].body;
const NEW_TITLE = 'Our Privacy Policy, revised';

const privacyPage = (path = '/privacy-policy') => privacyPageLoader(deskRouteArgs(services, path));
/** What the draft form posts: the seed's fields, with `more` changed (no picture chosen keeps the drawing). */
const privacyForm = (more: Record<string, string> = {}) => ({
  title: seed.title,
  date: seed.date,
  author: seed.author,
  summary: seed.summary,
  body: seed.body,
  pictureId: '',
  effectivedate: seed.effectivedate,
  ...Object.fromEntries(seed.tags.map((tag, index) => [`tag-${index + 1}`, String(tag)])),
  ...more,
});

beforeAll(async () => {
  desk = await openContentDesk('privacy');
  services = desk.services;
  itemId = (await listContent(services, 'privacy'))[0]!.item.id;
});
afterAll(() => desk.close());

describe('the seed privacy article', () => {
  it('is one item under /privacy-policy, version 1 and marked sample, which production names to replace', async () => {
    const rows = await listContent(services, 'privacy');
    expect(rows.map((row) => row.item.key)).toEqual(['/privacy-policy']);
    expect(rows[0]!.published).toMatchObject({ isSample: true, number: 1 });
    expect(await publishedSampleContent(services)).toContain('Privacy policy /privacy-policy: Our Privacy Policy');
  });

  it('draws the article of specification 2.10 at its three addresses', async () => {
    for (const path of PRIVACY_POLICY_PATHS) {
      const { article } = await privacyPage(path);
      expect(article).toMatchObject({
        title: 'Our Privacy Policy',
        postdate: '2022-01-25',
        publisheddate: '2023-08-08',
      });
      expect(article.tags).toHaveLength(5);
      expect(article).toMatchObject({ views: 33, comments: 33 });
    }
  });

  it('is changed, never added or withdrawn', async () => {
    await expect(addContentItem({ services, member: desk.maker, kind: 'privacy' })).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
    });
    const published = (await readContentItem(services, itemId))!.versions.find((v) => v.state === 'published')!;
    await expect(
      requestContentWithdrawal({ services, member: desk.maker, input: { versionId: published.id } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    for (const path of [...PRIVACY_POLICY_PATHS, '/search']) expect(kindChangesPage('privacy', path)).toBe(true);
    expect(kindChangesPage('privacy', '/vendor-policy')).toBe(false);
  });
});

describe('a change of the privacy article', () => {
  const draft = (input: Record<string, string>) => saveContentDraft({ services, member: desk.maker, itemId, input });

  it('refuses a javascript: link, six tags and a missing effective date, with the messages of their fields', async () => {
    await expect(draft(privacyForm({ body: `${seed.body}\n[Our portal](javascript:alert(1))` }))).rejects.toMatchObject(
      { code: AppErrorCode.ValidationError, fields: { body: contentTexts.post.errors.link } },
    );
    await expect(
      draft(privacyForm({ 'tag-1': '', 'tag-2': '', 'tag-3': '', 'tag-4': '', 'tag-5': '' })),
    ).rejects.toMatchObject({
      fields: { 'tag-1': contentTexts.privacy.errors.tags },
    });
    await expect(draft(privacyForm({ effectivedate: '' }))).rejects.toMatchObject({
      fields: { effectivedate: contentTexts.privacy.errors.effectivedate },
    });
    expect((await readContentItem(services, itemId))!.versions.filter((v) => v.state !== 'published')).toEqual([]);
  });

  it('shows at its addresses and in the search only once a second editor approves it, keeping its drawing', async () => {
    const before = (await readPublicationCounts(services)).get('privacy')!;
    await draft(
      privacyForm({
        intent: 'save',
        title: NEW_TITLE,
        effectivedate: '2026-12-01',
        body: `${seed.body}\n## Voice recordings\nWe record calls to our contact centre and keep each recording for 90 days.`,
      }),
    );
    const change = (await readContentItem(services, itemId))!.versions.find((v) => v.state === 'draft')!;
    await submitContentChange({ services, member: desk.maker, input: { versionId: change.id } });
    expect((await privacyPage()).article.title).toBe('Our Privacy Policy');

    await approveContentChange({ services, member: desk.checker, input: { versionId: change.id } });
    expect((await readPublicationCounts(services)).get('privacy')).toBe(before + 1);
    for (const path of ['/privacy-policy', '/cookie-policy']) {
      const page = await privacyPage(path);
      expect(page.article).toMatchObject({ title: NEW_TITLE, publisheddate: '2026-12-01', photo: seed.drawing!.src });
      expect(page.contents.map((entry) => entry.text)).toContain('Voice recordings');
    }
    const search = await loadSearch(deskRouteArgs(services, '/search?search=contact centre recording'));
    expect(search.results.map((result) => result.url)).toContain('/privacy-policy');
  });
});
