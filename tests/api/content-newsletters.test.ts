import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNewsletterItem } from '../../app/routes/newsletter-single.server';
import { loadNewsletter } from '../../app/routes/newsletter.server';
import { loadSearch } from '../../app/routes/search.server';
import { sitemapResponse } from '../../app/routes/sitemap.server';
import { publishedIssues, publishedVideos } from '../../app/lib/published-articles.server';
import { addContentItem, listContent, readContentItem, saveContentDraft } from '../../server/content/content-work';
import { publishedSampleContent } from '../../server/content/seed-content';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import type { StaffMember } from '../../server/back-office/staff-members';
import { NewsletterBodySchema, VideoBodySchema } from '../../domain/content/newsletter';
import { NEWSLETTER_SEED, VIDEO_SEED } from '../../domain/content/newsletter-seed';
import { contentTexts } from '../../domain/messages/back-office/content';
import { type ContentDesk, loaderStatus, openContentDesk, routeArgs as deskRouteArgs } from '../support/content-desk';

// Issue 31 (decision 103): newsletter issues and video posts as content, one address space under /newsletter-single.
let desk: ContentDesk;
let services: Services;
let maker: StaffMember;
let checker: StaffMember;
let posterId: string;
const texts = contentTexts;

const FILM = 'https://www.youtube.com/watch?v=agmb-deposit';

/** What the draft form posts for a video post on saving for a deposit. */
const videoForm = (more: Record<string, string> = {}) => ({
  title: 'Your deposit in three minutes',
  date: '2026-11-28',
  author: 'mortgageDesk',
  summary: 'Our Mortgage Advisory Desk shows how much to save each month for the deposit on a home.',
  body: `## In this film\n${'How a monthly saving becomes the equity for a home, and where to keep it while it grows. '.repeat(4)}`,
  pictureId: posterId,
  filmUrl: FILM,
  filmTitle: 'Saving for your deposit',
  ...more,
});

const routeArgs = (path: string, params: Record<string, string> = {}) => deskRouteArgs(services, path, params);
const pageOf = (key: string) => loadNewsletterItem(routeArgs(`/newsletter-single/${key}`, { id: key }));
const statusOf = (key: string) => loaderStatus(pageOf(key));
const listed = async () => {
  const { issues, videos } = await loadNewsletter(routeArgs('/newsletter'));
  return { issues: issues.map((issue) => issue.id), videos: videos.map((video) => video.id) };
};

beforeAll(async () => {
  desk = await openContentDesk('newsletters');
  ({ services, maker, checker } = desk);
  posterId = await desk.uploadPicture('A mortgage adviser explaining a savings plan to a couple', '#c4833a');
});
afterAll(() => desk.close());

