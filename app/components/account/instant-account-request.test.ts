import { describe, expect, it } from 'vitest';
import {
  bvnProblemText,
  isBodyWithinLimit,
  readAddressIntent,
  readIntent,
  readLinkValues,
  readPostedApplication,
} from './instant-account-request';

const query = (text: string) => new URLSearchParams(text);

describe('readAddressIntent', () => {
  it('reads the e-mail verification link, the consent return and its failures', () => {
    expect(readAddressIntent(query('msg=1&psc=abc'))).toEqual({ kind: 'verifyEmail', token: 'abc' });
    expect(readAddressIntent(query('msg=has_bvn_data&ref=r1'))).toEqual({ kind: 'redeemBvn', ref: 'r1' });
    expect(readAddressIntent(query('msg=bvn_declined'))).toEqual({ kind: 'bvnDeclined' });
    expect(readAddressIntent(query('msg=bvn_error&igErrorCode=E42'))).toEqual({ kind: 'bvnError', code: 'E42' });
    expect(readAddressIntent(query('igErrorCode=E7'))).toEqual({ kind: 'bvnError', code: 'E7' });
    expect(readAddressIntent(query('msg=new'))).toEqual({ kind: 'plain' });
    expect(readAddressIntent(query('msg=has_bvn_data'))).toEqual({ kind: 'plain' });
  });
});

describe('bvnProblemText', () => {
  it('words a decline, a known provider error and an unknown one', () => {
    expect(bvnProblemText({ kind: 'bvnDeclined' })).toMatch(/declined/);
    expect(bvnProblemText({ kind: 'bvnError', code: 'BVN_NOT_FOUND' })).toBe(
      'We could not find this BVN. Check the number and try again.',
    );
    expect(bvnProblemText({ kind: 'bvnError', code: 'constructor' })).toMatch(/cannot check your identity/);
  });
});

describe('readLinkValues', () => {
  it('takes the specification query parameters, drops a short middle name and shows the phone as international', () => {
    expect(
      readLinkValues(
        query(
          'bvnNo=22222222222&lastname=Okonkwo&middlename=N&phoneNo=2348031234567&birthDate=1990-04-12T00:00&other=x',
        ),
      ),
    ).toEqual({
      bvnNo: '22222222222',
      lastname: 'Okonkwo',
      middlename: '',
      phoneNo: '+2348031234567',
      birthDate: '1990-04-12',
    });
  });
});

describe('readPostedApplication', () => {
  it('reads the posted fields, ticked terms, chosen files only and known locked fields', () => {
    const form = new FormData();
    form.set('lastname', 'Okonkwo');
    form.set('terms', 'on');
    form.set('lockedFields', 'lastname,evil,bvnNo');
    form.set('photo', new File(['x'], 'me.png', { type: 'image/png' }));
    form.set('scannedIDCard', new File([], ''));
    const posted = readPostedApplication(form);
    expect(posted.values.lastname).toBe('Okonkwo');
    expect(posted.values.email).toBe('');
    expect(posted.terms).toBe(true);
    expect(Object.keys(posted.files)).toEqual(['photo']);
    expect(posted.lockedFields).toEqual(['lastname', 'bvnNo']);
  });

  it('defaults the intent to opening the account', () => {
    const form = new FormData();
    expect(readIntent(form)).toBe('instantAccount');
    form.set('intent', 'resendEmail');
    expect(readIntent(form)).toBe('resendEmail');
  });
});

describe('isBodyWithinLimit', () => {
  const request = (length?: string) =>
    new Request('http://x/', { method: 'POST', headers: length ? { 'content-length': length } : {} });
  it('accepts a known size up to 16 MiB only', () => {
    expect(isBodyWithinLimit(request('1000'))).toBe(true);
    expect(isBodyWithinLimit(request(String(16 * 1024 * 1024)))).toBe(true);
    expect(isBodyWithinLimit(request(String(16 * 1024 * 1024 + 1)))).toBe(false);
    expect(isBodyWithinLimit(request())).toBe(false);
  });
});

// Issue 13.1: '08031234567' came back as '+08031234567' with a green tick.
describe('a phone entering the form from elsewhere', () => {
  it('is converted as section 5 says', async () => {
    const { phoneForField } = await import('./instant-account-values');
    expect(readLinkValues(new URLSearchParams('msg=has_bvn_data&phoneNo=08031234567')).phoneNo).toBe('+2348031234567');
    expect(phoneForField('08031234567')).toBe('+2348031234567');
    expect(phoneForField('0803 123 4567')).toBe('+2348031234567');
    expect(phoneForField('2348031234567')).toBe('+2348031234567');
    expect(phoneForField('+233241234567')).toBe('+233241234567');
    expect(phoneForField('0803')).toBe('0803');
  });
});
