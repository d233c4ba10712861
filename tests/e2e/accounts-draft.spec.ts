import { expect, test } from './fixtures';
import { TUNDE_BVN, field, prepareContext, validateBvnWithDialog } from './accounts-support';

test.beforeEach(async ({ context, baseURL }) => {
  await prepareContext(context, baseURL!);
});

// Issues 13.1 and 13.2: a reload right after typing lost the product, e-mail and phone, and a
// restored '08031234567' read '+08031234567' with a green tick.
test('a reload right after typing keeps the product, the e-mail and the phone, converted', async ({
  page,
  request,
}) => {
  await page.goto('/instantaccount/ind/r');
  // Tunde's BVN record has no phone: the field stays his to type.
  await validateBvnWithDialog(page, request, TUNDE_BVN);
  await page.getByRole('combobox', { name: 'Type of Account' }).selectOption({ label: 'Flexi Account' });
  await field(page, 'Email').fill('tunde.draft@example.com');
  await field(page, 'Phone').fill('08031234567');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type of Account' })).toHaveValue('101');
  await expect(field(page, 'Email')).toHaveValue('tunde.draft@example.com');
  await expect(field(page, 'Phone')).toHaveValue('+2348031234567');
});

test('a link carrying a local phone number shows it in the international form', async ({ page }) => {
  await page.goto('/instantaccount/ind/r?msg=has_bvn_data&phoneNo=08031234567');
  await expect(page).toHaveURL(/\/instantaccount\/ind\/r$/);
  await expect(field(page, 'Phone')).toHaveValue('+2348031234567');
});

// Issue 13.9: after /instantAccount/familyplay, other pages preselected Famsa Gold.
test('the address alone decides which product is preselected', async ({ page }) => {
  await page.goto('/instantAccount/familyplay');
  await expect(page.getByRole('combobox', { name: 'Type of Account' })).toHaveValue('013');
  // Give the draft its moment: it is saved as soon as the form is live.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('stat'))).not.toBeNull();
  for (const path of ['/instantaccount/crp/r/sake1', '/instantaccount/ind/999']) {
    await page.goto(path);
    await expect(page.getByRole('combobox', { name: 'Type of Account' })).toHaveValue('');
  }
});
