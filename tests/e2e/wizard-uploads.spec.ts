/**
 * The wizard's step 5 documents and step 3's ID number hint (issue 27, points 3, 4, 5, 11 and 20),
 * with JavaScript and without. The earlier steps are saved through the wizard's API from the page's
 * own browser (its cookies), so that each test starts on the step it is about.
 */
import sharp from 'sharp';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createSandboxIdentityProvider } from '../../server/adapters/identity/sandbox-identity-provider';
import { ONE_SIZE, expect, expectNoAxeViolations, test } from './fixtures';
import { freshBvn, prepareContext, uniqueEmail, waitForMessage } from './accounts-support';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

const PNG = {
  name: 'scan.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  ),
};
const PDF = { name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') };
const EXE = { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ executable') };
/** Named and typed as a photo, but its bytes are a program's: only the server can tell. */
const DISGUISED = { name: 'signature.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ executable') };
/** Over the wizard's 1 MB and under the 2 MB the hint used to say: a GIF, which the browser leaves as it is. */
const LARGE_GIF = {
  name: 'scan.gif',
  mimeType: 'image/gif',
  buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(1_900_000)]),
};
const LARGE_PDF = {
  name: 'statement.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6_000_000)]),
};

/**
 * A utility bill as a phone's camera takes it: about 3 MB, 3000 x 2000 pixels stored sideways with
 * the EXIF orientation 6 (to be turned upright: 2000 x 3000).
 */
async function phonePhoto() {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 3;
      const paper = 200 + (((x >> 6) + (y >> 6)) % 2) * 40;
      const grain = random() * 90;
      raw[index] = paper - grain;
      raw[index + 1] = paper - grain / 2;
      raw[index + 2] = paper - grain / 3;
    }
  }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer };
}

const api = '/api/v1';
const BIO_DATA = {
  step: 2,
  religion: 'empty',
  preferredBranch: 'ikeja',
  title: 'Mr',
  maritalStatus: 'Single',
  stateOfOrigin: 'Lagos',
  lga: 'Ikeja',
};
const PERSONAL_DATA = {
  step: 3,
  homeAddress: '12 Allen Avenue',
  city: 'Ikeja',
  stateOfResidence: 'Lagos',
  idType: 'International Passport',
  idNO: 'A12345678',
  idIssueDate: '2020-01-10',
  idExpiryDate: '2030-01-09',
  employmentStatus: 'Employed',
  channels: ['USSD'],
};
const NEXT_OF_KIN = {
  step: 4,
  nokType: 'Brother',
  nokAddress: '3 Broad Street, Lagos',
  nokSurname: 'Adeyemi',
  nokFirstname: 'Kunle',
  nokMobile: '08031112222',
};

type Json = Record<string, any>;

async function answered(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number): Promise<Json> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Json;
}

/**
 * Saves the wizard up to `lastStep` through its API with the page's cookies (the browser granted
 * the record), as the earlier screens do; the page then opens on the step after it.
 */
async function savedUpTo(page: Page, request: APIRequestContext, lastStep: 2 | 4) {
  await page.goto('/newaccount');
  const bvn = freshBvn();
  const person = (await createSandboxIdentityProvider().lookupBvn(bvn))!;
  const email = uniqueEmail('uploads');
  const stepOne = {
    accountProduct: '001',
    bvnNo: bvn,
    email,
    birthDate: person.record.birthDate,
    phoneNo: `0${person.consentPhone.slice(3)}`,
    acctType: 'Individual',
    cbBy: 'self',
  };
  const since = Date.now();
  const { signupToken } = await answered(await page.request.post(`${api}/customers/signup`, { data: stepOne }), 202);
  const sms = await waitForMessage(
    request,
    (entry) =>
      entry.channel === 'sms' &&
      entry.to === person.consentPhone &&
      new Date(entry.createdAt).getTime() >= since - 1000,
  );
  const { bvnRef } = await answered(
    await page.request.post(`${api}/customers/signup`, {
      data: { signupToken, otp: sms.text.match(/\b(\d{6})\b/)![1] },
    }),
    200,
  );
  const { customer } = await answered(
    await page.request.post(`${api}/customers/self`, { data: { ...stepOne, bvnRef } }),
    200,
  );
  const mail = await waitForMessage(request, (entry) => entry.channel === 'email' && entry.to === email);
  await answered(
    await page.request.post(`${api}/customers/self/verifyEmail`, {
      data: { psc: mail.text.match(/psc=([\w-]+)/)![1] },
    }),
    200,
  );
  const steps = lastStep === 2 ? [BIO_DATA] : [BIO_DATA, PERSONAL_DATA, NEXT_OF_KIN];
  for (const step of steps)
    await answered(
      await page.request.patch(`${api}/customers/self/${customer._id}`, {
        data: { ...step, gender: person.record.gender },
      }),
      200,
    );
  await page.goto('/newaccount');
}

