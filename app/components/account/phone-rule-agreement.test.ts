/**
 * The phone number as the browser judges it and as the server judges it again must agree (issue 27
 * point 9: a Ghana number had a green tick in the browser and the server's 'Phone must be valid').
 * Each case goes through the browser's path (the field with its country picker, the form's rules,
 * the body it posts) and through the server's (the posted body, the server's rules), and without
 * JavaScript straight from the typed text to the server.
 */
import { describe, expect, it } from 'vitest';
import { InstantAccountRequestSchema } from '@domain/forms/instant-account';
import { AppError } from '@server/errors/app-error';
import { parseOrRefuse } from '@server/errors/refusals';
import { validateInstantAccount as validateOnServer } from '@server/accounts/validate-instant-account';
import { validateInstantAccount as validateInBrowser } from './instant-account-rules';
import { readPostedApplication } from './instant-account-request';
import { EMPTY_VALUES, applicationFormData, type TextValues } from './instant-account-values';
import { cleanPhoneInput } from './phone-input';
import { DEFAULT_COUNTRY, withChosenCountry, type PhoneCountry } from './phone-country';
import { PHONE_COUNTRIES } from './phone-countries';

const country = (code: string): PhoneCountry => PHONE_COUNTRIES.find((entry) => entry.code === code)!;
const values = (phoneNo: string): TextValues => ({
  ...EMPTY_VALUES,
  preferredBranch: 'ikeja',
  lastname: 'Mensah',
  firstname: 'Kwame',
  email: 'kwame@example.com',
  gender: 'Male',
  accountProduct: '001',
  bvnNo: '22222222224',
  phoneNo,
  birthDate: '1990-04-12',
  nin: '72222222224',
});
const png = new File([new Uint8Array(100)], 'photo.png', { type: 'image/png' });
const envelope = { acctType: 'Individual', cbBy: 'self' } as const;

async function serverPhoneProblem(input: Record<string, unknown>): Promise<string | undefined> {
  try {
    await validateOnServer({
      input: parseOrRefuse(InstantAccountRequestSchema, input),
      branchValues: ['ikeja'],
      files: {},
    });
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.fields?.phoneNo;
  }
}

/** With JavaScript: what the field holds, the browser's verdict, then the server's on the body sent. */
async function withJavaScript(typed: string, chosen: PhoneCountry) {
  const held = withChosenCountry(cleanPhoneInput(typed), chosen);
  const checked = validateInBrowser(values(held), { photo: png, scannedIDCard: png }, true, envelope);
  const browser = checked.ok ? undefined : checked.errors.phoneNo;
  if (!checked.ok)
    return { browser, server: await serverPhoneProblem({ ...values(held), terms: 'true', ...envelope }) };
  const posted = readPostedApplication(
    applicationFormData({
      values: values(held),
      files: {},
      terms: true,
      locked: [],
      envelope,
      bvnRef: 'ref',
      idempotencyKey: 'key-12345678',
    }),
  );
  return { browser, server: await serverPhoneProblem({ ...posted.values, ...envelope, terms: posted.terms }) };
}

const CASES: [typed: string, chosen: string, valid: boolean][] = [
  ['024 123 4567', 'GH', true],
  ['0803 123 4567', 'NG', true],
  ['+234 803 123 4567', 'NG', true],
  ['020 7946 0958', 'GB', true],
  ['0803 123', 'NG', false],
  ['024 12', 'GH', false],
];

describe('the phone rule in the browser and on the server', () => {
  it.each(CASES)('%s with %s chosen: both say valid = %s', async (typed, chosen, valid) => {
    const { browser, server } = await withJavaScript(typed, chosen === 'NG' ? DEFAULT_COUNTRY : country(chosen));
    expect(browser === undefined).toBe(valid);
    expect(server === undefined).toBe(valid);
  });

  it('takes the stored form back as it gave it: what the server keeps passes its own rule', async () => {
    expect(await serverPhoneProblem({ ...values('233241234567'), terms: 'true', ...envelope })).toBeUndefined();
  });

  it('judges the typed international form without JavaScript as the browser does', async () => {
    const checked = validateInBrowser(values('+233 24 123 4567'), { photo: png, scannedIDCard: png }, true, envelope);
    expect(checked.ok).toBe(true);
    expect(await serverPhoneProblem({ ...values('+233 24 123 4567'), terms: 'true', ...envelope })).toBeUndefined();
  });
});
