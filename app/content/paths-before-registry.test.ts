import { describe, expect, it } from 'vitest';
import before from './paths-before-registry.json';
import { prerenderPaths } from './prerender';
import { sitemapPaths } from './sitemap-paths';

// Issue 29.5b: the page registry must prerender and list exactly what the separate lists did.
// Removed once the registry is in: a new blog post or product would make it fail.
describe('prerendered and sitemap paths, as before the page registry', () => {
  it('prerenders the same paths', () => {
    expect([...prerenderPaths()].sort()).toEqual(before.prerender);
  });

  it('lists the same paths in the sitemap', () => {
    expect(sitemapPaths()).toEqual(before.sitemap);
  });
});
