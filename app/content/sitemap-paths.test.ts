import { describe, expect, it } from 'vitest';
import { sitemapPaths } from './sitemap-paths';

describe('sitemap paths', () => {
  it('lists the public pages once each, without error and utility pages', () => {
    const paths = sitemapPaths([17, 40], ['a-post-added-since'], ['a-video-added-since'], ['/directors/ada-obi']);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/about', '/products/1', '/property/17', '/privacy-policy', '/contact', '/accountopening'])
      expect(paths).toContain(path);
    // Decision 095: a published listing the registry does not know.
    for (const path of ['/property/40', '/gallery/property/40']) expect(paths).toContain(path);
    // Decision 096: a published post the registry does not know.
    expect(paths).toContain('/blog-single/a-post-added-since');
    // Decision 103: a published issue or video post the registry does not know.
    expect(paths).toContain('/newsletter-single/a-video-added-since');
    // Decision 097: a published profile the registry does not know.
    expect(paths).toContain('/directors/ada-obi');
    // Issue 31.4: the rates page and the Property Mart's index.
    for (const path of ['/rates', '/property']) expect(paths).toContain(path);
    for (const path of ['/error', '/coming-soon', '/search', '/sitemap.xml', '/robots.txt'])
      expect(paths).not.toContain(path);
    // Issue 15.1: their canonical address is /privacy-policy.
    for (const path of ['/cookie-policy', '/terms-of-service']) expect(paths).not.toContain(path);
  });

  // Issue 31.5: the portraits (SVG files) were listed as pages.
  it('lists pages only: no file, image or API address', () => {
    const paths = sitemapPaths([], [], [], []);
    expect(
      paths.filter((path) => /\.[a-z\d]+$/i.test(path) || path.startsWith('/api/') || path.startsWith('/portraits/')),
    ).toEqual([]);
  });
});
