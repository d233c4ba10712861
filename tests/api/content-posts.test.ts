import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogPost } from '../../app/routes/blog-single.server';
import { loadBlog } from '../../app/routes/blog.server';
import { loadHome } from '../../app/routes/home.server';
import { loadSearch } from '../../app/routes/search.server';
import type { StaffMember } from '../../server/back-office/staff-members';
import {
  addContentItem,
  listContent,
  publishDueContent,
  readContentItem,
  saveContentDraft,
} from '../../server/content/content-work';
import { readPublicationCounts } from '../../server/content/publications';
import { publishedSampleContent } from '../../server/content/seed-content';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { PostBodySchema } from '../../domain/content/post';
import { POST_SEED } from '../../domain/content/post-seed';
import { contentTexts } from '../../domain/messages/back-office/content';
import {
  type ContentDesk,
  loaderStatus,
  openContentDesk,
  routeArgs as deskRouteArgs,
  staffMember,
} from '../support/content-desk';

// Issue 31 (decision 096): the blog's posts as content, added by editors under an address of their own, scheduled.
let desk: ContentDesk;
let services: Services;
let maker: StaffMember;
let checker: StaffMember;
let coverId: string;
const texts = contentTexts.post.errors;

const BODY = `## Why we wrote this
${'Saving for a deposit is the first step to a mortgage, and a plan makes it shorter. '.repeat(4)}

- Save a fixed sum each month.
- Read the [NHF product page](/products/5).`;

/** What the draft form posts for a post on saving for a deposit. */
const postForm = (more: Record<string, string> = {}) => ({
  title: 'Saving for your deposit in 2027',
  date: '2026-11-28',
  author: 'mortgageDesk',
  'tag-1': '3',
  'tag-2': '1',
  'tag-3': '',
  summary: 'How much to save each month for the deposit on a home, and where to keep it while it grows.',
  body: BODY,
  pictureId: coverId,
  ...more,
});

const routeArgs = (path: string, params: Record<string, string> = {}) => deskRouteArgs(services, path, params);
const blogTitles = async () => (await loadBlog(routeArgs('/blog'))).posts.map((post) => post.title);
/** The home page's latest posts (decision 101). */
const homeNews = async () => (await loadHome(routeArgs('/'))).news.map((post) => post.title);
const statusOf = (slug: string) => loaderStatus(loadBlogPost(routeArgs(`/blog-single/${slug}`, { id: slug })));

beforeAll(async () => {
  desk = await openContentDesk('posts');
  ({ services, maker, checker } = desk);
  coverId = await desk.uploadPicture('A couple counting savings at a kitchen table', '#3a7fc4');
});
afterAll(() => desk.close());

