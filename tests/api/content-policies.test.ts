import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as policyPageLoader } from '../../app/routes/policy-page';
import { loadSearch } from '../../app/routes/search.server';
import { addContentItem, listContent, readContentItem, saveContentDraft } from '../../server/content/content-work';
import { readPublicationCounts } from '../../server/content/publications';
import { publishedSampleContent } from '../../server/content/seed-content';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { kindChangesPage } from '../../domain/content/kinds';
import { POLICY_PATHS } from '../../domain/content/policy';
import { POLICY_SEED } from '../../domain/content/policy-seed';
import { contentTexts } from '../../domain/messages/back-office/content';
import { type ContentDesk, loaderStatus, openContentDesk, routeArgs as deskRouteArgs } from '../support/content-desk';

// Issue 31 (decision 105): the information pages' texts as content, keyed by the page's path.
let desk: ContentDesk;
let services: Services;
const texts = contentTexts.policy.errors;
const vendorSeed = POLICY_SEED.find((entry) => entry.key === '/vendor-policy')!.body;

const routeArgs = (path: string) => deskRouteArgs(services, path);
const vendorPage = () => policyPageLoader(routeArgs('/vendor-policy'));
/** What the draft form posts: the vendor policy as seeded, with `more` changed. */
const policyForm = (more: Record<string, string> = {}) => ({ ...vendorSeed, ...more });

beforeAll(async () => {
  desk = await openContentDesk('policies');
  services = desk.services;
});
afterAll(() => desk.close());

describe('the seed information pages', () => {
  it('are today’s nine documents under their paths, version 1 and marked sample, which production names to replace', async () => {
    const rows = await listContent(services, 'policy');
    expect(rows.map((row) => row.item.key)).toEqual([...POLICY_PATHS]);
    expect(rows.every((row) => row.published?.isSample && row.published.number === 1)).toBe(true);
    expect(await publishedSampleContent(services)).toContain('Information page /vendor-policy: Vendor Policy');
  });

  it('draw the pages, each security policy listing the six others; a path no published page has is not a page', async () => {
    expect(await vendorPage()).toMatchObject({
      document: { title: 'Vendor Policy', version: '1.0' },
      otherPolicies: [],
    });
    const security = await policyPageLoader(routeArgs('/Acceptable-Use-Policy-v1'));
    expect(security.document.title).toBe('Acceptable Use Policy');
    expect(security.otherPolicies).toHaveLength(6);
    expect(security.otherPolicies.map((policy) => policy.path)).not.toContain('/acceptable-use-policy-v1');
    expect(await loaderStatus(policyPageLoader(routeArgs('/acceptable-use-policy-v2')))).toBe(404);
  });

  it('are changed, never added: a page needs a route', async () => {
    await expect(addContentItem({ services, member: desk.maker, kind: 'policy' })).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
    });
    expect(kindChangesPage('policy', '/vendor-policy')).toBe(true);
    expect(kindChangesPage('policy', '/privacy-policy')).toBe(false);
  });
});

describe('a change of the vendor policy', () => {
  let itemId: string;

  it('refuses a text with a javascript: link, a bad version and an empty title, with the messages of their fields', async () => {
    itemId = (await listContent(services, 'policy')).find((row) => row.item.key === '/vendor-policy')!.item.id;
    const draft = (input: Record<string, string>) => saveContentDraft({ services, member: desk.maker, itemId, input });
    await expect(
      draft(policyForm({ body: `${vendorSeed.body}\n[Our portal](javascript:alert(1))` })),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError, fields: { body: texts.link } });
    await expect(draft(policyForm({ version: 'second' }))).rejects.toMatchObject({
      fields: { version: texts.version },
    });
    await expect(draft(policyForm({ title: '' }))).rejects.toMatchObject({ fields: { title: texts.title } });
    expect((await readContentItem(services, itemId))!.versions.filter((v) => v.state !== 'published')).toEqual([]);
  });

  it('shows on the page and in the search only once a second editor approves it, with its version and effective date', async () => {
    const before = (await readPublicationCounts(services)).get('policy')!;
    const change = await desk.submit(
      itemId,
      // As the form posts it: with the button's intent besides the fields.
      policyForm({
        intent: 'save',
        version: '1.1',
        effectivedate: '2026-12-01',
        body: `${vendorSeed.body}\n## Paying vendors on time\nWe pay every undisputed invoice within 30 days of receiving it.`,
      }),
    );
    expect((await vendorPage()).document.version).toBe('1.0');

    await desk.approve(change.id);
    expect((await readPublicationCounts(services)).get('policy')).toBe(before + 1);
    const page = await vendorPage();
    expect(page.document).toMatchObject({ path: '/vendor-policy', version: '1.1', effectivedate: '2026-12-01' });
    expect(page.contents.map((entry) => entry.text)).toContain('Paying vendors on time');
    const search = await loadSearch(routeArgs('/search?search=undisputed invoice'));
    expect(search.results.map((result) => result.url)).toContain('/vendor-policy');
  });
});
