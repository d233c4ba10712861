import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withoutJavaScript } from './fixtures';
import { contentDeskJourney } from './back-office-support';

// Issue 31 points 1 and 3: FAQ entries edited in the back office with maker-checker, on a server of their own;
// a branch's phone and hours likewise, shown on /contact (decision 097), and a team lead's designation on /team (decision 104).
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const QUESTION = 'How much equity do I need for an NHF loan?';
const SEED_WORDS = 'None for a home of up to ₦5,000,000';
const desks: Partial<Record<'maker' | 'checker', Page>> = {};

const { base, enrolled } = contentDeskJourney(62, {
  maker: { email: 'kemi.editor@agmortgage.test', name: 'Kemi Adeyemi' },
  checker: { email: 'sola.editor@agmortgage.test', name: 'Sola Martins' },
});

/** axe, then full-page screenshots at a phone's and a desktop's width, kept with the results to look at. */
async function checked(page: Page, name: string) {
  await expectNoAxeViolations(page);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** The answer /faq shows for the question (a search opens its entry). */
async function publicAnswer(page: Page) {
  await page.goto(`${base}/faq?q=NHF+equity`);
  return page.locator('details', { hasText: QUESTION });
}

async function openEntry(page: Page) {
  await page.goto(`${base}/staff/content`);
  await page.getByRole('link', { name: QUESTION }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
}

test('an editor changes an FAQ answer, a second editor approves it, and /faq shows it', async ({ browser, page }) => {
  const maker = await enrolled(browser, 'maker');
  const checker = await enrolled(browser, 'checker');
  Object.assign(desks, { maker, checker });

  await maker.getByRole('navigation').getByRole('link', { name: 'Content' }).click();
  await expect(maker.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const row = maker.getByRole('row').filter({ hasText: QUESTION });
  await expect(row).toContainText('Version 1, published');
  await expect(row).toContainText('Sample content');
  await checked(maker, 'content-list');

  await openEntry(maker);
  await checked(maker, 'content-entry');
  const answer = maker.getByRole('textbox', { name: 'Answer (Markdown)' });
  const preview = maker.getByRole('region', { name: 'Preview, as /faq will show it' });
  await answer.fill(
    'No equity up to **₦5 million**.\n\nAbove it, 10% of the price. <script>alert(1)</script>\n\nSee the [calculator](/loan-calculator).',
  );
  // The preview follows the typing, drawn as /faq draws it: bold, a link, and the HTML as text.
  await expect(preview.locator('strong', { hasText: '₦5 million' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'calculator' })).toHaveAttribute('href', '/loan-calculator');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('The draft is saved.')).toBeVisible();
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByText('Submitted: a second content editor approves or refuses it.')).toHaveCount(1);
  await expect(maker.getByText('You made this change')).toBeVisible();
  await checked(maker, 'content-waiting');
  // The maker cannot approve their own change; the site still shows the seed.
  await maker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(
    maker.getByRole('alert').filter({ hasText: 'a second content editor must approve or refuse it' }),
  ).toBeVisible();
  await expect(await publicAnswer(page)).toContainText(SEED_WORDS);

  // The change waits on the checker's Approvals page too, linked to the entry's page (decision 098).
  await checker.goto(`${base}/staff/approvals`);
  const waiting = checker.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(waiting).toContainText('Publish a change: FAQ entry');
  await expect(waiting).toContainText('Asked by Kemi Adeyemi');
  await checked(checker, 'approvals-content');
  await waiting.getByRole('link', { name: /Open the change to approve or refuse it/ }).click();
  await expect(checker.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  await expect(checker.getByText('Submitted by Kemi Adeyemi')).toBeVisible();
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1);
  const shown = await publicAnswer(page);
  await expect(shown.locator('strong', { hasText: '₦5 million' })).toBeVisible();
  await expect(shown).not.toContainText(SEED_WORDS);
  await expect(shown.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Every step is in the entry's history in words.
  await checker.reload();
  const history = checker.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Change of FAQ entry "nhf-equity" (version 2) submitted for approval.');
  await expect(history).toContainText('Tried to approve their own change of FAQ entry "nhf-equity" (version 2).');
  await expect(history).toContainText('Change of FAQ entry "nhf-equity" (version 2) approved and published.');
});

test('a restored version replaces the current one once a second editor approves it', async ({ page }) => {
  const maker = desks.maker!;
  const checker = desks.checker!;
  await openEntry(maker);
  await maker.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(maker.getByText('Version 1 is submitted again: a second content editor approves it.')).toHaveCount(1);
  await expect(maker.getByText('Restores version 1.')).toBeVisible();

  await openEntry(checker);
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1);
  await checked(checker, 'content-restored');
  const shown = await publicAnswer(page);
  await expect(shown).toContainText(SEED_WORDS);
  await expect(shown.locator('strong')).toHaveCount(0);
});

test('an editor changes a branch’s phone and hours, a second editor approves it, and /contact shows the new phone', async ({
  page,
}) => {
  const maker = desks.maker!;
  const checker = desks.checker!;
  const openBranch = async (desk: Page) => {
    await desk.goto(`${base}/staff/content`);
    await desk.getByRole('link', { name: 'Ikeja (Opebi)' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Ikeja (Opebi)' })).toBeVisible();
  };
  await openBranch(maker);
  const phones = maker.getByRole('textbox', { name: 'Phone numbers' });
  await expect(phones).toHaveValue('+234 201 700 0011');
  // A number that is not a Nigerian one is refused in the browser before it is sent.
  await phones.fill('0201 700');
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('Enter one to four Nigerian phone numbers').first()).toBeVisible();
  await phones.fill('0201 700 0099');
  await maker.getByRole('textbox', { name: 'Opening hours' }).fill('Monday to Saturday, 8:00 am to 5:00 pm');
  const preview = maker.getByRole('region', { name: 'Preview, as /about and /contact will show the branch' });
  await expect(preview.getByRole('heading', { name: 'Ikeja (Opebi)' })).toBeVisible();
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('The draft is saved.')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Phone: +234 201 700 0099' })).toBeVisible();
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByText('You made this change')).toBeVisible();
  await checked(maker, 'branch-waiting');

  await openBranch(checker);
  await expect(checker.getByText('Submitted by Kemi Adeyemi')).toBeVisible();
  await checker.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(checker.getByText('Approved: the change is on the site now.')).toHaveCount(1);

  await page.goto(`${base}/contact`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ikeja (Opebi)' }) });
  await expect(card.getByRole('link', { name: 'Phone: +234 201 700 0099' })).toHaveAttribute(
    'href',
    'tel:+2342017000099',
  );
  await expect(card).toContainText('Monday to Saturday, 8:00 am to 5:00 pm');
  await expect(card).not.toContainText('+234 201 700 0011');
  await checked(page, 'branch-contact');
  await page.goto(`${base}/about`);
  await expect(page.getByRole('link', { name: 'Phone: +234 201 700 0099' })).toBeVisible();
  await checked(page, 'branch-about');
});

test('an editor changes a team lead’s designation, a second editor approves it, and /team and the profile show it', async ({
  page,
}) => {
  const NAME = 'Ebuka Stanley Ugwu';
  const DESIGNATION = 'Team Lead, Customer Support';
  const openLead = async (desk: Page) => {
    await desk.goto(`${base}/staff/content`);
    await desk.getByRole('link', { name: NAME }).click();
    await expect(desk.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  };
  await openLead(desks.maker!);
  const maker = desks.maker!;
  await expect(maker.getByRole('combobox', { name: 'Group' })).toHaveValue('teamlead');
  await maker.getByRole('textbox', { name: 'Designation' }).fill(DESIGNATION);
  await maker.getByRole('button', { name: 'Save draft' }).click();
  await expect(maker.getByText('The draft is saved.')).toBeVisible();
  const preview = maker.getByRole('region', { name: 'Preview, as the person’s profile page will show it' });
  await expect(preview.getByText(DESIGNATION).first()).toBeVisible();
  await maker.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(maker.getByText('You made this change')).toBeVisible();

  await openLead(desks.checker!);
  await desks.checker!.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(desks.checker!.getByText('Approved: the change is on the site now.')).toHaveCount(1);

  await page.goto(`${base}/team`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
  await expect(page.getByRole('article')).toHaveCount(8);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: NAME }) });
  await expect(card).toContainText(DESIGNATION);
  await checked(page, 'team');
  await card.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(/\/team\/ebuka-ugwu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page.getByText(DESIGNATION).first()).toBeVisible();
  await expect(page.getByText('Ebuka Ugwu leads the support group')).toBeVisible();
  await checked(page, 'team-profile');
});

