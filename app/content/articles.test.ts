import { leaderAddress } from '@domain/content/leader';
import { LEADER_SEED } from '@domain/content/leader-seed';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { linkTargets } from '~/components/articles/article-markdown';
import { BlogPostSchema } from './article-schemas';
import { BLOG_TAGS } from '../../domain/content/post';
import { blogTagCounts, findPost, seedPosts as blogPosts } from './blog';
import { seedIssues as newsletters, seedVideos as videoPosts } from './newsletters';
import { POLICY_PATHS } from '@domain/content/policy';
import { POLICY_SEED } from '@domain/content/policy-seed';
import { PRIVACY_POLICY_PATHS } from '@domain/content/privacy';
import { PRIVACY_SEED } from '@domain/content/privacy-seed';
import { toPrivacyArticle } from './privacy';
import { prerenderPaths } from './prerender';
import { seedProperties } from './properties';
import { sitemapPaths } from './sitemap-paths';

const BLOG_FIELDS = [
  'id',
  'photo',
  'postdate',
  'title',
  'shortdesc',
  'author',
  'tags',
  'reviews',
  'views',
  'comments',
  'longdescription',
];
const REVIEW_FIELDS = ['id', 'img', 'name', 'comment', 'commentdate', 'replies'];
const VIDEO_FIELDS = ['id', 'photo', 'postdate', 'title', 'shortdesc', 'author', 'vid', 'longdescription'];

const publicFile = (path: string) => existsSync(new URL(`../../public${path}`, import.meta.url));

/** Every path a link inside the site may lead to: the route table's fixed paths and every prerendered page. */
function knownPaths(): Set<string> {
  const fixed = (routes as { path?: string }[]).flatMap((route) =>
    route.path && !route.path.includes(':') && route.path !== '*' ? [route.path] : [],
  );
  return new Set(
    [
      ...fixed,
      ...prerenderPaths(),
      ...sitemapPaths(
        seedProperties.map((property) => property.id),
        blogPosts.map((post) => post.id),
        [...newsletters, ...videoPosts].map((item) => item.id),
        LEADER_SEED.map(({ body }) => leaderAddress(body)),
      ),
      '/instantaccount/ind/r',
    ].map((path) => path.toLowerCase()),
  );
}

