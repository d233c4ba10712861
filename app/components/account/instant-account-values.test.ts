import { describe, expect, it } from 'vitest';
import { readIntent, readPostedApplication } from './instant-account-request';
import {
  EMPTY_VALUES,
  applicationFormData,
  fileProgress,
  isBvnProofProblem,
  isEveryRequiredFieldFilled,
  lockedFieldsOf,
  valuesFromRecord,
  type BvnRecord,
  type TextValues,
} from './instant-account-values';
import { textFieldProblem, validateInstantAccount } from './instant-account-rules';
import { onboardingTexts } from '@domain/messages/onboarding';

const adaeze: BvnRecord = {
  bvnNo: '22222222222',
  firstname: 'Adaeze',
  lastname: 'Okonkwo',
  middlename: 'Ngozi',
  gender: 'Female',
  birthDate: '1990-04-12',
  phoneNo: '2348031234567',
  nin: '70123456789',
  email: '',
};

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const complete: TextValues = {
  ...EMPTY_VALUES,
  ...valuesFromRecord(adaeze),
  accountProduct: '001',
  preferredBranch: 'ikeja',
  email: 'ada@example.com',
} as TextValues;

describe('BVN record', () => {
  it('fills and locks identity fields, the phone and NIN when the record has them', () => {
    expect(valuesFromRecord(adaeze)).toMatchObject({
      lastname: 'Okonkwo',
      phoneNo: '+2348031234567',
      middlename: 'Ngozi',
    });
    expect(lockedFieldsOf(adaeze).sort()).toEqual([
      'birthDate',
      'bvnNo',
      'firstname',
      'gender',
      'lastname',
      'middlename',
      'nin',
      'phoneNo',
    ]);
  });

  it('leaves the phone editable when none came back, and drops a middle name under 3 letters', () => {
    const tunde = { ...adaeze, phoneNo: '', middlename: 'Jo' };
    expect(valuesFromRecord(tunde)).toMatchObject({ phoneNo: '', middlename: '' });
    expect(lockedFieldsOf(tunde)).not.toContain('phoneNo');
    expect(lockedFieldsOf(tunde)).not.toContain('middlename');
  });

  it('never locks the e-mail', () => {
    expect(lockedFieldsOf({ ...adaeze, email: 'ada@example.com' })).not.toContain('email');
  });
});

describe('field rules', () => {
  it('gives each field its catalogue message', () => {
    expect(textFieldProblem('bvnNo', '123')).toBe('BVN must be valid 11 characters!!');
    expect(textFieldProblem('phoneNo', '+23480')).toBe('Phone must be valid & numeric characters only!!');
    expect(textFieldProblem('accountProduct', '')).toBe('Choose an Account Type to continue!');
    expect(textFieldProblem('middlename', '')).toBeUndefined();
    expect(textFieldProblem('middlename', 'Jo')).toBe('The values entered for Middlename is invalid!');
    expect(textFieldProblem('lastname', 'Okonkwo')).toBeUndefined();
  });
});

