import { describe, expect, it } from 'vitest';
import { isMenuItemActive, mainMenu, menuDepth, menuLinks } from './menu';

describe('main menu', () => {
  it('goes no deeper than three levels, and every item with a submenu is flagged child', () => {
    expect(menuDepth(mainMenu)).toBe(3);
    const walk = (items: typeof mainMenu): void =>
      items.forEach((item) => {
        expect(item.child).toBe(Boolean(item.submenu?.length));
        walk(item.submenu ?? []);
      });
    walk(mainMenu);
  });

  it('covers the site sections of the specification', () => {
    const links = menuLinks(mainMenu);
    for (const path of [
      '/',
      '/about',
      '/anniversary',
      '/directors',
      '/management',
      '/team',
      '/products/category/all',
      '/products/category/savings',
      '/products/category/mortgage',
      '/products/category/investment',
      '/products/category/sme_investment',
      // Issue 31.4: the specification's /property/17 now leads to the Property Mart's index.
      '/property',
      '/loan-calculator',
      '/blog',
      '/newsletter',
      '/apps',
      '/forms',
      '/accountopening',
      '/newaccount',
      '/profileupdate',
      '/bvnvalidation',
      '/contact',
      '/whistle-blower',
    ]) {
      expect(links).toContain(path);
    }
    expect(new Set(links).size).toBe(links.length);
  });

  it('marks a section active when one of its pages is the current one', () => {
    const about = mainMenu.find((item) => item.linkText === 'About')!;
    expect(isMenuItemActive(about, '/directors')).toBe(true);
    expect(isMenuItemActive(about, '/Directors/')).toBe(true);
    expect(isMenuItemActive(about, '/contact')).toBe(false);
  });
});

describe('menu product links', () => {
  it('name the product each link opens', async () => {
    const { productById } = await import('./products');
    const productLinks = menuLinks(mainMenu).filter((link) => /^\/products\/\d+$/.test(link));
    expect(productLinks.length).toBe(13);
    const labels = new Map<string, string>();
    const walk = (items: typeof mainMenu): void =>
      items.forEach((item) => {
        if (item.link) labels.set(item.link, item.linkText);
        walk(item.submenu ?? []);
      });
    walk(mainMenu);
    for (const link of productLinks) {
      const product = productById(link.split('/').pop()!);
      expect(product, link).toBeDefined();
      const words = product!.name
        .toLowerCase()
        .split(/[\s-]+/)
        .filter((word) => word.length > 1);
      expect(
        words.some((word) => labels.get(link)!.toLowerCase().includes(word)),
        `${link} ${labels.get(link)} vs ${product!.name}`,
      ).toBe(true);
    }
  });
});
