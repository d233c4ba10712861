import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import { messages } from '../messages';
import { GENDERS } from '../lists/personal';
import {
  accountNumberRule,
  birthDateRule,
  channelsRule,
  choiceRule,
  emailRule,
  expiryDateRule,
  identityNumberRule,
  idNumberRule,
  issueDateRule,
  optional,
  otpRule,
  phoneRule,
  refineIdNumberByType,
  selectRule,
  termsRule,
  textRule,
  tinRule,
  zipCodeRule,
} from './field-rules';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const fixedToday = () => new Date('2025-06-15T12:00:00Z');

describe('digit rules', () => {
  it('bvnNo, nin and nokBvnNo take exactly 11 digits', () => {
    expect(identityNumberRule('bvnNo').parse(' 22212345678 ')).toBe('22212345678');
    expect(messagesOf(identityNumberRule('bvnNo'), '2221234567')).toEqual(['BVN must be valid 11 characters!!']);
    expect(messagesOf(identityNumberRule('nin'), '2221234567a')).toEqual(['The values entered for NIN is invalid!']);
    expect(messagesOf(identityNumberRule('nin'), undefined)).toEqual(['The values entered for NIN is invalid!']);
    expect(messagesOf(identityNumberRule('nokBvnNo'), '222123456789')).toEqual([
      'The values entered for BVN is invalid!',
    ]);
  });

  it('otp takes exactly OTP_LENGTH digits', () => {
    expect(otpRule().safeParse('1'.repeat(OTP_LENGTH)).success).toBe(true);
    expect(messagesOf(otpRule(), '1'.repeat(OTP_LENGTH - 1))).toEqual([messages.forms.field.otp]);
  });

  it('account numbers take exactly 10 digits', () => {
    expect(accountNumberRule('accountNo').safeParse('0123456789').success).toBe(true);
    expect(accountNumberRule('referee1AcctNo').safeParse('012345678').success).toBe(false);
    expect(accountNumberRule('referee2AcctNo').safeParse('01234567890').success).toBe(false);
  });
});

describe('phoneRule', () => {
  it('stores the 13-digit international form', () => {
    expect(phoneRule('phoneNo').parse('08031234567')).toBe('2348031234567');
    expect(phoneRule('phoneNo').parse('+234 803 123 4567')).toBe('2348031234567');
    expect(phoneRule('nokMobile').parse('2348031234567')).toBe('2348031234567');
  });

  it('refuses other numbers with one message', () => {
    expect(messagesOf(phoneRule('phoneNo'), '0803123456')).toEqual(['Phone must be valid & numeric characters only!!']);
    expect(messagesOf(phoneRule('officePhone'), '+44 20 79')).toEqual([
      'Office Phone must be valid & numeric characters only!!',
    ]);
    // A number of another country, with its plus (the country picker writes it so), is that country's.
    expect(phoneRule('officePhone').parse('+44 20 7946 0958')).toBe('442079460958');
    expect(messagesOf(phoneRule('nokMobile'), 'call me')).toEqual(['The values entered for Phone is invalid!']);
  });
});

describe('textRule', () => {
  it('needs more than 2 characters', () => {
    expect(textRule('middlename').parse('  Ngo ')).toBe('Ngo');
    expect(messagesOf(textRule('middlename'), 'Ng')).toEqual(['The values entered for Middlename is invalid!']);
    expect(messagesOf(textRule('homeAddress'), '  ')).toEqual([
      'The values entered for Residential Address is invalid!',
    ]);
  });

  // Three-letter names are real and common: the stName rule matches no field of the forms.
  it('takes three-letter names (Eze, Obi, Ada, Ike)', () => {
    for (const name of ['Eze', 'Obi', 'Ada', 'Ike']) {
      for (const field of ['firstname', 'lastname', 'nokFirstname', 'nokSurname'])
        expect(textRule(field).safeParse(name).success, `${field} ${name}`).toBe(true);
    }
    expect(messagesOf(textRule('lastname'), 'Ez')).toEqual(['The values entered for Surname is invalid!']);
    expect(messagesOf(textRule('firstName'), 'Ada')).toEqual(['firstName must be at least 4 characters!']);
  });

  it('refuses absurdly long text', () => {
    expect(textRule('city').safeParse('x'.repeat(256)).success).toBe(false);
  });
});

describe('optional', () => {
  it('takes empty text as absent but checks what is entered', () => {
    const middlename = optional(textRule('middlename'));
    expect(middlename.parse('')).toBeUndefined();
    expect(middlename.parse(undefined)).toBeUndefined();
    expect(middlename.parse('Chukwuma')).toBe('Chukwuma');
    expect(messagesOf(middlename, 'Ch')).toEqual(['The values entered for Middlename is invalid!']);
  });
});

describe('emailRule', () => {
  it('takes another message when a form needs one', () => {
    expect(messagesOf(emailRule('email', 'Please provide a valid email address'), 'x@')).toEqual([
      'Please provide a valid email address',
    ]);
  });

  it('accepts addresses and lower-cases them', () => {
    expect(emailRule().parse(' Ngozi.Okafor+bank@Example.COM.ng ')).toBe('ngozi.okafor+bank@example.com.ng');
  });

  // Issue 13.11: a..b@c.com and .a@c.com were accepted.
  it.each([
    'ngozi',
    'ngozi@',
    'ngozi@example',
    'ngozi@example.c',
    'ngo zi@example.com',
    '@example.com',
    'a@-example.com',
    'a..b@c.com',
    '.a@c.com',
    'a.@c.com',
  ])('refuses %s', (email) => {
    expect(messagesOf(emailRule(), email)).toContain('The values entered for Email is invalid!');
  });
});