describe('the post body', () => {
  const seedBody = POST_SEED[0].body;

  it('parses every seed post', () => {
    for (const { key, body } of POST_SEED) expect(PostBodySchema.safeParse(body).success, key).toBe(true);
  });

  it('refuses an empty title, an unknown tag, a tag twice, a link the Markdown allow-list refuses, and no cover', () => {
    const errorsOf = (body: unknown) => {
      const parsed = PostBodySchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(errorsOf({ ...seedBody, title: '  ' })).toEqual([texts.title]);
    expect(errorsOf({ ...seedBody, tags: [1, 99] })).toEqual([texts.tags]);
    expect(errorsOf({ ...seedBody, tags: [1, 1] })).toEqual([texts.tagsTwice]);
    expect(errorsOf({ ...seedBody, body: `${seedBody.body}\n[Win a prize](javascript:alert(1))` })).toEqual([
      texts.link,
    ]);
    expect(errorsOf({ ...seedBody, drawing: undefined })).toEqual([texts.picture]);
  });
});

describe('the seed posts', () => {
  it('are today’s posts, published as version 1 and marked sample, which production names to replace', async () => {
    const rows = await listContent(services, 'post');
    expect(rows.map((row) => row.item.key)).toEqual(POST_SEED.map((post) => post.key));
    expect(rows.every((row) => row.published?.isSample && row.published.number === 1)).toBe(true);
    expect(await publishedSampleContent(services)).toContain(
      'Blog post national-housing-fund-explained: The National Housing Fund, explained',
    );
  });

  it('fill /blog and their pages as before, with their drawings and readers’ comments', async () => {
    expect(await blogTitles()).toHaveLength(POST_SEED.length);
    const { post } = await loadBlogPost(routeArgs('/blog-single/buying-land-safely', { id: 'buying-land-safely' }));
    expect(post.photo).toMatch(/^\/images\/blog\/.+\.svg$/);
    expect(post.reviews?.length).toBeGreaterThan(0);
    expect(await statusOf('no-such-post')).toBe(404);
  });
});

describe('adding a post', () => {
  let itemId: string;

  it('is for content editors, under an address typed once: a bad or taken address is refused', async () => {
    const outsider = await staffMember(services, 'tola.service@bank.test', ['customer_service']);
    await expect(
      addContentItem({ services, member: outsider, kind: 'post', input: { slug: 'saving-for-your-deposit' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    for (const slug of ['', 'Saving For A Deposit', 'saving--deposit', '-saving', 'saving/deposit'])
      await expect(addContentItem({ services, member: maker, kind: 'post', input: { slug } })).rejects.toMatchObject({
        code: AppErrorCode.ValidationError,
        fields: { slug: texts.slug },
      });
    await expect(
      addContentItem({ services, member: maker, kind: 'post', input: { slug: POST_SEED[0].key } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError, fields: { slug: texts.slugTaken } });
    const item = await addContentItem({
      services,
      member: maker,
      kind: 'post',
      input: { slug: 'saving-for-your-deposit' },
    });
    itemId = item.id;
    expect(item.key).toBe('saving-for-your-deposit');
    await expect(
      addContentItem({ services, member: checker, kind: 'post', input: { slug: 'saving-for-your-deposit' } }),
    ).rejects.toMatchObject({ fields: { slug: texts.slugTaken } });
    expect((await readContentItem(services, itemId))!.versions).toEqual([]);
  });

  it('refuses a draft with an empty title, an unknown tag or no cover', async () => {
    const draft = (input: Record<string, string>) => saveContentDraft({ services, member: maker, itemId, input });
    await expect(draft(postForm({ title: '' }))).rejects.toMatchObject({ fields: { title: texts.title } });
    await expect(draft(postForm({ 'tag-1': '99' }))).rejects.toMatchObject({ fields: { tags: texts.tags } });
    await expect(draft(postForm({ 'tag-1': '', 'tag-2': '' }))).rejects.toMatchObject({
      fields: { 'tag-1': texts.tags },
    });
    await expect(draft(postForm({ pictureId: '' }))).rejects.toMatchObject({ fields: { pictureId: texts.picture } });
    expect((await readContentItem(services, itemId))!.versions).toEqual([]);
  });

  it('is not shown while scheduled (404), and the job publishes it at its time on /blog, its page and the search', async () => {
    const before = (await readPublicationCounts(services)).get('post')!;
    // 10:00 in Lagos is 09:00 UTC.
    await desk.publish(itemId, postForm({ publishAt: '2030-01-01T10:00' }), new Date('2030-01-01T08:00:00Z'));
    expect((await readContentItem(services, itemId))!.versions[0].state).toBe('scheduled');
    expect(await blogTitles()).not.toContain('Saving for your deposit in 2027');
    expect(await statusOf('saving-for-your-deposit')).toBe(404);
    const newsBefore = await homeNews();
    expect(newsBefore).toHaveLength(3);
    expect(newsBefore).not.toContain('Saving for your deposit in 2027');

    await publishDueContent({ services, now: new Date('2030-01-01T08:59:00Z') });
    expect(await statusOf('saving-for-your-deposit')).toBe(404);
    await publishDueContent({ services, now: new Date('2030-01-01T09:00:00Z') });
    expect((await readPublicationCounts(services)).get('post')).toBe(before + 1);

    expect((await blogTitles())[0]).toBe('Saving for your deposit in 2027');
    // The home page's latest posts follow the publish: the new post first, the oldest of the three gone.
    expect(await homeNews()).toEqual(['Saving for your deposit in 2027', ...newsBefore.slice(0, 2)]);
    const { post, shareImage } = await loadBlogPost(
      routeArgs('/blog-single/saving-for-your-deposit', { id: 'saving-for-your-deposit' }),
    );
    expect(post).toMatchObject({
      title: 'Saving for your deposit in 2027',
      photoalt: 'A couple counting savings at a kitchen table',
      author: { authorname: 'Mortgage Advisory Desk' },
      tags: [
        { id: 3, name: 'Savings' },
        { id: 1, name: 'Mortgages' },
      ],
      comments: 0,
    });
    expect(post.photo).toMatch(new RegExp(`^/media/pictures/${coverId}/\\d+\\.jpg$`));
    expect(post.views).toBeUndefined();
    expect(post.blocks[0]).toMatchObject({ kind: 'heading', text: 'Why we wrote this' });
    // No 1200x630 cut of a library picture: the page shares the site's image.
    expect(shareImage).toBeUndefined();
    const search = await loadSearch(routeArgs('/search?search=deposit 2027'));
    expect(search.results.map((result) => result.url)).toContain('/blog-single/saving-for-your-deposit');
  });
});
