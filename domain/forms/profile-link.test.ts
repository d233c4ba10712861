import { describe, expect, it } from 'vitest';
import { firstFailingField } from './first-failing-field';
import { PROFILE_LINK_FIELDS, ProfileLinkSchema } from './profile-link';

const valid = {
  accountName: 'Ngozi Okafor',
  accountNo: '0123456789',
  preferredBranch: 'abuja',
  email: 'ngozi@example.com',
  phoneNo: '+234 803 123 4567',
  bvnNo: '22212345678',
  nin: '12345678901',
  terms: 'on',
};

describe('ProfileLinkSchema', () => {
  it('accepts a complete form', () => {
    expect(ProfileLinkSchema.parse(valid)).toEqual({ ...valid, phoneNo: '2348031234567', terms: true });
  });

  it('requires every field', () => {
    const result = ProfileLinkSchema.safeParse({});
    expect(new Set(result.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set(PROFILE_LINK_FIELDS));
  });

  it('names the first failing field in form order', () => {
    const result = ProfileLinkSchema.safeParse({ ...valid, nin: '1', accountNo: '12345' });
    expect(firstFailingField(result, PROFILE_LINK_FIELDS)).toEqual({
      field: 'accountNo',
      message: 'The values entered for accountNo is invalid!',
    });
  });
});
