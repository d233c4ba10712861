import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Lists of the site and the items each must lead to (issue: open each item from its list). */
const LISTS = [
  { list: '/products/category/all', item: /^\/products\/\d+$/, atLeast: 13 },
  { list: '/directors', item: /^\/directors\/[\w-]+$/, atLeast: 12 },
  { list: '/management', item: /^\/management\/[\w-]+$/, atLeast: 13 },
  { list: '/blog', item: /^\/blog-single\/[\w-]+$/, atLeast: 8 },
  { list: '/newsletter', item: /^\/newsletter-single\/[\w-]+$/, atLeast: 4 },
  { list: '/property/17', item: /^\/property\/\d+$/, atLeast: 2 },
  {
    list: '/acceptable-use-policy-v1',
    item: /-policy(-v1)?$|^\/employee-info-security-responsibilities-v1$/,
    atLeast: 6,
  },
];

async function itemLinks(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

for (const { list, item, atLeast } of LISTS) {
  test(`every item of ${list} opens from the list`, async ({ page }) => {
    await page.goto(list);
    const links = (await itemLinks(page, item)).filter((href) => href !== list);
    expect(links.length, `${list} lists its items`).toBeGreaterThanOrEqual(atLeast - (item.test(list) ? 1 : 0));

    // The first one by clicking, as a visitor would; the rest as served (every page is rendered on the server).
    await page.getByRole('main').locator(`a[href="${links[0]}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${links[0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const href of links.slice(1)) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).toMatch(/<h1\b[^>]*>(?:\s*<[^>]+>)*\s*[^<\s]/);
    }
  });
}
