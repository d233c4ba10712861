/**
 * Customers of the sign-in journeys: each journey opens its own Instant Account over HTTP (the
 * seeded accounts are shared by every journey running side by side), and reads its codes from the
 * development outbox.
 */
import type { Page } from '@playwright/test';
import { consentedApplicant, submission } from '../support/http-applicant';
import { expect } from './fixtures';

export interface WebsiteCustomer {
  accountNumber: string;
  accountName: string;
  email: string;
  phone: string;
  bvnNo: string;
  nin: string;
}

/** A customer who opened an Instant Account on the website, as the instant path leaves them. */
export async function instantAccountCustomer(base: string): Promise<WebsiteCustomer> {
  const applicant = await consentedApplicant([base, base]);
  const opened = await submission(base, applicant, crypto.randomUUID());
  if (opened.status !== 201) throw new Error(`the instant account answered ${opened.status}`);
  const { payloadData } = (await opened.json()) as { payloadData: { acctNumber: string; accountName: string } };
  return {
    accountNumber: payloadData.acctNumber,
    accountName: payloadData.accountName,
    email: `crash.${applicant.bvnNo}@example.com`,
    phone: applicant.data.phoneNo,
    bvnNo: applicant.bvnNo,
    nin: applicant.data.nin,
  };
}

/**
 * The 6-digit code sent to an address since `notBefore` (polling: messages arrive a moment after the
 * answer). The BVN consent code that opening the account sent to the same phone a moment earlier is
 * not it: found before the new code arrived, it failed a journey once in a full run.
 */
export async function codeSentTo(base: string, to: string, notBefore: Date): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as {
          to: string;
          text: string;
          createdAt: string;
        }[];
        const entry = outbox.find(
          (message) =>
            message.to === to &&
            new Date(message.createdAt) >= notBefore &&
            /\b\d{6}\b/.test(message.text) &&
            !message.text.includes('code to share your BVN'),
        );
        code = entry ? /\b(\d{6})\b/.exec(entry.text)![1] : '';
        return code;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .not.toBe('');
  return code;
}

/** Sets the customer's password on /login/password, with the codes sent to their phone and e-mail. */
export async function setPasswordInPage(page: Page, base: string, customer: WebsiteCustomer, password: string) {
  await page.goto('/login/password');
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(customer.accountNumber);
  await page.getByRole('button', { name: 'Send the codes' }).click();
  await page
    .getByRole('textbox', { name: 'Code sent to your phone' })
    .fill(await codeSentTo(base, customer.phone, since));
  await page
    .getByRole('textbox', { name: 'Code sent to your e-mail' })
    .fill(await codeSentTo(base, customer.email, since));
  await page.locator('#password-set-password').fill(password);
  await page.locator('#password-set-confirmPassword').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is set. You can now sign in.')).toBeVisible();
}

/** Signs in on /login with the password and the code of the SMS; lands in the area. */
export async function signInInPage(
  page: Page,
  base: string,
  customer: WebsiteCustomer,
  password: string,
  username = customer.accountNumber,
) {
  await page.goto('/login');
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'Account Number or Email' }).fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`We sent a 6-digit code to your phone ending ${customer.phone.slice(-4)}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeSentTo(base, customer.phone, since));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
}
