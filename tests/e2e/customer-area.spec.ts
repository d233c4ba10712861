import { readFile } from 'node:fs/promises';
import { mailTo } from './back-office-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { prepareContext } from './accounts-support';
import { codeSentTo, instantAccountCustomer, setPasswordInPage, signInInPage } from './customer-area-support';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { formatPhone } from '../../domain/phone';

// Issue 8: an Instant Account customer (linked at opening), sets a password, signs in with the code
// from the outbox, changes a contact detail with its code, downloads their data, signs out.
const PASSWORD = '4815162342';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

test('a customer of the instant path finds BVN and NIN linked at opening, signs in, changes the phone, downloads the data and signs out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const customer = await instantAccountCustomer(baseURL!);

  await page.goto('/profileupdate');
  await page.getByRole('textbox', { name: 'Account Name' }).fill(customer.accountName.toLowerCase());
  await page.getByRole('textbox', { name: 'Account Number' }).fill(customer.accountNumber);
  await page.getByRole('combobox', { name: 'Branch' }).selectOption('ikeja');
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(`0${customer.phone.slice(3)}`);
  await page.getByRole('textbox', { name: 'BVN' }).fill(customer.bvnNo);
  await page.getByRole('textbox', { name: 'NIN' }).fill(customer.nin);
  await page.getByRole('checkbox', { name: /I authorise the bank to link/ }).check();
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  // Opened with a verified BVN and the NIN of its record, the account was linked at opening (issue 28.2, 28.7).
  await expect(page.getByRole('heading', { name: 'A submission Erro Occurred!' })).toBeVisible();
  await expect(page.getByText('These numbers are already linked to this account')).toBeVisible();

  await page.goto('/login');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(customer.accountNumber);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('region', { name: 'Sign in' }).getByRole('alert')).toContainText(
    'If you have not set a password on this website yet, set one first.',
  );

  await setPasswordInPage(page, baseURL!, customer, PASSWORD);
  await expectNoAxeViolations(page);
  await signInInPage(page, baseURL!, customer, PASSWORD, customer.email);
  await expect(
    page
      .getByRole('region', { name: 'Your accounts' })
      .getByRole('listitem')
      .filter({ hasText: customer.accountNumber }),
  ).toContainText('BVN & NIN: Linked');
  await expect(page.getByRole('region', { name: 'Your applications' }).getByRole('listitem')).toContainText(
    'Account opened',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Contact details' }).click();
  await expectNoAxeViolations(page);
  await page.getByText('Change Phone').click();
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'New phone number' }).fill('0809 555 1234');
  await page.getByRole('textbox', { name: 'Your password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Send a code to the new one' }).click();
  await expect(page.getByText('We sent a 6-digit code to the new phone number.')).toBeVisible();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeSentTo(baseURL!, '2348095551234', since));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your phone number is changed.' })).toBeVisible();
  await expect(page.getByText('+234 809 555 1234', { exact: true })).toBeVisible();
  const outbox = (await (await fetch(`${baseURL}/dev/outbox.json`)).json()) as { to: string; subject: string | null }[];
  expect(
    outbox.some((message) => message.to === customer.email && message.subject === 'Your contact details were changed'),
  ).toBe(true);

  await page.getByRole('link', { name: 'My data' }).click();
  await expectNoAxeViolations(page);
  const data = await downloadMyData(page);
  expect(data.customer).toMatchObject({ email: customer.email, bvn: customer.bvnNo, phoneNo: '2348095551234' });
  // Issue 28.5: the contact change is in the copy, and the download is not a request of the list.
  expect(data.contactChanges).toEqual([
    expect.objectContaining({ field: 'phoneNo', previous: formatPhone(customer.phone) }),
  ]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your requests' })).toContainText('No request yet.');

  await page.getByRole('combobox', { name: 'Request' }).selectOption('erasure');
  await page.getByRole('textbox', { name: /What should we do/ }).fill('Please erase my marketing preferences.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /We have your request DSR-\d{8}-[A-Z0-9]{6}\. We will answer by/ }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Erase my data' })).toContainText('Answer due by');

  await page.getByRole('link', { name: 'Sign-in and sessions' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'This device' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The area's own button (the header has one too, issue 28 point 1).
  await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount/);
  await expect(page.getByRole('status').filter({ hasText: 'Please sign in to continue.' })).toBeVisible();
});

