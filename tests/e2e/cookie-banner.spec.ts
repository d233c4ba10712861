import { expect, test } from './fixtures';

test.describe('cookie banner', () => {
  test('is hidden at first, shows after a second, and Accept stores mregistered=true at /', async ({
    page,
    context,
  }) => {
    // Timed in the page, so that a busy machine cannot make the test miss the hidden second.
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        const banner = document.querySelector('.cookie-banner')!;
        const timing = { loadAt: performance.now(), isVisibleAtLoad: banner.checkVisibility(), shownAt: NaN };
        Object.assign(window, { bannerTiming: timing });
        new MutationObserver(() => {
          if (Number.isNaN(timing.shownAt) && banner.checkVisibility()) timing.shownAt = performance.now();
        }).observe(banner, { attributes: true });
      });
    });
    await page.goto('/about');
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible({ timeout: 5000 });
    const timing = await page.evaluate(
      () =>
        (window as unknown as { bannerTiming: { loadAt: number; isVisibleAtLoad: boolean; shownAt: number } })
          .bannerTiming,
    );
    expect(timing.isVisibleAtLoad).toBe(false);
    expect(timing.shownAt - timing.loadAt).toBeGreaterThanOrEqual(1000);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'mregistered');
    expect(cookie).toMatchObject({ value: 'true', path: '/' });

    await page.goto('/contact');
    await page.waitForTimeout(1500);
    await expect(banner).toBeHidden();
  });

  // Issue 31.5: the banner asked again on the next page.
  test('Deny hides it for the rest of the visit and stores no cookie', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: /cookie/i });
    await banner.getByRole('button', { name: 'Deny' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/about');
    await page.waitForTimeout(1500);
    await expect(banner).toBeHidden();
    expect(await context.cookies()).toEqual([]);
  });

  test('stays hidden when the cookie exists', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'mregistered', value: 'true', url: baseURL! }]);
    await page.goto('/');
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden();
  });
});