const upload = (page: Page, label: string) => page.getByLabel(label);
const terms = (page: Page) => page.getByRole('checkbox', { name: 'I have read and accepted the Terms and Conditions' });
const complete = (page: Page) => page.getByRole('button', { name: 'COMPLETE REGISTRATION' });
const stillNeeded = (page: Page) =>
  page.getByText('Still needed to complete your registration:').locator('xpath=..').getByRole('listitem');
const snap = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
const TICK_TERMS = 'Tick "I have read and accepted the Terms and Conditions"';

test.describe('with JavaScript', () => {
  test('step 5 checks each file in the browser, reports every bad one at once, shrinks a phone photo, lists what is missing and shows the upload', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await savedUpTo(page, request, 4);
    await expect(page.getByRole('heading', { name: 'Document Upload' })).toBeVisible();
    // Issue 31.5: the link led to /terms-of-service, the privacy policy's page.
    await expect(page.getByRole('link', { name: 'I have read and accepted the Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    // One limit, one wording (issue 27.11).
    await expect(
      page
        .getByText(
          'An image (JPEG, PNG, GIF or WebP) of at most 1MB. A larger photo is made smaller before it is sent.',
        )
        .first(),
    ).toBeVisible();
    await expect(stillNeeded(page)).toHaveText(['Signature', 'Utility Bill', 'Scanned ID Card', TICK_TERMS]);
    await expect(complete(page)).toHaveAttribute('aria-disabled', 'true');
    // On a phone the camera is offered beside the picker, which stays.
    const camera = page.getByLabel('Or take a photo with your camera');
    if (testInfo.project.name === 'phone') {
      await expect(camera.first()).toBeVisible();
      await expect(camera.first()).toHaveAttribute('capture', 'environment');
      await page
        .getByRole('form', { name: 'Document Upload' })
        .screenshot({ path: testInfo.outputPath('step-5-camera.png') });
    } else {
      await expect(camera.first()).toBeHidden();
    }

    // A PDF, a program and a 1.9 MB GIF: each refused as it is chosen, all three shown together, no tick, no preview.
    await upload(page, 'Signature').setInputFiles(PDF);
    await upload(page, 'Utility Bill').setInputFiles(EXE);
    await upload(page, 'Scanned ID Card').setInputFiles(LARGE_GIF);
    await expect(
      page.getByText('Invalid File Type. Upload image file only for Signature', { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByText('Invalid File Type. Upload image file only for Utility Bill', { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText('File larger than 1MB for Scanned ID Card', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Preview of your/ })).toHaveCount(0);
    await expect(upload(page, 'Signature')).toHaveAttribute('aria-invalid', 'true');
    await terms(page).check();
    await expect(stillNeeded(page)).toHaveText(['Signature', 'Utility Bill', 'Scanned ID Card']);
    await expect(complete(page)).toHaveAttribute('aria-disabled', 'true');
    await snap(page, testInfo, 'step-5-browser-errors');
    await expectNoAxeViolations(page);
    // A large file that is no image is refused by its type.
    await upload(page, 'Scanned ID Card').setInputFiles(LARGE_PDF);
    await expect(
      page.getByText('Invalid File Type. Upload image file only for Scanned ID Card', { exact: true }).first(),
    ).toBeVisible();

    // A 3 MB photo from a phone's camera is made smaller to fit, upright.
    const photo = await phonePhoto();
    expect(photo.buffer.length).toBeGreaterThan(2_500_000);
    await upload(page, 'Utility Bill').setInputFiles(photo);
    await expect(page.getByText(/^Made smaller to send: 3\.\d MB to (\d{3} KB|0\.\d MB)\.$/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/^IMG_2041\.jpg, (\d{3} KB|0\.\d MB)$/)).toBeVisible();
    await expect(
      page.getByText('Invalid File Type. Upload image file only for Utility Bill', { exact: true }),
    ).toHaveCount(0);
    const preview = page.getByRole('img', { name: 'Preview of your Utility Bill' });
    await expect(preview).toBeVisible();
    const size = await preview.evaluate((image: HTMLImageElement) => ({
      width: image.naturalWidth,
      height: image.naturalHeight,
    }));
    expect(size.height).toBeGreaterThan(size.width);
    expect(Math.max(size.width, size.height)).toBeGreaterThanOrEqual(1280);

    await upload(page, 'Signature').setInputFiles(PNG);
    await upload(page, 'Scanned ID Card').setInputFiles(PNG);
    await expect(stillNeeded(page)).toHaveCount(0);
    await expect(complete(page)).not.toHaveAttribute('aria-disabled', 'true');

    // On a slow network the upload shows its progress.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 200,
      downloadThroughput: -1,
      uploadThroughput: 100_000,
    });
    await complete(page).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading Utility Bill' })).toBeVisible();
    await snap(page, testInfo, 'step-5-progress');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByText('Your account has been completely updated successfully!')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a round the server refuses keeps the files that passed and the tick', async ({ page, request }, testInfo) => {
    await savedUpTo(page, request, 4);
    await upload(page, 'Signature').setInputFiles(DISGUISED);
    await upload(page, 'Utility Bill').setInputFiles(PNG);
    await upload(page, 'Scanned ID Card').setInputFiles(PNG);
    await terms(page).check();
    await complete(page).click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Invalid File Type. Upload image file only for Signature' }),
    ).toBeVisible();
    await expect(upload(page, 'Signature')).toBeFocused();
    await expect(
      page.getByText('Your Utility Bill is already uploaded. Choose a file only to replace it.'),
    ).toBeVisible();
    await expect(
      page.getByText('Your Scanned ID Card is already uploaded. Choose a file only to replace it.'),
    ).toBeVisible();
    await expect(terms(page)).toBeChecked();
    await expect(stillNeeded(page)).toHaveText(['Signature']);
    await snap(page, testInfo, 'step-5-server-errors');
    await expectNoAxeViolations(page);
    await upload(page, 'Signature').setInputFiles(PNG);
    await complete(page).click();
    await expect(page.getByText('Your account has been completely updated successfully!')).toBeVisible();
  });

  test(
    "step 3's ID number hint follows the ID type, and real passport numbers pass",
    ONE_SIZE,
    async ({ page, request }) => {
      await idNumberJourney(page, request, { isAxeRun: true });
    },
  );
});

/** Step 3: the hint names the format of the type chosen (drawn by CSS, with and without JavaScript); a real passport number moves on. */
async function idNumberJourney(page: Page, request: APIRequestContext, { isAxeRun }: { isAxeRun: boolean }) {
  await savedUpTo(page, request, 2);
  await expectIdNumberHints(page);
  if (isAxeRun) await expectNoAxeViolations(page);
  await fillPersonalData(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Next Of Kin' })).toBeVisible();
}

async function expectIdNumberHints(page: Page) {
  const idNumber = page.getByRole('textbox', { name: 'ID Number', exact: true });
  const idType = page.getByRole('combobox', { name: 'ID Type', exact: true });
  await expect(idNumber).toHaveAccessibleDescription('Choose the ID type first: the number to enter depends on it.');
  await idType.selectOption('International Passport');
  await expect(
    page.getByText('The passport number on the data page: a letter and 8 digits, as A12345678.'),
  ).toBeVisible();
  await expect(idNumber).toHaveAccessibleDescription(
    'The passport number on the data page: a letter and 8 digits, as A12345678.',
  );
  await idType.selectOption("Driver's License");
  await expect(idNumber).toHaveAccessibleDescription(
    "The licence number on your driver's licence: 12 letters and digits, as ABC12345AA11.",
  );
  await expect(
    page.getByText('The passport number on the data page: a letter and 8 digits, as A12345678.'),
  ).toBeHidden();
}

async function fillPersonalData(page: Page) {
  await page.getByRole('textbox', { name: 'Residential Address', exact: true }).fill('12 Allen Avenue');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Ikeja');
  await page.getByRole('combobox', { name: 'State of Residence', exact: true }).selectOption('Lagos');
  await page.getByRole('combobox', { name: 'ID Type', exact: true }).selectOption('International Passport');
  await page.getByRole('textbox', { name: 'ID Number', exact: true }).fill('A12345678');
  await page.getByLabel('ID Issue Date').fill('2020-01-10');
  await page.getByLabel('ID Expiry Date').fill('2030-01-09');
  await page.getByRole('combobox', { name: 'Employment Status', exact: true }).selectOption('Employed');
  await page.getByRole('checkbox', { name: 'USSD' }).check();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server reports every failing file at once, keeps those that passed and the tick, and names what is missing', async ({
    page,
    request,
  }, testInfo) => {
    await savedUpTo(page, request, 4);
    await expect(
      page.getByText('An image (JPEG, PNG, GIF or WebP) of at most 1MB.', { exact: true }).first(),
    ).toBeVisible();
    await expect(stillNeeded(page)).toHaveText(['Signature', 'Utility Bill', 'Scanned ID Card', TICK_TERMS]);
    // A program and a 1.9 MB JPEG, with a good ID card and the tick: the button works, the server answers.
    await upload(page, 'Signature').setInputFiles(EXE);
    await upload(page, 'Utility Bill').setInputFiles({
      name: 'bill.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1_900_000)]),
    });
    await upload(page, 'Scanned ID Card').setInputFiles(PNG);
    await terms(page).check();
    await complete(page).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link')).toHaveText([
      'Invalid File Type. Upload image file only for Signature',
      'File larger than 1MB for Utility Bill',
    ]);
    await expect(
      page.getByText('Your Scanned ID Card is already uploaded. Choose a file only to replace it.'),
    ).toBeVisible();
    await expect(terms(page)).toBeChecked();
    await expect(stillNeeded(page)).toHaveText(['Signature', 'Utility Bill']);
    await snap(page, testInfo, 'step-5-no-js-errors');

    // Nothing chosen, no tick: every missing item is answered at once.
    await terms(page).uncheck();
    await complete(page).click();
    await expect(summary.getByRole('link')).toHaveText([
      'Upload your Signature!',
      'Upload your Utility Bill!',
      'You have to accept our terms and condition to proceed!',
    ]);

    // A phone camera's 17 MB picture: the server stops reading at 16 MB and says so, with the way back.
    await upload(page, 'Signature').setInputFiles({
      name: 'camera.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(17 * 1024 * 1024)]),
    });
    await complete(page).click();
    await expect(page.getByRole('heading', { name: 'We could not take your form' })).toBeVisible();
    await expect(
      page.getByText(
        'Your form is too large to send: with its files it comes to more than 16 MB. Choose smaller files and send it again.',
      ),
    ).toBeVisible();
    // In the middle of a form, the way on is back to it: not the lost visitor's search and popular pages.
    await expect(page.getByRole('heading', { name: 'Popular pages' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('search')).toHaveCount(0);
    await snap(page, testInfo, 'step-5-no-js-too-large');
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(stillNeeded(page)).toHaveText(['Signature', 'Utility Bill', TICK_TERMS]);

    await upload(page, 'Signature').setInputFiles(PNG);
    await upload(page, 'Utility Bill').setInputFiles(PNG);
    await terms(page).check();
    await complete(page).click();
    await expect(page.getByText('Your account has been completely updated successfully!')).toBeVisible();
  });

  test(
    "step 3's ID number hint follows the ID type, and real passport numbers pass",
    ONE_SIZE,
    async ({ page, request }) => {
      // Axe needs script in the page: it runs in the test with JavaScript.
      await idNumberJourney(page, request, { isAxeRun: false });
    },
  );
});
