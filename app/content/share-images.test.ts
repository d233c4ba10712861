import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '~/lib/meta';
import { seedPosts } from './blog';
import { seedIssues, seedVideos } from './newsletters';
import { PRIVACY_SEED } from '@domain/content/privacy-seed';

const ogImageOf = (image?: string) => {
  const tag = pageMeta({ title: 'A post', description: 'Shared', path: '/a-post', image }).find(
    (entry) => 'property' in entry && entry.property === 'og:image',
  ) as { content: string };
  return new URL(tag.content).pathname;
};

// Issue 31.5: a shared post showed its SVG drawing, which the networks do not show.
describe('the picture of a shared page', () => {
  it('is a 1200x630 JPEG or PNG for every post and for every other page', async () => {
    const photos = [
      ...[...seedPosts, ...seedIssues, ...seedVideos].map((post) => post.photo),
      ...PRIVACY_SEED.map(({ body }) => body.drawing!.src),
    ];
    const images = [...new Set([...photos.map(ogImageOf), ogImageOf(undefined)])];
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      const { format, width, height } = await sharp(`public${image}`).metadata();
      expect({ image, format, width, height }).toEqual({
        image,
        format: expect.stringMatching(/^(jpeg|png)$/),
        width: 1200,
        height: 630,
      });
    }
  });
});
