import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { contentDeskJourney } from './back-office-support';

// Issue 31 point 1: a content editor uploads pictures with alt text; they come back cut into sizes, on a server of their own.
// Issue 31 point 3 (decision 095): a listing made of them is previewed, approved by a second editor and found on /property.
// Issue 31's done-when (decision 096): a post with one of them as its cover, scheduled, appears on /blog at its time.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const ALT = 'Three-bedroom bungalow in Lekki with a paved driveway';
/** The editor's page, signed in by the first test, for the listing's and the post's. */
let editorDesk: Page | undefined;

const { base, enrolled, signedIn } = contentDeskJourney(65, {
  maker: { email: 'kemi.editor@agmortgage.test', name: 'Kemi Adeyemi' },
  checker: { email: 'sola.editor@agmortgage.test', name: 'Sola Martins' },
});

/** A drawn house as a 1400 x 1000 JPEG carrying a GPS position, as a phone's photo would; `sky` tells photos apart. */
async function housePhoto(sky = '#9fd3f0') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1000">
    <rect width="1400" height="620" fill="${sky}"/><rect y="620" width="1400" height="380" fill="#6a9f4b"/>
    <rect x="380" y="380" width="640" height="380" fill="#f1e3c8"/><polygon points="340,390 700,170 1060,390" fill="#a4452c"/>
    <rect x="640" y="560" width="120" height="200" fill="#5b3a1e"/><rect x="450" y="470" width="120" height="110" fill="#cfe8f7"/>
    <rect x="830" y="470" width="120" height="110" fill="#cfe8f7"/><rect x="600" y="760" width="200" height="240" fill="#b9b2a6"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 26/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 28/1 0/1' },
    })
    .toBuffer();
}

async function pictureForm(page: Page) {
  await page.goto(`${base}/staff/content/pictures`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
  return {
    file: page.getByLabel('Picture file'),
    alt: page.getByRole('textbox', { name: 'Alt text' }),
    upload: page.getByRole('button', { name: 'Upload picture' }),
  };
}

/** Full-page screenshots at a phone's and a desktop's width, kept with the results to look at. */
async function screenshots(page: Page, name: string) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** axe (which needs JavaScript in the page), then the screenshots. */
async function checked(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await screenshots(page, name);
}

test('an editor uploads a picture with alt text; one without, or a file that is not a picture, is refused with and without JavaScript', async ({
  browser,
}) => {
  const page = await enrolled(browser, 'maker');
  await page.getByRole('navigation').getByRole('link', { name: 'Content' }).click();
  await page.getByRole('link', { name: 'Pictures' }).click();
  await expect(page.getByText('No picture has been uploaded yet.')).toBeVisible();
  const photo = { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await housePhoto() };
  const script = { name: 'house.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<script>alert(1)</script>') };

  // Without JavaScript the server refuses each, beside its field.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': `10.81.2.${1 + Math.floor(Math.random() * 250)}` },
  });
  await plain.addCookies(await page.context().cookies());
  const noScript = await plain.newPage();
  let form = await pictureForm(noScript);
  await form.file.setInputFiles(photo);
  await form.upload.click();
  await expect(form.alt).toHaveAccessibleDescription(/Describe the picture in 5 to 250 characters/);
  form = await pictureForm(noScript);
  await form.file.setInputFiles(script);
  await form.alt.fill(ALT);
  await form.upload.click();
  await expect(form.file).toHaveAccessibleDescription(/This file is not a JPEG, PNG, WebP or AVIF picture/);
  await expect(form.alt).toHaveValue(ALT);
  await screenshots(noScript, 'pictures-refused');
  await plain.close();

  // With JavaScript: the alt text is asked for before anything is sent; the file still goes to the server's checks.
  form = await pictureForm(page);
  await form.file.setInputFiles(photo);
  await form.upload.click();
  await expect(form.alt).toHaveAccessibleDescription(/Describe the picture in 5 to 250 characters/);
  await form.file.setInputFiles(script);
  await form.alt.fill(ALT);
  await form.upload.click();
  await expect(form.file).toHaveAccessibleDescription(/This file is not a JPEG, PNG, WebP or AVIF picture/);
  await expectNoAxeViolations(page);
  await form.file.setInputFiles(photo);
  await form.upload.click();
  // Nine encodings in the request: seconds on a busy machine, so the answer is awaited longer than a click's.
  await expect(page.getByRole('status')).toContainText(`Picture uploaded: "${ALT}".`, { timeout: 60_000 });
  // The form is empty again: a second tap does not upload the same picture twice.
  await expect(form.alt).toHaveValue('');
  await expect(form.file).toHaveValue('');

  const list = page.getByRole('list', { name: 'Uploaded pictures, newest first' });
  const image = list.getByRole('img', { name: ALT });
  await expect(image).toBeVisible();
  await expect(list).toContainText('1400 × 1000 pixels; sizes 480, 960, 1400 px wide in AVIF, WebP and JPEG.');
  await expect(image).toHaveAttribute('width', '1400');
  await expect(image).toHaveAttribute('height', '1000');
  await expect(image).toHaveAttribute('srcset', /\/960\.jpg 960w/);
  // The browser took the AVIF source, and the picture it drew loaded.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/pictures\/[0-9a-f-]{36}\/\d+\.avif$/,
  );
  await checked(page, 'pictures-uploaded');
  editorDesk = page;
});