describe('date rules', () => {
  it('birthDate must be at least a year ago, year 19xx or 20xx', () => {
    const rule = birthDateRule('birthDate', { today: fixedToday });
    expect(rule.parse('1990-05-01')).toBe('1990-05-01');
    expect(messagesOf(rule, '2025-01-01')).toEqual(['Date of Birth must be valid!!']);
    expect(messagesOf(rule, '')).toEqual(['Date of Birth must be valid!!']);
    expect(messagesOf(rule, '1890-01-01')).toEqual(['Date of Birth must be valid!!']);
  });

  it('idIssueDate is not in the future; idExpiryDate is', () => {
    expect(issueDateRule('idIssueDate', { today: fixedToday }).safeParse('2020-01-01').success).toBe(true);
    expect(messagesOf(issueDateRule('idIssueDate', { today: fixedToday }), '2026-01-01')).toEqual([
      'Invalid ID Issue Date.!',
    ]);
    expect(expiryDateRule('idExpiryDate', { today: fixedToday }).safeParse('2030-01-01').success).toBe(true);
    expect(messagesOf(expiryDateRule('idExpiryDate', { today: fixedToday }), '2020-01-01')).toEqual([
      'Invalid ID Expired Date.!',
    ]);
  });
});

describe('select rules', () => {
  it('an open select is not empty and not the "empty" placeholder', () => {
    expect(selectRule('lga').parse('Ikeja')).toBe('Ikeja');
    expect(messagesOf(selectRule('lga'), 'empty')).toEqual(['Choose LGA to continue!']);
    expect(messagesOf(selectRule('lga'), '')).toEqual(['Choose LGA to continue!']);
  });

  it('a fixed select takes one of its values', () => {
    expect(choiceRule('gender', GENDERS).parse('Female')).toBe('Female');
    expect(messagesOf(choiceRule('gender', GENDERS), 'empty')).toEqual(['Choose a gender to continue!']);
    expect(messagesOf(choiceRule('gender', GENDERS), undefined)).toEqual(['Choose a gender to continue!']);
  });
});

describe('zipCode, tin and idNO', () => {
  it('zipCode is at most 9 digits', () => {
    expect(zipCodeRule().safeParse('100001').success).toBe(true);
    expect(messagesOf(zipCodeRule(), '1234567890')).toEqual(['Invalid ZIP/Area Code!']);
    expect(messagesOf(zipCodeRule(), '10000A')).toEqual(['Invalid ZIP/Area Code!']);
  });

  it('tin is numeric, 3 to 14 characters', () => {
    expect(tinRule().safeParse('12345678-0001').success).toBe(true);
    expect(tinRule().safeParse('123').success).toBe(true);
    expect(messagesOf(tinRule(), '12')).toContain('Invalid TIN!');
    expect(tinRule().safeParse('123456789012345').success).toBe(false);
    expect(tinRule().safeParse('12A45').success).toBe(false);
  });

  it('idNO takes letters, digits, slashes and hyphens', () => {
    expect(idNumberRule().safeParse('A12345678/01').success).toBe(true);
    expect(messagesOf(idNumberRule(), 'A1234 5678')).toEqual(['Invalid idNo!']);
  });

  it('idNO length depends on idType', () => {
    const schema = z.object({ idType: z.string(), idNO: idNumberRule() }).superRefine(refineIdNumberByType);
    expect(schema.safeParse({ idType: 'National ID Card', idNO: '123456789012' }).success).toBe(true);
    expect(schema.safeParse({ idType: 'Employer ID', idNO: 'E'.repeat(19) }).success).toBe(true);
    // A real passport number (9) and the table's 11 pass (decision 010); 8 does not.
    expect(schema.safeParse({ idType: 'International Passport', idNO: 'A12345678' }).success).toBe(true);
    const result = schema.safeParse({ idType: 'International Passport', idNO: 'A1234567' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['idNO'], message: 'Invalid idNo!' })]);
    expect(schema.safeParse({ idType: "Voter's Card", idNO: '12345' }).success).toBe(false);
    expect(schema.safeParse({ idType: 'empty', idNO: '12345' }).success).toBe(true);
  });
});

describe('channels and terms', () => {
  it('channels needs at least one known channel', () => {
    expect(channelsRule().parse(['USSD', 'Greg'])).toEqual(['USSD', 'Greg']);
    expect(channelsRule().parse('Debit Card')).toEqual(['Debit Card']);
    expect(messagesOf(channelsRule(), [])).toEqual(['Choose at least one channel!']);
    expect(messagesOf(channelsRule(), undefined)).toEqual(['Choose at least one channel!']);
    expect(messagesOf(channelsRule(), ['Carrier Pigeon'])).toEqual(['Choose at least one channel!']);
  });

  it('terms must be ticked', () => {
    expect(termsRule().parse('on')).toBe(true);
    expect(termsRule().parse(true)).toBe(true);
    expect(termsRule().parse('true')).toBe(true);
    for (const value of [false, undefined, '', 'off']) {
      expect(messagesOf(termsRule(), value)).toEqual(['You have to accept our terms and condition to proceed!']);
    }
  });
});
