import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message';

describe('fieldMessage', () => {
  it('defaults to "The values entered for {field} is invalid!"', () => {
    expect(fieldMessage('middlename')).toBe('The values entered for Middlename is invalid!');
    expect(fieldMessage('email')).toBe('The values entered for Email is invalid!');
  });

  // Issue 27.23: an API call without acctType named the field; the label says what is missing.
  it('names the API fields without a box on the screen by a label', () => {
    expect(fieldMessage('acctType')).toBe(
      'The values entered for Account Holder Type (Individual or Corporate) is invalid!',
    );
  });

  it('drops a leading nok from the default', () => {
    expect(fieldMessage('nokSurname')).toBe('The values entered for Surname is invalid!');
    expect(fieldMessage('nokMobile')).toBe('The values entered for Phone is invalid!');
  });

  // Section 5's suffix test is case-sensitive: no field of the forms ends in 'stName' (issue 7).
  it('asks 4 characters only of names ending in stName as written', () => {
    expect(fieldMessage('firstName')).toBe('firstName must be at least 4 characters!');
    expect(fieldMessage('firstname')).toBe('The values entered for Firstname is invalid!');
    expect(fieldMessage('lastname')).toBe('The values entered for Surname is invalid!');
    expect(fieldMessage('nokFirstname')).toBe('The values entered for Firstname is invalid!');
  });

  // Issue 13.6: 'phoneNo must be valid...' named the internal field.
  it.each([
    ['phone', 'phone'],
    ['phoneNo', 'Phone'],
    ['officePhone', 'Office Phone'],
  ])('asks %s for valid numeric characters, by its label', (field, label) => {
    expect(fieldMessage(field)).toBe(`${label} must be valid & numeric characters only!!`);
  });

  it('has its own texts for the fields of the table', () => {
    expect(fieldMessage('birthDate')).toBe('Date of Birth must be valid!!');
    expect(fieldMessage('mmaidenname')).toBe("mother's maiden name must be valid!!");
    expect(fieldMessage('terms')).toBe('You have to accept our terms and condition to proceed!');
    expect(fieldMessage('bvnNo')).toBe('BVN must be valid 11 characters!!');
    expect(fieldMessage('accountProduct')).toBe('Choose an Account Type to continue!');
    expect(fieldMessage('gender')).toBe('Choose a gender to continue!');
    expect(fieldMessage('maritalStatus')).toBe('Choose a marital status to continue!');
    expect(fieldMessage('occupation')).toBe('Choose occupation to continue!');
    expect(fieldMessage('sector')).toBe('Choose a sector to continue!');
    expect(fieldMessage('segment')).toBe('Choose sector segment to continue!');
    expect(fieldMessage('countryOfBirth')).toBe('Choose country of birth to continue!');
    expect(fieldMessage('countryOfResidence')).toBe('Choose country of residence to continue!');
    expect(fieldMessage('stateOfOrigin')).toBe('Choose state of origin to continue!');
    expect(fieldMessage('lga')).toBe('Choose LGA to continue!');
    expect(fieldMessage('preferredBranch')).toBe('Choose a branch to continue!');
    expect(fieldMessage('otp')).toBe('Enter your 6 digit OTP!');
    expect(fieldMessage('channels')).toBe('Choose at least one channel!');
    expect(fieldMessage('photo')).toBe('Upload photograph!');
    expect(fieldMessage('tin')).toBe('Invalid TIN!');
    expect(fieldMessage('idNO')).toBe('Invalid idNo!');
    expect(fieldMessage('idIssueDate')).toBe('Invalid ID Issue Date.!');
    expect(fieldMessage('city')).toBe('Invalid City!');
    expect(fieldMessage('street')).toBe('Invalid Street!');
  });

  it('gives the expiry date and ZIP code their texts under both spellings', () => {
    expect(fieldMessage('idExpiryDate')).toBe('Invalid ID Expired Date.!');
    expect(fieldMessage('idExpiredDate')).toBe('Invalid ID Expired Date.!');
    expect(fieldMessage('zipCode')).toBe('Invalid ZIP/Area Code!');
    expect(fieldMessage('xipCode')).toBe('Invalid ZIP/Area Code!');
  });

  it('uses the default for the next of kin birth date and phone', () => {
    expect(fieldMessage('nokBirthDate')).toBe('The values entered for Date of Birth is invalid!');
  });
});
