import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, pendingApprovalFor } from '../../server/back-office/approvals';
import {
  addContentItem,
  readContentItem,
  requestContentWithdrawal,
  saveContentDraft,
} from '../../server/content/content-work';
import { shownNotices } from '../../server/content/site-notices';
import { siteNotice } from '../../server/http/site-notice';
import type { Services } from '../../server/services';
import { isNoticeShown, NoticeBodySchema } from '../../domain/content/notice';
import { contentTexts } from '../../domain/messages/back-office/content';
import { type ContentDesk, openContentDesk } from '../support/content-desk';

// Issue 31 (decision 100): site notices as content, shown at the top of every public page while published and in their days.
let desk: ContentDesk;
let services: Services;
const texts = contentTexts.notice.errors;
const MESSAGE = 'Our branches close at **1 pm** on 24 December. [Mobile banking](/apps) stays open.';

const noticeForm = (more: Record<string, string> = {}) => ({
  message: MESSAGE,
  linkUrl: '/contact',
  linkLabel: 'Find your branch',
  startsOn: '',
  endsOn: '',
  ...more,
});

/** The page the site draws (slot empty), served through the notices' middleware, plain or gzipped. */
function servedPage(noticesAt: ReturnType<typeof shownNotices>) {
  const page =
    '<body><a href="#main">Skip</a><div id="site-notice" class="contents"></div><main id="main">Home</main></body>';
  const app = new Hono();
  app.use(siteNotice({ noticesAt }));
  app.get('/plain', (c) => c.html(page));
  app.get('/gzipped', (c) =>
    c.body(new Uint8Array(gzipSync(page)), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
    }),
  );
  app.get('/data', (c) => c.json({ page }));
  return async (path: string) => {
    const response = await app.request(path);
    const bytes = Buffer.from(await response.arrayBuffer());
    return response.headers.get('Content-Encoding') === 'gzip'
      ? gunzipSync(bytes).toString('utf8')
      : bytes.toString('utf8');
  };
}

/** The bytes of the gzipped page as the notices' middleware sends them, twice through one app. */
async function gzippedTwice(noticesAt: ReturnType<typeof shownNotices>) {
  const app = new Hono();
  app.use(siteNotice({ noticesAt }));
  app.get('/gzipped', (c) =>
    c.body(new Uint8Array(gzipSync('<div id="site-notice" class="contents"></div><main>Home</main>')), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
    }),
  );
  const answers = [await app.request('/gzipped'), await app.request('/gzipped')];
  return Promise.all(
    answers.map(async (answer) => ({
      encoding: answer.headers.get('Content-Encoding'),
      bytes: Buffer.from(await answer.arrayBuffer()),
    })),
  );
}

beforeAll(async () => {
  desk = await openContentDesk('notices');
  services = desk.services;
});
afterAll(() => desk.close());