describe('blog posts', () => {
  it('has at least eight posts, newest first, with unique ids', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(blogPosts.length);
    const dates = blogPosts.map((post) => post.postdate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(blogPosts.map((post) => [post.id, post] as const))(
    '%s has every field of a blog post, its reviews every field of a review',
    (_id, post) => {
      expect(BlogPostSchema.safeParse(post).success).toBe(true);
      for (const field of BLOG_FIELDS) expect(post).toHaveProperty(field);
      expect(post.longdescription.split('\n\n').length).toBeGreaterThan(3);
      expect(post.reviews?.length).toBeGreaterThan(0);
      for (const review of post.reviews ?? []) {
        for (const field of REVIEW_FIELDS) expect(review).toHaveProperty(field);
        for (const reply of review.replies) expect(reply).not.toHaveProperty('replies');
      }
    },
  );

  it('counts every comment and reply in the comment count', () => {
    for (const post of blogPosts) {
      const count = (post.reviews ?? []).reduce((sum, review) => sum + 1 + review.replies.length, 0);
      expect(post.comments, post.id).toBe(count);
    }
  });

  it('uses only tags of the tag-name table, and counts them for the sidebar', () => {
    for (const post of blogPosts)
      for (const tag of post.tags) expect(BLOG_TAGS[tag], `${post.id} tag ${tag}`).toBeDefined();
    const counts = blogTagCounts(blogPosts);
    expect(counts[0].count).toBeGreaterThanOrEqual(counts[counts.length - 1].count);
    expect(counts.find((tag) => tag.name === 'Mortgages')?.count).toBe(
      blogPosts.filter((post) => post.tags.includes(1)).length,
    );
  });

  it('covers the topics a Nigerian mortgage bank publishes on', () => {
    const text = blogPosts.map((post) => `${post.title} ${post.longdescription}`).join(' ');
    for (const topic of [
      'National Housing Fund',
      'save',
      'C of O',
      "Governor's Consent",
      'Rent to own',
      'BVN',
      'NIN',
      'fraud',
      'abroad',
      'Twenty years',
    ]) {
      expect(text, topic).toContain(topic);
    }
  });

  it('finds a post by id and nothing for an unknown id', () => {
    expect(findPost(blogPosts, blogPosts[0].id)).toBe(blogPosts[0]);
    expect(findPost(blogPosts, 'no-such-post')).toBeUndefined();
  });
});

describe('newsletters and video posts', () => {
  it('has at least four newsletter issues with every field, newest first', () => {
    expect(newsletters.length).toBeGreaterThanOrEqual(4);
    for (const issue of newsletters) {
      for (const field of [...BLOG_FIELDS, 'issue']) expect(issue).toHaveProperty(field);
    }
    const dates = newsletters.map((issue) => issue.postdate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has the seven video posts of section 3 with every field but a view count, each linking out to its own film on YouTube', () => {
    expect(videoPosts).toHaveLength(7);
    for (const video of videoPosts) {
      for (const field of VIDEO_FIELDS) expect(video).toHaveProperty(field);
      // Issue 31.5: the film's host counts its views; the site knows none.
      expect(video).not.toHaveProperty('views');
      expect(Object.keys(video.author)).toEqual(expect.arrayContaining(['authorphoto', 'authorname']));
      expect(Object.keys(video.vid)).toEqual(['src', 'title']);
      // Issue 15.4: never YouTube's home page; issue 31.5: the film itself, not the channel.
      const src = new URL(video.vid.src);
      expect(src.hostname).toBe('www.youtube.com');
      expect(src.pathname).toBe('/watch');
      expect(src.searchParams.get('v')).toMatch(/^[\w-]{11}$/);
    }
    expect(new Set(videoPosts.map((video) => video.vid.src)).size).toBe(videoPosts.length);
  });

  it('gives issues and videos distinct ids, since both live under /newsletter-single', () => {
    const ids = [...newsletters, ...videoPosts].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('article content as a whole', () => {
  const privacyArticle = toPrivacyArticle(PRIVACY_SEED[0], new Map());
  const articles = [...blogPosts, ...newsletters, ...videoPosts, privacyArticle];

  it('serves every picture and avatar from the site itself', () => {
    const images = [
      ...articles.flatMap((article) => [article.photo, article.author.authorphoto]),
      ...[...blogPosts, ...newsletters, privacyArticle].flatMap((article) =>
        (article.reviews ?? []).flatMap((review) => [review.img, ...review.replies.map((reply) => reply.img)]),
      ),
    ].filter(Boolean);
    for (const image of new Set(images)) expect(publicFile(image), image).toBe(true);
  });

  it('links only to pages that exist', () => {
    const known = knownPaths();
    const bodies = [...articles.map((article) => article.longdescription), ...POLICY_SEED.map(({ body }) => body.body)];
    for (const target of bodies.flatMap(linkTargets)) {
      if (!target.startsWith('/')) {
        expect(target, target).toMatch(/^(https:\/\/|mailto:)/);
        continue;
      }
      expect(known.has(target.split(/[?#]/)[0].toLowerCase()), target).toBe(true);
    }
  });

  it('prerenders none of /search, the blog, the newsletter, the information pages and the privacy article, drawn from the database (decisions 096, 103, 105, 106)', () => {
    const paths = prerenderPaths();
    for (const path of [
      '/blog',
      ...blogPosts.map((post) => `/blog-single/${post.id}`),
      '/newsletter',
      ...[...newsletters, ...videoPosts].map((item) => `/newsletter-single/${item.id}`),
      ...POLICY_PATHS,
      ...PRIVACY_POLICY_PATHS,
      '/search',
    ])
      expect(paths).not.toContain(path);
  });
});