test('a listing is withdrawn once a second editor approves it, and its page says it is no longer for sale', async ({
  page,
  browser,
}) => {
  const maker = desks.maker!;
  const checker = desks.checker!;
  const title = '3-bedroom terrace duplex in Sangotedo';
  expect((await page.goto(`${base}/property/17`))!.status()).toBe(200);
  await maker.goto(`${base}/staff/content`);
  await maker.getByRole('link', { name: title }).click();
  await maker.getByRole('button', { name: 'Ask to withdraw it from the site' }).click();
  // Once the page reloads its data, the form gives way to the request waiting, announced once.
  await expect(maker.getByText('Kemi Adeyemi asked to withdraw it')).toBeVisible();
  await expect(maker.getByText('Asked: once a second content editor approves it')).toHaveCount(1);
  await checked(maker, 'listing-withdrawal-asked');

  await checker.goto(`${base}/staff/approvals`);
  const request = checker.getByRole('listitem').filter({ hasText: 'Withdraw content from the site' });
  await expect(request).toContainText(title);
  await request.getByRole('button', { name: /^Approve/ }).click();
  await expect(checker.getByText('Approved: the action is done.')).toBeVisible();
  // A bookmark of it answers 410 with its own page (decision 101), with JavaScript and without.
  expect((await page.goto(`${base}/property/17`))!.status()).toBe(410);
  const plain = await withoutJavaScript(browser, page);
  for (const visitor of [page, plain]) {
    await expect(visitor.getByRole('heading', { level: 1, name: 'This home is no longer for sale' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
  }
  await plain.context().close();
  await checked(page, 'listing-withdrawn');
  await page.getByRole('link', { name: 'See the homes for sale' }).click();
  await expect(page).toHaveURL(`${base}/property`);
  await expect(page.getByText(title)).toHaveCount(0);
  // A number no listing was published under stays the site's 404.
  expect((await page.goto(`${base}/property/999`))!.status()).toBe(404);
});

test('a content editor opens the content pages and Approvals, and no other queue', async () => {
  const request = desks.maker!.context().request;
  for (const path of ['/staff/content', '/staff/approvals'])
    expect((await request.get(`${base}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
  for (const path of ['/staff/applications', '/staff/loans', '/staff/audit', '/staff/team'])
    expect((await request.get(`${base}${path}`, { maxRedirects: 0 })).status(), path).toBe(403);
});