describe('the notice body', () => {
  const errorsOf = (body: unknown) => {
    const parsed = NoticeBodySchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('refuses a short message, a link the allow-list refuses, a link without words or words without a link, and days in the wrong order', () => {
    expect(errorsOf(noticeForm())).toEqual([]);
    expect(errorsOf(noticeForm({ message: 'Closed.' }))).toEqual([texts.message]);
    expect(errorsOf(noticeForm({ message: `${MESSAGE} [Win](javascript:alert(1))` }))).toEqual([texts.link]);
    expect(errorsOf(noticeForm({ linkUrl: 'http://example.com' }))).toEqual([texts.linkUrl]);
    expect(errorsOf(noticeForm({ linkUrl: '//evil.test' }))).toEqual([texts.linkUrl]);
    expect(errorsOf(noticeForm({ linkLabel: '' }))).toEqual([texts.linkLabel]);
    expect(errorsOf(noticeForm({ linkUrl: '' }))).toEqual([texts.linkUrl]);
    expect(errorsOf(noticeForm({ startsOn: '24 December' }))).toEqual([texts.date]);
    expect(errorsOf(noticeForm({ startsOn: '2026-12-24', endsOn: '2026-12-23' }))).toEqual([texts.endsOn]);
  });

  it('is shown from its first Lagos day to its last, both included', () => {
    const days = { startsOn: '2026-12-24', endsOn: '2026-12-26' };
    // 23:30 UTC on the 23rd is 00:30 on the 24th in Lagos.
    expect(isNoticeShown(days, new Date('2026-12-23T22:59:00Z'))).toBe(false);
    expect(isNoticeShown(days, new Date('2026-12-23T23:30:00Z'))).toBe(true);
    expect(isNoticeShown(days, new Date('2026-12-26T22:59:00Z'))).toBe(true);
    expect(isNoticeShown(days, new Date('2026-12-26T23:00:00Z'))).toBe(false);
    expect(isNoticeShown({ startsOn: '', endsOn: '' }, new Date('2040-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('a site notice', () => {
  let itemId: string;
  const noticesAt = () => shownNotices(services);
  const served = () => servedPage(noticesAt());

  it('has no seed, and a page goes out as it was made while none is published', async () => {
    expect(await noticesAt()(new Date())).toEqual([]);
    const page = await served()('/plain');
    expect(page).toContain('<div id="site-notice" class="contents"></div>');
  });

  it('is added by an editor and refuses a draft with the messages of its fields', async () => {
    const item = await addContentItem({ services, member: desk.maker, kind: 'notice' });
    itemId = item.id;
    expect(item.key).toBe('1');
    const draft = (input: Record<string, string>) => saveContentDraft({ services, member: desk.maker, itemId, input });
    await expect(draft(noticeForm({ message: '' }))).rejects.toMatchObject({ fields: { message: texts.message } });
    await expect(draft(noticeForm({ linkUrl: 'javascript:alert(1)' }))).rejects.toMatchObject({
      fields: { linkUrl: texts.linkUrl },
    });
    await expect(draft(noticeForm({ startsOn: '2026-12-24', endsOn: '2026-12-01' }))).rejects.toMatchObject({
      fields: { endsOn: texts.endsOn },
    });
    expect((await readContentItem(services, itemId))!.versions).toEqual([]);
  });

  it('shows on no page until a second editor approves it, then in the slot of every page, plain or compressed', async () => {
    const change = await desk.submit(itemId, noticeForm({ endsOn: '2099-12-31' }));
    const page = served();
    expect(await page('/plain')).not.toContain('Our branches close');

    await desk.approve(change.id);
    for (const path of ['/plain', '/gzipped']) {
      const html = await page(path);
      expect(html).toContain('<section aria-label="Notice from the bank"');
      expect(html).toContain('<strong>1 pm</strong>');
      expect(html).toContain('<a href="/apps">Mobile banking</a>');
      expect(html).toContain('href="/contact"');
      expect(html).toContain('<main id="main">Home</main>');
    }
    // Only pages: the loaders' data stays as it was.
    expect(await page('/data')).not.toContain('Our branches close');
  });

  it('fills a page that comes compressed once, and sends it compressed, the same bytes each time', async () => {
    const [first, second] = await gzippedTwice(noticesAt());
    expect([first.encoding, second.encoding]).toEqual(['gzip', 'gzip']);
    expect(gunzipSync(first.bytes).toString('utf8')).toContain('<strong>1 pm</strong>');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('is not shown after its last day, without a publish', async () => {
    const after = await noticesAt()(new Date('2100-01-01T12:00:00Z'));
    expect(after).toEqual([]);
  });

  it('leaves every page once a second editor approves its withdrawal', async () => {
    const published = (await readContentItem(services, itemId))!.versions.find(
      (version) => version.state === 'published',
    )!;
    await requestContentWithdrawal({ services, member: desk.maker, input: { versionId: published.id } });
    const approval = (await pendingApprovalFor(services, 'content.withdraw', itemId))!;
    await decideApproval({
      services,
      approvalId: approval.id,
      checker: desk.checker,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
    expect(await served()('/gzipped')).not.toContain('Our branches close');
  });
});
