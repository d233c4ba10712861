import { expectNoAxeViolations, expect, test } from './fixtures';

test.describe('blog, newsletter, policies and site search', () => {
  test('the blog lists the posts; a post shows its article, comments and structured data', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByRole('article')).toHaveCount(8);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'The National Housing Fund, explained' }).click();
    await expect(page).toHaveURL(/\/blog-single\/national-housing-fund-explained$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The National Housing Fund, explained');
    await expect(page.getByRole('heading', { name: '5 Comments' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Reply by AG Mortgage Bank' }).first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('BlogPosting');
    expect(jsonLd.headline).toBe('The National Housing Fund, explained');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Mortgages', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?tag=1$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('tagged Mortgages');
  });

  test('/blog has a sidebar with search, categories and recent posts; unknown posts are 404', async ({ page }) => {
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await expect(sidebar.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    await expect(sidebar.getByRole('navigation', { name: 'Categories' }).getByRole('link')).not.toHaveCount(0);
    await expect(sidebar.getByRole('region', { name: 'Recent posts' }).getByRole('link')).toHaveCount(5);
    await expectNoAxeViolations(page);

    const response = await page.goto('/blog-single/no-such-post');
    expect(response?.status()).toBe(404);
  });

  test('the newsletter lists issues and videos; a video post links out to its film without embedding', async ({
    page,
  }) => {
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Spot the scam: three calls you should end at once' }).click();
    await expect(page.getByRole('link', { name: /Watch the video \(opens youtube\.com\)/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\//,
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the privacy policy is one article for three addresses', async ({ page }) => {
    for (const path of ['/privacy-policy', '/terms-of-service', '/cookie-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Privacy Policy');
      await expect(page.getByText('Posted 25 January 2022')).toBeVisible();
      await expect(page.getByText('33 views')).toBeVisible();
      await expect(page.getByRole('heading', { name: '33 Comments' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy-policy$/);
    }
    await expect(page.getByText(/This version of our privacy policy was published on 8 August 2023/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('each information security policy has its own title and document control', async ({ page }) => {
    await page.goto('/acceptable-use-policy-v1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceptable Use Policy');
    await expect(page.getByRole('region', { name: 'Document control' })).toContainText('1.0');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Clear Screen and Clear Desk Policy' }).last().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clear Screen and Clear Desk Policy');
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { name: '14. Governing law and jurisdiction' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('site search works without JavaScript and highlights the query', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search the site' }).fill('nhf');
    // Enter submits the form as a click would; on a phone without JavaScript the open menu covers the button.
    await main.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?search=nhf$/);
    await expect(main.getByRole('status')).toContainText('results for “nhf”');
    await expect(page.locator('mark').first()).toHaveText(/nhf/i);
    await expect(page.getByRole('link', { name: 'NHF', exact: true })).toHaveAttribute('href', '/products/5');

    await page.goto('/search?search=qwertyuiop');
    await expect(page.getByRole('heading', { name: 'No results found for “qwertyuiop”' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Mortgage Calculator' })).toBeVisible();
    await context.close();
  });

  // Issue 15.5: the results stopped at 50 with no next page.
  for (const javaScriptEnabled of [true, false]) {
    test(`the results go on to a next page ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/search?search=mortgage');
      const main = page.getByRole('main');
      await expect(main.getByRole('status')).toContainText(/results for “mortgage”, page 1 of \d+/);
      const firstPageTitles = await main.locator('ol > li h2').allTextContents();
      expect(firstPageTitles).toHaveLength(20);
      await main
        .getByRole('navigation', { name: 'Pages of search results' })
        .getByRole('link', { name: 'Next page' })
        .click();
      await expect(page).toHaveURL(/\/search\?search=mortgage&page=2$/);
      await expect(main.getByRole('status')).toContainText('page 2 of');
      await expect(main.locator('ol[start]')).toHaveAttribute('start', '21');
      await expect(
        main.getByRole('navigation', { name: 'Pages of search results' }).locator('[aria-current="page"]'),
      ).toHaveText('Page 2');
      const secondPageTitles = await main.locator('ol > li h2').allTextContents();
      expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);
      await context.close();
    });
  }

  test('the search page passes axe with results', async ({ page }) => {
    await page.goto('/search?search=mortgage');
    await expect(page.locator('mark').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