describe('the bodies', () => {
  const errorsOf = (schema: typeof VideoBodySchema | typeof NewsletterBodySchema, body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('parse every seed issue and video post, whose keys no two items share', () => {
    for (const { key, body } of NEWSLETTER_SEED) expect(errorsOf(NewsletterBodySchema, body), key).toEqual([]);
    for (const { key, body } of VIDEO_SEED) expect(errorsOf(VideoBodySchema, body), key).toEqual([]);
    const keys = [...NEWSLETTER_SEED, ...VIDEO_SEED].map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuse a film address that is not https, and have no view count to give', () => {
    const seed = VIDEO_SEED[0].body;
    for (const url of ['http://www.youtube.com/watch?v=agmb-anni20', 'javascript:alert(1)', 'youtube.com/x', ''])
      expect(errorsOf(VideoBodySchema, { ...seed, film: { ...seed.film, url } }), url).toEqual([
        texts.video.errors.filmUrl,
      ]);
    expect(errorsOf(VideoBodySchema, { ...seed, film: { ...seed.film, title: '' } })).toEqual([
      texts.video.errors.filmTitle,
    ]);
    expect(errorsOf(VideoBodySchema, { ...seed, views: 2318 })).not.toEqual([]);
  });

  it('refuse an issue without its label', () => {
    expect(errorsOf(NewsletterBodySchema, { ...NEWSLETTER_SEED[0].body, issue: ' ' })).toEqual([
      texts.newsletter.errors.issue,
    ]);
  });
});

describe('the seed issues and video posts', () => {
  it('are today’s, published as version 1 and marked sample, which production names to replace', async () => {
    for (const [kind, seed] of [
      ['newsletter', NEWSLETTER_SEED],
      ['video', VIDEO_SEED],
    ] as const) {
      const rows = await listContent(services, kind);
      expect(rows.map((row) => row.item.key)).toEqual(seed.map((item) => item.key));
      expect(rows.every((row) => row.published?.isSample && row.published.number === 1)).toBe(true);
    }
    expect(await publishedSampleContent(services)).toEqual(
      expect.arrayContaining([
        'Newsletter issue home-matters-issue-1: Home Matters: welcome to our newsletter',
        'Video post video-spot-the-scam: Spot the scam: three calls you should end at once',
      ]),
    );
  });

  it('fill /newsletter and their pages as before: issues with readers’ comments, videos linking their film with no view count', async () => {
    const { issues, videos } = await listed();
    expect(issues[0]).toBe('home-matters-issue-4');
    expect(videos).toHaveLength(VIDEO_SEED.length);
    const issue = await pageOf('home-matters-issue-4');
    expect(issue).toMatchObject({ kind: 'issue', item: { issue: 'Issue 4 · April 2025', views: 1480 } });
    expect(issue.kind === 'issue' && issue.item.reviews?.length).toBeGreaterThan(0);
    const video = await pageOf('video-spot-the-scam');
    expect(video.kind).toBe('video');
    expect(video.item.vid).toEqual({ src: 'https://www.youtube.com/watch?v=agmb-scam01', title: 'Spot the scam' });
    expect(video.item).not.toHaveProperty('views');
    expect(video.item).not.toHaveProperty('reviews');
    expect(await statusOf('no-such-issue')).toBe(404);
  });
});

describe('adding a video post', () => {
  let itemId: string;

  it('is under an address of its own: one an issue or a video post has is refused, whichever kind adds it', async () => {
    const taken = { code: AppErrorCode.ValidationError, fields: { slug: texts.post.errors.newsletterSlugTaken } };
    await expect(
      addContentItem({ services, member: maker, kind: 'video', input: { slug: NEWSLETTER_SEED[0].key } }),
    ).rejects.toMatchObject(taken);
    await expect(
      addContentItem({ services, member: maker, kind: 'newsletter', input: { slug: VIDEO_SEED[0].key } }),
    ).rejects.toMatchObject(taken);
    await expect(
      addContentItem({ services, member: maker, kind: 'video', input: { slug: VIDEO_SEED[0].key } }),
    ).rejects.toMatchObject(taken);
    await expect(
      addContentItem({ services, member: maker, kind: 'video', input: { slug: 'Your Deposit' } }),
    ).rejects.toMatchObject({ fields: { slug: texts.post.errors.slug } });
    // A blog post's address is another page's: /blog-single/ and /newsletter-single/ do not meet.
    const item = await addContentItem({
      services,
      member: maker,
      kind: 'video',
      input: { slug: 'national-housing-fund-explained' },
    });
    expect(item.key).toBe('national-housing-fund-explained');
    itemId = item.id;
    await expect(
      addContentItem({ services, member: checker, kind: 'newsletter', input: { slug: item.key } }),
    ).rejects.toMatchObject(taken);
  });

  it('refuses a draft whose film address is not https, or has no film title', async () => {
    const draft = (input: Record<string, string>) => saveContentDraft({ services, member: maker, itemId, input });
    await expect(draft(videoForm({ filmUrl: 'http://www.youtube.com/watch?v=agmb-deposit' }))).rejects.toMatchObject({
      fields: { filmUrl: texts.video.errors.filmUrl },
    });
    await expect(draft(videoForm({ filmTitle: '' }))).rejects.toMatchObject({
      fields: { filmTitle: texts.video.errors.filmTitle },
    });
    expect((await readContentItem(services, itemId))!.versions).toEqual([]);
  });

  it('is not shown until a second editor approves it (404), then on /newsletter, its page, the search and the sitemap', async () => {
    const key = 'national-housing-fund-explained';
    const change = await desk.submit(itemId, videoForm());
    expect(await statusOf(key)).toBe(404);
    expect((await listed()).videos).not.toContain(key);

    await desk.approve(change.id);
    expect((await listed()).videos[0]).toBe(key);
    const { kind, item, shareImage } = await pageOf(key);
    expect(kind).toBe('video');
    expect(item).toMatchObject({
      title: 'Your deposit in three minutes',
      photoalt: 'A mortgage adviser explaining a savings plan to a couple',
      vid: { src: FILM, title: 'Saving for your deposit' },
    });
    expect(item).not.toHaveProperty('views');
    expect(shareImage).toBeUndefined();
    const search = await loadSearch(routeArgs('/search?search=deposit three minutes'));
    expect(search.results.map((result) => result.url)).toContain(`/newsletter-single/${key}`);
    const sitemap = await (await sitemapResponse(routeArgs('/sitemap.xml'))).text();
    expect(sitemap).toContain(`/newsletter-single/${key}</loc>`);
  });
});

describe('the published readers', () => {
  it('give the published issues and video posts newest first, the same list until a publish', async () => {
    const issues = await publishedIssues(services);
    expect(issues.map((issue) => issue.id)).toEqual(NEWSLETTER_SEED.map((issue) => issue.key).reverse());
    expect(await publishedIssues(services)).toBe(issues);
    const videos = await publishedVideos(services);
    expect(videos.map((video) => video.postdate)).toEqual(
      videos
        .map((video) => video.postdate)
        .sort()
        .reverse(),
    );
  });
});
