import { describe, expect, it } from 'vitest';
import { feedPosts } from '~/content/feeds';
import { formatPostDate, nextSlideIndex } from './feed-slides';

describe('nextSlideIndex', () => {
  it('moves one slide down while more posts are below', () => {
    expect(nextSlideIndex(0, 5)).toBe(1);
    expect(nextSlideIndex(2, 5)).toBe(3);
  });

  it('goes back to the first once the last two posts are in view', () => {
    expect(nextSlideIndex(3, 5)).toBe(0);
    expect(nextSlideIndex(4, 5)).toBe(0);
  });

  it('stays on the first when every post fits', () => {
    expect(nextSlideIndex(0, 2)).toBe(0);
    expect(nextSlideIndex(0, 1)).toBe(0);
  });
});

describe('formatPostDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatPostDate('2025-03-18')).toBe('18 March 2025');
    expect(formatPostDate('2025-01-08T23:59:00+01:00')).toBe('8 January 2025');
  });
});

describe('feed posts', () => {
  it('has at least four posts, each with text, a link of this site and a valid date', () => {
    expect(feedPosts.length).toBeGreaterThanOrEqual(4);
    for (const post of feedPosts) {
      expect(post.tweet.length).toBeGreaterThan(20);
      expect(post.link).toMatch(/^\//);
      expect(post.tweetdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.tweetdate))).toBe(false);
    }
  });
});