test('an editor adds a listing in Lagos with three photos and previews it; once a second editor approves it, /property?state=Lagos shows it with its photos', async ({
  browser,
  page,
}) => {
  const editor = editorDesk!;
  const alts = [
    ALT,
    'Living room of the Lekki bungalow with a sofa',
    'Kitchen of the Lekki bungalow with fitted cabinets',
  ];
  for (const [index, alt] of alts.slice(1).entries()) {
    const form = await pictureForm(editor);
    await form.file.setInputFiles({
      name: `IMG_205${index}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await housePhoto(index === 0 ? '#f0d39f' : '#d39ff0'),
    });
    await form.alt.fill(alt);
    await form.upload.click();
    await expect(editor.getByRole('status')).toContainText(`Picture uploaded: "${alt}".`, { timeout: 60_000 });
  }

  await editor.goto(`${base}/staff/content`);
  await editor.getByRole('button', { name: 'Add a listing' }).click();
  await expect(editor.getByText('Nothing of this item is published.')).toBeVisible();
  const title = '3-bedroom bungalow with a paved driveway in Lekki';
  for (const [label, value] of [
    ['Title', title],
    ['Asking price in naira', '95000000'],
    ['Local government area', 'eti osa'],
    ['Town or area', 'Lekki Phase 2'],
    ['Bedrooms (0 for land)', '3'],
    ['Bathrooms (0 for land)', '3'],
    ['Size in m² (floor area, or plot area of land)', '210'],
    ['Title document', 'Certificate of Occupancy'],
    ['Description', 'A new bungalow on a paved close in Lekki Phase 2, with a fitted kitchen and room to extend.'],
    ['Features', 'Paved driveway\nFitted kitchen\nRoom to extend'],
  ])
    await editor.getByRole('textbox', { name: label, exact: true }).fill(value);
  await editor.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bungalow' });
  await editor.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  for (const [index, alt] of alts.entries())
    await editor
      .getByRole('combobox', { name: index === 0 ? 'Picture 1 (the cover)' : `Picture ${index + 1}` })
      .selectOption({ label: alt });
  // The preview follows the form, drawn with the Property Mart's own card and photos.
  const preview = editor.getByRole('region', { name: 'Preview, as /property and the listing’s page will show it' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  for (const alt of alts) await expect(preview.getByRole('img', { name: alt }).first()).toBeVisible();
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('The draft is saved.')).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(editor.getByText('You made this change')).toBeVisible();
  await checked(editor, 'listing-waiting');

  const checker = await enrolled(browser, 'checker');
  await checker.goto(`${base}/staff/content`);
  await checker.getByRole('link', { name: title }).click();
  await expect(checker.getByText('Submitted by Kemi Adeyemi')).toBeVisible();
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1);
  await checker.context().close();

  await page.goto(`${base}/property?state=Lagos`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const cover = card.getByRole('img', { name: ALT });
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/pictures\/[0-9a-f-]{36}\/\d+\.avif$/,
  );
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Eti-Osa, Lagos').first()).toBeVisible();
  for (const alt of alts) await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await checked(page, 'listing-published');
});

/** A time `seconds` from now at least, on the minute, as a datetime-local field takes it in Lagos (UTC+1 all year). */
function lagosMinuteFromNow(seconds: number) {
  const at = new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000);
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16);
}

test('an editor adds a post scheduled a little ahead; approved by a second editor, it waits, then appears on /blog at its time', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const editor = editorDesk!;
  const title = 'Saving for your deposit, month by month';
  await editor.goto(`${base}/staff/content`);
  // An address that is not a slug is refused beside its field, in the browser and on the server.
  await editor.getByRole('textbox', { name: 'Address of the new post' }).fill('Saving For Your Deposit');
  await editor.getByRole('button', { name: 'Add a post' }).click();
  await expect(editor.getByText('lower-case letters and digits').first()).toBeVisible();
  await checked(editor, 'post-add');
  await editor.getByRole('textbox', { name: 'Address of the new post' }).fill('saving-for-your-deposit');
  await editor.getByRole('button', { name: 'Add a post' }).click();
  await expect(editor.getByText('Nothing of this item is published.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await editor.getByLabel('Date shown on the post').fill('2026-11-28');
  await editor.getByRole('combobox', { name: 'Author' }).selectOption({ label: 'Mortgage Advisory Desk' });
  await editor.getByRole('combobox', { name: 'Tag 1' }).selectOption({ label: 'Savings' });
  await editor
    .getByRole('textbox', { name: 'Summary (shown on the list and under the title)' })
    .fill('How much to put aside each month for the deposit on a home, and where to keep it while it grows.');
  await editor
    .getByRole('textbox', { name: 'Post (Markdown)' })
    .fill(
      `## A plan for your deposit\n\n${'Saving for a deposit is the first step to a mortgage, and a plan makes it shorter. '.repeat(3)}\n\n- Save a fixed sum each month.\n- Keep it in [Save-4-It](/products/2).`,
    );
  await editor.getByRole('combobox', { name: 'Cover picture' }).selectOption({ label: ALT });
  const publishAt = lagosMinuteFromNow(70);
  await editor.getByLabel('Publish at (Lagos time)').fill(publishAt);
  const preview = editor.getByRole('region', { name: 'Preview, as /blog and the post’s page will show it' });
  await expect(preview.getByRole('heading', { name: 'A plan for your deposit' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('The draft is saved.')).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(editor.getByText('You made this change')).toBeVisible();
  await checked(editor, 'post-waiting');

  const checker = await signedIn(browser, 'checker');
  await checker.goto(`${base}/staff/content`);
  await checker.getByRole('link', { name: title }).click();
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change publishes on')).toHaveCount(1);
  await checker.goto(`${base}/staff/content`);
  const row = checker.getByRole('row').filter({ has: checker.getByRole('link', { name: title }) });
  await expect(row.getByText('Scheduled')).toBeVisible();
  await checker.context().close();

  await page.goto(`${base}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await page.request.get(`${base}/blog-single/saving-for-your-deposit`)).status()).toBe(404);
  // The scheduling job runs each minute: the post appears within two of its time.
  await expect(async () => {
    await page.goto(`${base}/blog`);
    // The post's card, and the sidebar's recent posts.
    await expect(page.getByRole('link', { name: title })).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 200_000, intervals: [5_000] });
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: ALT })).toBeVisible();
  await checked(page, 'post-published');
});