test('a wrong code says how many tries are left, and a new code can be sent', async ({ page, baseURL }) => {
  const customer = await instantAccountCustomer(baseURL!);
  await setPasswordInPage(page, baseURL!, customer, PASSWORD);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(customer.accountNumber);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill('000000');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    /That code is not correct\. You have 4 tries left\./,
  );
  await expectNoAxeViolations(page);
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('A new code is on its way.')).toBeVisible();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeSentTo(baseURL!, customer.phone, since));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
});

/**
 * Issue 26.3: the password again before a contact change (a wrong one refused), the change, then the
 * old address's link that undoes it and signs everyone out. The same with and without JavaScript.
 */
async function changeAndCancel(page: Page, baseURL: string, javaScriptEnabled: boolean) {
  const customer = await instantAccountCustomer(baseURL);
  await setPasswordInPage(page, baseURL, customer, PASSWORD);
  await signInInPage(page, baseURL, customer, PASSWORD);
  await page.goto('/account/profile');
  await page.getByText('Change Email').click();
  const newEmail = `moved.${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await page.getByRole('textbox', { name: 'Your password' }).fill('1357924680');
  await page.getByRole('button', { name: 'Send a code to the new one' }).click();
  await expect(page.getByRole('textbox', { name: 'Your password' })).toHaveAccessibleDescription(
    /That is not your password\./,
  );
  await page.getByRole('textbox', { name: 'Your password' }).fill(PASSWORD);
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send a code to the new one' }).click();
  await expect(page.getByText('We sent a 6-digit code to the new e-mail address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeSentTo(baseURL, newEmail, since));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is changed.' })).toBeVisible();

  const notice = await mailTo(baseURL, customer.email, /Your contact details were changed/);
  const link = /https?:\/\/\S+\/account\/contact-change\/[A-Za-z0-9_-]+/.exec(notice.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel a change to your contact details' })).toBeVisible();
  // axe runs as a script in the page: with JavaScript off it never returns.
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await screenshots(page, 'contact-change-cancel');
  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change is cancelled.' })).toBeVisible();
  await screenshots(page, 'contact-change-cancelled');
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid any more' })).toBeVisible();
}

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`), fullPage: true });
}

test('a contact change needs the password again, and the link in the notice undoes it', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await changeAndCancel(page, baseURL!, true);
});

/** A client address of its own for a browser, in a network of its own: what the session list shows, masked. */
async function placeBrowser(context: BrowserContext) {
  const [third, fourth] = [2 + Math.floor(Math.random() * 250), 2 + Math.floor(Math.random() * 250)];
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `102.89.${third}.${fourth}` });
  return `102.89.${third}.x`;
}

/** "Download my data" on /account/privacy: the file's JSON. */
async function downloadMyData(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  return JSON.parse(await readFile((await (await download).path())!, 'utf8')) as Record<string, any>;
}

/**
 * Issue 28.6: signed in in two browsers, each session shows its device and masked network, this one
 * marked "This device"; "Sign out everywhere else" ends the other one and keeps this one.
 */
async function signOutEverywhereElse({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}: {
  page: Page;
  browser: Browser;
  baseURL: string;
  javaScriptEnabled: boolean;
}) {
  const customer = await instantAccountCustomer(baseURL);
  await setPasswordInPage(page, baseURL, customer, PASSWORD);
  const other = await browser.newContext({ javaScriptEnabled, userAgent: WINDOWS_FIREFOX });
  await prepareContext(other, baseURL);
  const otherNetwork = await placeBrowser(other);
  const otherPage = await other.newPage();
  await signInInPage(otherPage, baseURL, customer, PASSWORD);
  const myNetwork = await placeBrowser(page.context());
  await signInInPage(page, baseURL, customer, PASSWORD);
  await page.getByRole('link', { name: 'Sign-in and sessions' }).click();
  const sessions = page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  const mine = sessions.filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  // The journeys' Chromium: a phone's on the phone project, Linux's on the desktop one.
  await expect(mine).toContainText(/Chrome on (Android|Linux)/);
  await expect(mine).toContainText(myNetwork);
  const theirs = sessions.filter({ hasText: 'Firefox on Windows' });
  await expect(theirs).toContainText(otherNetwork);
  await expect(theirs).not.toContainText('This device');
  // Its button names the session to a screen reader by device and network too.
  await expect(theirs.getByRole('button', { name: /End this session/ })).toContainText(
    `Firefox on Windows, ${otherNetwork}`,
  );
  await screenshots(page, `account-security${javaScriptEnabled ? '' : '-no-js'}`);
  // axe runs as a script in the page: with JavaScript off it never returns.
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You are now signed out everywhere else. This device stays signed in.' }),
  ).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('This device');
  await expect(sessions).toContainText(myNetwork);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
}

