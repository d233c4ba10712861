import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { prepareContext } from './accounts-support';
import { enrolFromLink, mailTo, staffAddCommand, submittedLoanApplication } from './back-office-support';
import { startServer, stopServer, waitForHealthy, type SpawnedServer } from './spawned-server';

// Issue 28, points 8 to 11: an applicant submits with a document outstanding, uploads it from the
// dashboard, writes to the officer and reads the answer, withdraws another application before an
// offer, and never reads what the bank wrote for its own staff. The officer works from the back
// office, so the journey runs on a server of its own whose officer the README's command makes.
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const base = `http://127.0.0.1:${PORT}`;
const STATEMENT = fileURLToPath(new URL('./fixtures/statement.pdf', import.meta.url));
const NOT_A_DOCUMENT = {
  name: 'payslip.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('<html>not a pdf</html>'),
};
const INTERNAL_NOTE = 'DTI 18.7%, LTV 83%, FMBN cleared. Recommend offer';
let server: SpawnedServer;
let officer: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-loans-journey-'));
  const link = await staffAddCommand(dataDir, [
    '--email',
    'femi.ojo@agmortgage.test',
    '--role',
    'mortgage_officer',
    '--name',
    'Femi Ojo',
  ]);
  server = startServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL: base });
  await waitForHealthy(base);
  officer = await (await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.71.5.9' } })).newPage();
  await enrolFromLink(officer, `${base}${new URL(link).pathname}`, {
    name: 'Femi Ojo',
    email: 'femi.ojo@agmortgage.test',
    password: 'correct horse battery staple',
  });
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

/** The customer's browser, signed in with the cookies of the API sign-in, JavaScript on or off. */
async function customerPage(
  browser: Browser,
  cookies: Map<string, string>,
  javaScriptEnabled: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: test.info().project.use.viewport ?? null });
  await prepareContext(context, base);
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: base })));
  return { context, page: await context.newPage() };
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`),
    fullPage: true,
  });
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Steps 1 to 4, with a refusal on step 3 corrected on step 1: saved, and step 3 shows its own problem. */
async function firstFourSteps(page: Page, javaScriptEnabled: boolean) {
  await page.goto(`${base}/loan-step`);
  await page.getByRole('button', { name: 'Apply for a mortgage' }).click();
  await page.getByRole('combobox', { name: 'Mortgage product' }).selectOption('standard');
  await page.getByRole('textbox', { name: /Loan amount/ }).fill('20,000,000');
  await expect(page.getByText('In whole years, from 1 to 30: our mortgages run for whole years')).toBeVisible();
  await page.getByRole('textbox', { name: /Tenor/ }).fill('20');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Property' })).toBeVisible();
  await expect(
    page
      .getByRole('combobox', { name: 'Have you found the property?' })
      .getByRole('option', { name: 'Choose an answer' }),
  ).toHaveCount(1);
  await saveAndContinue(page);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Tell us whether you have found the property.',
  );
  await expect(page.getByText('Choose the have you found')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Have you found the property?' }).selectOption('identified');
  await page.getByRole('textbox', { name: /Property price/ }).fill('25,000,000');
  await page.getByRole('combobox', { name: 'Type of property' }).selectOption('Terrace');
  await page.getByRole('textbox', { name: /Property address/ }).fill('12 Admiralty Way, Lekki');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Lagos');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Employment and income' })).toBeVisible();
  // Not NHF: no months of contributions; the employer is not called optional; the date of birth is the bank's.
  await expect(page.getByRole('textbox', { name: /Months of NHF contributions/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Employer or business name' })).toBeVisible();
  await expect(page.getByText(/Date of birth: .*, as our records hold it/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Employment' }).selectOption('Employed');
  await saveAndContinue(page);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Enter the employer or business name.',
  );
  await page.getByRole('textbox', { name: 'Employer or business name' }).fill('Dangote Cement');
  await page.getByRole('textbox', { name: /Net monthly income/ }).fill('300,000');
  await saveAndContinue(page);
  await expect(page.getByRole('alert').filter({ hasText: 'does not fit the product’s rules' })).toContainText(
    'net income',
  );
  if (javaScriptEnabled) await expectNoAxeViolations(page);

  // Back to step 1: a smaller loan is saved there, and the customer moves on to step 3, where its problem is.
  await page.getByRole('link', { name: 'Product', exact: true }).click();
  await page.getByRole('textbox', { name: /Loan amount/ }).fill('19,000,000');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Employment and income' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your answers on this step do not fit' })).toContainText(
    'net income',
  );
  await page.getByRole('textbox', { name: /Net monthly income/ }).fill('1,500,000');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Existing obligations' })).toBeVisible();
  await page.getByRole('textbox', { name: /Existing loan repayments/ }).fill('0');
  await page.getByRole('textbox', { name: /Number of dependants/ }).fill('2');
  await saveAndContinue(page);
}

/** Step 5 with a good and a bad file together, then the review and the submission with the payslips outstanding. */
async function documentsAndSubmission(page: Page, javaScriptEnabled: boolean): Promise<string> {
  await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('You can submit your application with documents still to come')).toBeVisible();
  await page.getByLabel('Payslips (last 3 months)').setInputFiles(NOT_A_DOCUMENT);
  await page.getByLabel('Bank statement (last 6 months)').setInputFiles(STATEMENT);
  await page.getByLabel('Title documents of the property').setInputFiles(STATEMENT);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Payslips (last 3 months): upload a PDF, JPEG or PNG file.',
  );
  await expect(page.getByText(/Uploaded: Bank statement \(last 6 months\)/)).toBeVisible();
  await expect(page.getByText(/Uploaded: Title documents of the property/)).toBeVisible();
  await expect(page.getByText(/Still needed: Payslips/)).toBeVisible();
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await screenshot(page, `step-5-${javaScriptEnabled ? 'js' : 'no-js'}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and consent' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents still to come' })).toContainText('Payslips (last 3 months)');
  await page.getByRole('checkbox', { name: /I confirm that what I have given is true/ }).check();
  await page.getByRole('checkbox', { name: /I consent to the bank checking my credit history/ }).check();
  await page.getByRole('button', { name: 'Submit my application' }).click();
  const done = page.getByRole('status').filter({ hasText: /Your application MTG-\d{8}-[A-Z0-9]{6} is with us/ });
  await expect(done).toBeVisible();
  return /MTG-\d{8}-[A-Z0-9]{6}/.exec((await done.textContent()) ?? '')![0];
}

