import { describe, expect, it } from 'vitest';
import { firstFailingField } from './first-failing-field';
import {
  INSTANT_ACCOUNT_FIELDS,
  InstantAccountFilesSchema,
  InstantAccountSchema,
  type InstantAccountInput,
} from './instant-account';

const valid: InstantAccountInput = {
  preferredBranch: 'ikeja',
  lastname: 'Okafor',
  firstname: 'Ngozi',
  middlename: '',
  email: 'ngozi@example.com',
  gender: 'Female',
  accountProduct: '002',
  bvnNo: '22212345678',
  phoneNo: '08031234567',
  birthDate: '1990-05-01',
  nin: '12345678901',
  terms: 'on',
  acctType: 'Individual',
};

describe('InstantAccountSchema', () => {
  it('accepts a complete form and normalises it', () => {
    expect(InstantAccountSchema.parse(valid)).toEqual({
      ...valid,
      middlename: undefined,
      phoneNo: '2348031234567',
      terms: true,
      cbBy: 'unknown',
    });
  });

  it('keeps a middle name and the opener', () => {
    const parsed = InstantAccountSchema.parse({ ...valid, middlename: 'Adaeze', cbBy: 'self' });
    expect(parsed).toMatchObject({ middlename: 'Adaeze', cbBy: 'self' });
  });

  it('requires every field but middlename', () => {
    const result = InstantAccountSchema.safeParse({});
    const failing = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(failing).toEqual(
      new Set([
        'preferredBranch',
        'lastname',
        'firstname',
        'email',
        'gender',
        'accountProduct',
        'bvnNo',
        'phoneNo',
        'birthDate',
        'nin',
        'terms',
        'acctType',
      ]),
    );
  });

  it('shows the first failing field in form order', () => {
    const result = InstantAccountSchema.safeParse({ ...valid, terms: '', bvnNo: '123', gender: 'empty' });
    expect(firstFailingField(result, INSTANT_ACCOUNT_FIELDS)).toEqual({
      field: 'gender',
      message: 'Choose a gender to continue!',
    });
  });

  it('refuses unknown products, branches and account types', () => {
    expect(InstantAccountSchema.safeParse({ ...valid, accountProduct: '006' }).success).toBe(false);
    // A branch is refused here by its shape or as the placeholder; whether it is published, the server checks (decision 101).
    expect(InstantAccountSchema.safeParse({ ...valid, preferredBranch: 'empty' }).success).toBe(false);
    expect(InstantAccountSchema.safeParse({ ...valid, preferredBranch: 'Ikeja Branch' }).success).toBe(false);
    expect(InstantAccountSchema.safeParse({ ...valid, acctType: 'Joint' }).success).toBe(false);
  });
});

describe('InstantAccountFilesSchema', () => {
  const image = (size = 100) => new File([new Uint8Array(size)], 'a.jpg', { type: 'image/jpeg' });

  it('needs both the passport photo and the scanned ID card, as images up to 2,000,000 bytes', () => {
    expect(InstantAccountFilesSchema.safeParse({ photo: image(), scannedIDCard: image(2_000_000) }).success).toBe(true);
    const result = InstantAccountFilesSchema.safeParse({ scannedIDCard: image(2_000_001) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Upload photograph!',
      'File larger than 2MB for Scanned ID Card',
    ]);
  });
});
