import { ONE_SIZE, expect, expectNoAxeViolations, test } from './fixtures';

// Issue 15: the public site as visitors found it.

test('without JavaScript the phone menu stays closed until Menu is tapped', ONE_SIZE, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const menu = page.locator('#site-menu');
  await expect(menu).toBeHidden();
  // The home hero was pushed 2,800 px down by the open menu.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.y).toBeLessThan(400);

  await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Property-mart' })).toBeVisible();
  await menu.getByRole('link', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await context.close();
});

test(
  'the home calculator line follows what the visitor types, with the calculator’s figure',
  ONE_SIZE,
  async ({ page }) => {
    const teaserCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/calculator-teaser-[\w-]+\.js$/.test(request.url())) teaserCode.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Its arithmetic comes when the visitor turns to it; what is typed meanwhile counts.
    expect(teaserCode).toEqual([]);
    const teaser = page.getByRole('region', { name: 'What would I pay each month?' });
    await teaser.getByLabel('Home price (₦)').fill('40,000,000');
    await teaser.getByLabel('Years to repay').selectOption('15');
    const line = teaser.getByText(/^A ₦40,000,000 home with 20% equity over 15 years/);
    await expect(line).toBeVisible();
    const monthly = (await line.innerText()).match(/costs about (₦[\d,]+\.\d\d) a month/)?.[1];
    expect(monthly).toBeTruthy();

    await teaser.getByRole('button', { name: 'Calculate my repayment' }).click();
    await expect(page).toHaveURL(/\/loan-calculator\?/);
    await expect(page.getByRole('main')).toContainText(monthly!);
  },
);

test('every footer feed card shows its whole link at 1024 and 1280 pixels', ONE_SIZE, async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    const cards = page
      .getByRole('contentinfo')
      .locator('li')
      .filter({ has: page.getByRole('link', { name: 'Read the full post' }) });
    const count = await cards.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const [cardBox, linkBox] = await Promise.all([
        card.boundingBox(),
        card.getByRole('link', { name: 'Read the full post' }).boundingBox(),
      ]);
      expect(linkBox!.x + linkBox!.width, `card ${index} at ${width}`).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    }
  }
});

test(
  'social icons and the app badges go to the bank’s own pages, not the networks’ home pages',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/apps');
    const outside = page.locator('a[href^="https://"]');
    const hrefs = await outside.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(new URL(href).pathname, href).not.toBe('/');
  },
);

// Issue 31.5: the link led to the channel, and the page showed a view count only YouTube knows.
test(
  'a video post links its film, counts neither comments it does not show nor views, and offers no play button',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/newsletter-single/video-twenty-years-in-two-minutes');
    await expect(page.getByRole('link', { name: /Watch the video \(opens youtube\.com\)/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
    );
    await expect(page.getByRole('main').getByText(/\d+ (comments?|views?)$/)).toHaveCount(0);
    // The poster's one icon is the external-link mark of the link out; no play button over it.
    await expect(page.locator('main figure svg')).toHaveCount(1);
  },
);

// Issue 31.5: /contact named the branches without their address, phone, hours or map link.
for (const path of ['/about', '/contact']) {
  test(`branches on ${path} have their address, phone, hours and a map link`, ONE_SIZE, async ({ page }) => {
    await page.goto(path);
    const branches = page.getByRole('region', { name: 'Our branches' });
    const ikeja = branches.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ikeja (Opebi)' }) });
    await expect(ikeja).toContainText('24 Opebi Road, Ikeja, Lagos');
    await expect(ikeja.getByRole('link', { name: /Phone: \+234 201 700 0011/ })).toHaveAttribute(
      'href',
      'tel:+2342017000011',
    );
    await expect(ikeja).toContainText('Monday to Friday, 8:00 am to 4:00 pm');
    await expect(ikeja.getByRole('link', { name: 'Open in maps Ikeja (Opebi)' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=AG%20Mortgage%20Bank%2C%2024%20Opebi%20Road/,
    );
    await expectNoAxeViolations(page);
  });
}

test('a leadership profile shows a portrait and the rest of the board', async ({ page }, testInfo) => {
  await page.goto('/directors/babatunde-ajayi');
  const portrait = page.locator('main article img').first();
  await expect(portrait).toHaveAttribute('src', '/portraits/babatunde-ajayi.svg');
  expect(await portrait.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const colleagues = page.getByRole('complementary', { name: 'Also on the Board Of Directors' });
  await expect(colleagues.getByRole('link')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('profile.png'), fullPage: true });
});

test('the Big Family Dream page opens with its campaign illustration', ONE_SIZE, async ({ page }) => {
  await page.goto('/bigfamilydream');
  const illustration = page.getByRole('img', { name: /family of four in front of their new home/ });
  await expect(illustration).toBeVisible();
  expect(await illustration.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1280);
});

test(
  'on a phone the product category filter shows every category, none off-screen, and the page never scrolls sideways',
  ONE_SIZE,
  async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto('/products/category/all');
    const links = page.getByRole('navigation', { name: 'Product categories' }).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const box = (await links.nth(index).boundingBox())!;
      expect(box.x, `category ${index}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `category ${index}`).toBeLessThanOrEqual(360);
    }
    // Long tokens (the e-mail address in the header and footer) wrap instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  },
);

// The one check of the page script that depends on the screen: the menu differs at a phone and a desktop.
test('the page script closes menus with Escape, toggles the search and pauses the feed', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'mregistered', value: 'true', url: baseURL! }]);
  await page.goto('/blog');
  const isPhone = (page.viewportSize()?.width ?? 0) < 1024;
  if (isPhone) {
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.locator('#site-menu').getByRole('button', { name: 'Media' }).press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const about = nav.getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
  }

  const searchToggle = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
  await expect(page.getByRole('banner').getByRole('search')).toBeHidden();
  await searchToggle.click();
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search this website' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchToggle).toBeFocused();
  await expect(page.getByRole('banner').getByRole('search')).toBeHidden();

  const pause = page.getByRole('contentinfo').getByRole('button', { name: 'Pause the X feed' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});