for (const javaScriptEnabled of [true, false]) {
  test(`submits with a document outstanding, uploads it and talks to the officer from the dashboard, withdraws another application (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    // The customer already has one application in (made over the API, as the loan pages make it).
    const earlier = await submittedLoanApplication(base);
    const { context, page } = await customerPage(browser, earlier.cookies, javaScriptEnabled);
    await firstFourSteps(page, javaScriptEnabled);
    const reference = await documentsAndSubmission(page, javaScriptEnabled);

    await page.goto(`${base}/loan-dashboard`);
    const application = page.getByRole('article', { name: new RegExp(reference) });
    await expect(application).toContainText('Received');
    await expect(application.getByRole('region', { name: 'What we still need' })).toContainText(
      'Still needed: Payslips (last 3 months)',
    );
    await expect(application).toContainText('A mortgage officer will take up your application shortly');
    await expect(application.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText(
      'Application started',
    );

    // The officer sees what is outstanding, moves the application on with a note for the customer and one for the staff.
    await officer.goto(`${base}/staff/loans?q=${reference}`);
    await officer.getByRole('link', { name: reference }).click();
    await expect(officer.getByRole('region', { name: 'Documents', exact: true })).toContainText(
      'Payslips (last 3 months)',
    );
    const move = officer.getByRole('region', { name: 'Move the application on' });
    await move.getByRole('combobox', { name: 'Move to' }).selectOption('under_assessment');
    await move.getByRole('textbox', { name: /Note to the customer/ }).fill('We have started on your application.');
    await move.getByRole('textbox', { name: /Internal note/ }).fill(INTERNAL_NOTE);
    await officer.getByRole('button', { name: 'Move the application' }).click();
    await expect(officer.getByRole('region', { name: 'Internal notes' })).toContainText(INTERNAL_NOTE);

    // The customer uploads the payslips from the dashboard, and writes to the officer they now see named.
    await page.goto(`${base}/loan-dashboard`);
    await expect(application).toContainText('Your mortgage officer: Femi Ojo');
    await expect(application.getByRole('region', { name: 'History' })).toContainText(
      'We have started on your application.',
    );
    await application.getByLabel('Payslips (last 3 months)').setInputFiles(STATEMENT);
    await application.getByRole('button', { name: 'Upload' }).click();
    await expect(application.getByText('Nothing: we have every document we asked for.')).toBeVisible();
    await application.getByRole('button', { name: 'Send the message' }).click();
    await expect(application.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Write your message.',
    );
    await application
      .getByRole('textbox', { name: 'Message to your mortgage officer' })
      .fill('Is a stamped bank statement enough?');
    await application.getByRole('button', { name: 'Send the message' }).click();
    await expect(application.getByText('Your message is sent.')).toBeVisible();

    await officer.reload();
    await expect(officer.getByRole('region', { name: 'Messages with the customer' })).toContainText(
      'Is a stamped bank statement enough?',
    );
    await officer
      .getByRole('textbox', { name: 'Answer to the customer' })
      .fill('Yes: a stamped statement is what we need.');
    await officer.getByRole('button', { name: 'Send the answer' }).click();
    await expect(officer.getByText('The answer is sent')).toBeVisible();
    await mailTo(base, earlier.customer.email, new RegExp(`answered your message about application ${reference}`));

    await page.goto(`${base}/loan-dashboard`);
    await expect(application.getByRole('region', { name: 'Messages', exact: true })).toContainText(
      'Yes: a stamped statement is what we need.',
    );
    await expect(application.getByRole('region', { name: 'Messages', exact: true })).toContainText('Femi Ojo');
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await screenshot(page, `dashboard-${javaScriptEnabled ? 'js' : 'no-js'}`);

    // The earlier application is withdrawn before any offer, with a tick that names it.
    const other = page.getByRole('article', { name: new RegExp(earlier.reference) });
    await other.getByRole('button', { name: 'Withdraw the application' }).click();
    await expect(other.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Tick the box to confirm',
    );
    await other.getByRole('checkbox', { name: `Yes, withdraw application ${earlier.reference}` }).check();
    await other.getByRole('button', { name: 'Withdraw the application' }).click();
    await expect(other.getByText('The application is withdrawn.')).toBeVisible();
    await expect(other).toContainText('Withdrawn');
    await expect(other.getByRole('button', { name: 'Withdraw the application' })).toHaveCount(0);

    // Nothing the bank wrote for its staff reaches the customer, on the page or by e-mail.
    await expect(page.locator('body')).not.toContainText('DTI');
    await expect(page.locator('body')).not.toContainText('FMBN cleared');
    const mails = (await (await fetch(`${base}/dev/outbox.json`)).json()) as { to: string; text: string }[];
    expect(mails.filter((mail) => mail.to === earlier.customer.email && mail.text.includes('DTI'))).toEqual([]);
    await context.close();
  });
}
