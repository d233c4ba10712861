import sharp from 'sharp';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { contentDeskJourney } from './back-office-support';

// Issue 31 (decision 103): an editor adds a video post under an address of its own, a second editor approves it,
// and /newsletter lists it; its page links the film itself, with no player embedded and no view count.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const ALT = 'A mortgage adviser explaining a savings plan to a couple';
const TITLE = 'Your deposit in three minutes';
const FILM = 'https://www.youtube.com/watch?v=agmb-deposit';

const { base, enrolled } = contentDeskJourney(24, {
  maker: { email: 'ngozi.editor@agmortgage.test', name: 'Ngozi Eze' },
  checker: { email: 'musa.editor@agmortgage.test', name: 'Musa Bello' },
});

test('an editor adds a video post, a second editor approves it, /newsletter lists it and its page links the film', async ({
  browser,
  page,
}) => {
  const maker = await enrolled(browser, 'maker');
  const checker = await enrolled(browser, 'checker');

  await maker.goto(`${base}/staff/content/pictures`);
  await maker.getByLabel('Picture file').setInputFiles({
    name: 'poster.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c4833a' } })
      .jpeg()
      .toBuffer(),
  });
  await maker.getByRole('textbox', { name: 'Alt text' }).fill(ALT);
  await maker.getByRole('button', { name: 'Upload picture' }).click();
  await expect(maker.getByRole('status')).toContainText(`Picture uploaded: "${ALT}".`, { timeout: 60_000 });

  // An issue's address is refused to a video post: both live under /newsletter-single/, with and without JavaScript.
  await maker.goto(`${base}/staff/content`);
  const address = maker.getByRole('textbox', { name: 'Address of the new video post' });
  const taken = 'An issue or a video post already has this address: choose another.';
  await address.fill('home-matters-issue-1');
  await maker.getByRole('button', { name: 'Add a video post' }).click();
  await expect(maker.getByText(taken).first()).toBeVisible();
  // The post's and the forms show nothing of the video's refusal: one summary, one field error.
  await expect(maker.getByText(taken)).toHaveCount(2);
  const plainDesk = await withoutJavaScript(browser, maker, `${base}/staff/content`);
  await plainDesk.getByRole('textbox', { name: 'Address of the new video post' }).fill('home-matters-issue-1');
  await plainDesk.getByRole('button', { name: 'Add a video post' }).click();
  await expect(plainDesk.getByText(taken).first()).toBeVisible();
  await plainDesk.context().close();
  await address.fill('your-deposit-in-three-minutes');
  await maker.getByRole('button', { name: 'Add a video post' }).click();
  await expect(maker.getByText('Nothing of this item is published.')).toBeVisible();

  await maker.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await maker.getByLabel('Date shown on the post').fill('2026-11-28');
  await maker.getByRole('combobox', { name: 'Author' }).selectOption({ label: 'Mortgage Advisory Desk' });
  await maker
    .getByRole('textbox', { name: 'Summary (shown on the list and under the title)' })
    .fill('Our Mortgage Advisory Desk shows how much to save each month for the deposit on a home.');
  await maker
    .getByRole('textbox', { name: 'Post (Markdown)' })
    .fill(
      `## In this film\n\n${'How a monthly saving becomes the equity for a home, and where to keep it while it grows. '.repeat(3)}`,
    );
  await maker.getByRole('combobox', { name: 'Cover picture' }).selectOption({ label: ALT });
  await maker.getByRole('textbox', { name: 'Title of the film' }).fill('Saving for your deposit');
  // A film address that is not https is refused.
  await maker.getByRole('textbox', { name: 'Address of the film' }).fill('http://www.youtube.com/watch?v=agmb-deposit');
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('Enter the film’s own address, starting https://').first()).toBeVisible();
  await maker.getByRole('textbox', { name: 'Address of the film' }).fill(FILM);
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('The draft is saved.')).toBeVisible();
  const preview = maker.getByRole('region', { name: 'Preview, as /newsletter and the video’s page will show it' });
  await expect(preview.getByRole('link', { name: /Watch the video/ })).toHaveAttribute('href', FILM);
  await expect(preview.getByRole('heading', { name: 'In this film' })).toBeVisible();
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByText('You made this change')).toBeVisible();
  const itemPage = maker.url();
  expect((await page.request.get(`${base}/newsletter-single/your-deposit-in-three-minutes`)).status()).toBe(404);

  await checker.goto(itemPage);
  await expect(checker.getByText('Submitted by Ngozi Eze')).toBeVisible();
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1);

  await page.goto(`${base}/newsletter`);
  const videos = page.getByRole('region', { name: 'Videos' });
  await videos.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch the video (opens youtube.com)' })).toHaveAttribute('href', FILM);
  await expect(page.getByRole('img', { name: ALT })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/\d+ views?$/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: '/tmp/a-video-post-phone.png', fullPage: true });
  await page.screenshot({ path: test.info().outputPath('video-post-phone.png'), fullPage: true });
});