test('"Sign out everywhere else" ends the other sessions and keeps this one', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signOutEverywhereElse({ page, browser, baseURL: baseURL!, javaScriptEnabled: true });
});

test('a complaint sent from the customer’s e-mail is listed on the overview with its reference', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await instantAccountCustomer(baseURL!);
  const sent = await page.request.post('/api/v1/complaints', {
    data: {
      name: 'Ada Okafor',
      email: customer.email,
      category: 'charges',
      description: 'I was charged the transfer fee twice for one transfer on 3 November.',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await setPasswordInPage(page, baseURL!, customer, PASSWORD);
  await signInInPage(page, baseURL!, customer, PASSWORD);
  const messages = page.getByRole('region', { name: 'Your messages to us' });
  await expect(messages.getByText(`Complaint · ${reference}`)).toBeVisible();
  await screenshots(page, 'overview-complaint');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a contact change needs the password again, and the link in the notice undoes it', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await changeAndCancel(page, baseURL!, false);
  });

  test('"Sign out everywhere else" works without JavaScript too', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await signOutEverywhereElse({ page, browser, baseURL: baseURL!, javaScriptEnabled: false });
  });

  test('the data download works without JavaScript, and is not listed as a request', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const customer = await instantAccountCustomer(baseURL!);
    await setPasswordInPage(page, baseURL!, customer, PASSWORD);
    const network = await placeBrowser(page.context());
    await signInInPage(page, baseURL!, customer, PASSWORD);
    await page.getByRole('link', { name: 'My data', exact: true }).click();
    const data = await downloadMyData(page);
    expect(data.reference).toMatch(/^DATA-\d{8}-[A-Z0-9]{6}$/);
    expect(data.customer).toMatchObject({ email: customer.email, bvn: customer.bvnNo });
    expect(data.accounts).toEqual([expect.objectContaining({ accountNumber: customer.accountNumber })]);
    expect(data.sessions).toContainEqual(
      expect.objectContaining({
        device: expect.stringMatching(/^Chrome on (Android|Linux)$/),
        network: network.replace(/x$/, '0/24'),
        endedAt: null,
      }),
    );
    for (const section of [
      'profile',
      'linkRequests',
      'contactChanges',
      'applications',
      'loans',
      'contactMessages',
      'newsletter',
      'dataRequests',
    ])
      expect(data).toHaveProperty(section);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your requests' })).toContainText('No request yet.');
  });

  test('a customer sets a password, signs in with the code, ends another session and signs out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const customer = await instantAccountCustomer(baseURL!);
    await setPasswordInPage(page, baseURL!, customer, PASSWORD);
    const other = await browser.newContext({ javaScriptEnabled: false });
    await prepareContext(other, baseURL!);
    await signInInPage(await other.newPage(), baseURL!, customer, PASSWORD);
    await signInInPage(page, baseURL!, customer, PASSWORD);
    await expect(page.getByRole('region', { name: 'Your accounts' }).getByRole('listitem')).toContainText(
      'BVN & NIN: Linked',
    );

    await page.getByRole('link', { name: 'Sign-in and sessions' }).click();
    const sessions = page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await page.getByRole('button', { name: /End this session/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The session was ended.' })).toBeVisible();
    await expect(sessions).toHaveCount(1);
    const otherPage = other.pages()[0];
    await otherPage.goto('/account');
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();

    await page.getByRole('link', { name: 'Contact details' }).click();
    await page.getByRole('textbox', { name: 'Home Address' }).fill('12 Allen Avenue');
    await page.getByRole('textbox', { name: 'City' }).fill('Ikeja');
    await page.getByRole('combobox', { name: 'State of Residence' }).selectOption('Lagos');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your address is saved.' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fprofile/);
  });
});
