import { expect, test } from './fixtures';

test.describe('cookie banner', () => {
  test('is hidden at first, shows after a second, and Accept stores mregistered=true at /', async ({ page, context }) => {
    await page.goto('/about');
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeHidden({ timeout: 500 });
    await expect(banner).toBeVisible({ timeout: 3000 });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'mregistered');
    expect(cookie).toMatchObject({ value: 'true', path: '/' });

    await page.goto('/contact');
    await page.waitForTimeout(1500);
    await expect(banner).toBeHidden();
  });

  test('Deny hides it and stores nothing', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: /cookie/i });
    await banner.getByRole('button', { name: 'Deny' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).some((c) => c.name === 'mregistered')).toBe(false);
  });

  test('stays hidden when the cookie exists', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'mregistered', value: 'true', url: baseURL! }]);
    await page.goto('/');
    await page.waitForTimeout(1500);
    await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden();
  });
});
