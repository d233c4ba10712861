import { describe, expect, it } from 'vitest';
import { formTexts } from './forms';
import { ID_TYPES } from '../lists/id-types';

describe('form messages', () => {
  it('fills the {field} templates', () => {
    expect(formTexts.field.invalid('Surname')).toBe('The values entered for Surname is invalid!');
    expect(formTexts.field.tooShortName('firstName')).toBe('firstName must be at least 4 characters!');
    expect(formTexts.field.invalidPhone('phoneNo')).toBe('phoneNo must be valid & numeric characters only!!');
    expect(formTexts.field.invalidDate('birthDate')).toBe('birthDate must be valid!!');
  });

  it('holds the fixed per-field texts verbatim', () => {
    expect(formTexts.field.mmaidenname).toBe("mother's maiden name must be valid!!");
    expect(formTexts.field.terms).toBe('You have to accept our terms and condition to proceed!');
    expect(formTexts.field.bvnNo).toBe('BVN must be valid 11 characters!!');
    expect(formTexts.field.accountProduct).toBe('Choose an Account Type to continue!');
    expect(formTexts.field.segment).toBe('Choose sector segment to continue!');
    expect(formTexts.field.lga).toBe('Choose LGA to continue!');
    expect(formTexts.field.preferredBranch).toBe('Choose a branch to continue!');
    expect(formTexts.field.otp).toBe('Enter your 6 digit OTP!');
    expect(formTexts.field.photo).toBe('Upload photograph!');
    expect(formTexts.field.idIssueDate).toBe('Invalid ID Issue Date.!');
    expect(formTexts.field.idExpiryDate).toBe('Invalid ID Expired Date.!');
    expect(formTexts.field.zipCode).toBe('Invalid ZIP/Area Code!');
  });

  it('holds the file messages and the BVN hint', () => {
    expect(formTexts.file.invalidType('image file', 'photo')).toBe(
      'Invalid File Type. Upload image file only for photo',
    );
    expect(formTexts.file.tooLarge('1MB', 'photo')).toBe('File larger than 1MB for photo');
    expect(formTexts.file.tooLarge('2MB', 'photo')).toBe('File larger than 2MB for photo');
    // Issue 27.3: every ID type has its hint, the real documents' formats among them.
    expect(Object.keys(formTexts.hints.idNumber)).toEqual(['none', ...ID_TYPES]);
    expect(formTexts.hints.idNumber['International Passport']).toContain('A12345678');
    expect(formTexts.hints.idNumber["Driver's License"]).toContain('ABC12345AA11');
    expect(formTexts.hints.bvn).toBe(
      'Please provide details as it is in your BVN registration or valid ID card. Dial *565*0# to retrieve your BVN code.',
    );
  });
});