describe('validateInstantAccount', () => {
  const envelope = { acctType: 'Individual', cbBy: 'self' } as const;

  it('passes a complete application and normalises the phone', () => {
    const outcome = validateInstantAccount(
      complete,
      { photo: png('me.png'), scannedIDCard: png('id.png') },
      true,
      envelope,
    );
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.data.phoneNo).toBe('2348031234567');
  });

  it('names the first failing field in screen order, files included', () => {
    const outcome = validateInstantAccount(
      { ...complete, email: 'nope' },
      { photo: new File(['x'], 'me.pdf', { type: 'application/pdf' }) },
      false,
      envelope,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.first.field).toBe('email');
    expect(outcome.errors).toMatchObject({
      photo: 'Invalid File Type. Upload image file only for Passport Photo',
      scannedIDCard: 'Upload your Scanned ID Card!',
      terms: 'You have to accept our terms and condition to proceed!',
    });
  });

  it('leaves the fields locked by the BVN record to the record', () => {
    const short = { ...complete, lastname: 'Li', phoneNo: '+2348031234567' };
    const files = { photo: png('me.png'), scannedIDCard: png('id.png') };
    expect(validateInstantAccount(short, files, true, envelope).ok).toBe(false);
    const outcome = validateInstantAccount(short, files, true, envelope, ['lastname', 'phoneNo']);
    expect(outcome.ok).toBe(true);
    if (outcome.ok)
      expect(outcome.data).toMatchObject({ lastname: 'Li', phoneNo: '+2348031234567', email: 'ada@example.com' });
  });

  it('refuses a file over 2,000,000 bytes with the 2MB message', () => {
    const outcome = validateInstantAccount(
      complete,
      { photo: png('me.png', 2_000_001), scannedIDCard: png('id.png') },
      true,
      envelope,
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors.photo).toBe('File larger than 2MB for Passport Photo');
  });
});

describe('isEveryRequiredFieldFilled', () => {
  it('waits for every required value, both files and the terms, but not the middle name', () => {
    const files = { photo: png('a.png'), scannedIDCard: png('b.png') };
    expect(isEveryRequiredFieldFilled({ ...complete, middlename: '' }, files, true, 'Individual')).toBe(true);
    expect(isEveryRequiredFieldFilled(complete, files, false, 'Individual')).toBe(false);
    expect(isEveryRequiredFieldFilled(complete, { photo: files.photo }, true, 'Individual')).toBe(false);
    expect(isEveryRequiredFieldFilled({ ...complete, nin: ' ' }, files, true, 'Individual')).toBe(false);
  });
});

describe('applicationFormData', () => {
  it('is the form as it posts without JavaScript: the action reads it back whole, the files last', () => {
    const photo = png('me.png');
    const body = applicationFormData({
      values: complete,
      files: { photo },
      terms: true,
      locked: ['lastname', 'firstname'],
      envelope: { acctType: 'Individual', cbBy: 'self' },
      bvnRef: 'ref-1',
      idempotencyKey: 'key-1',
    });
    expect(readIntent(body)).toBe('instantAccount');
    expect(body.get('step')).toBe('50');
    expect([...body.keys()].at(-1)).toBe('photo');
    expect(readPostedApplication(body)).toEqual({
      values: complete,
      files: { photo },
      terms: true,
      bvnRef: 'ref-1',
      idempotencyKey: 'key-1',
      lockedFields: ['lastname', 'firstname'],
    });
  });
});

describe('fileProgress', () => {
  it('maps the bytes sent onto each file in order', () => {
    const files = { photo: png('a.png', 100), scannedIDCard: png('b.png', 100) };
    expect(fileProgress(files, 50, 250)).toEqual({ photo: 0, scannedIDCard: 0 });
    expect(fileProgress(files, 100, 250)).toEqual({ photo: 50, scannedIDCard: 0 });
    expect(fileProgress(files, 200, 250)).toEqual({ photo: 100, scannedIDCard: 50 });
    expect(fileProgress(files, 250, 250)).toEqual({ photo: 100, scannedIDCard: 100 });
  });
});

// The form carries only these three of the server's refusals (decision 088): each one must still be one the server sends.
describe('isBvnProofProblem', () => {
  it('asks for the BVN again on the server’s refusals of a missing, spent or other BVN validation, and on no other', () => {
    for (const refusal of [
      onboardingTexts.bvnNotValidated,
      onboardingTexts.bvnReferenceExpired,
      onboardingTexts.bvnMismatch,
    ])
      expect(isBvnProofProblem({ bvnNo: refusal })).toBe(true);
    expect(isBvnProofProblem({ bvnNo: onboardingTexts.bvnDeclined })).toBe(false);
    expect(isBvnProofProblem({ email: onboardingTexts.bvnMismatch })).toBe(false);
    expect(isBvnProofProblem(undefined)).toBe(false);
  });
});
