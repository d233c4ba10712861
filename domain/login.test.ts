import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from './constants';
import { messages } from './messages';
import {
  LoginCodeSchema,
  LoginSchema,
  PasswordResetStartSchema,
  PasswordSetSchema,
  isAccountNumber,
  isGuessablePassword,
} from './login';
import { fieldFailures } from './forms/first-failing-field';

const USERNAME_INVALID = 'Enter your 10-digit account number or your e-mail address.';
const PASSWORD_INVALID = 'The values entered for Password is invalid!';
const CODE_INVALID = messages.forms.field.otp;
const TOO_WEAK = 'Choose a password that is not your account number, one digit repeated or a run of digits.';
const MISMATCH = 'The two passwords are not the same.';

describe('LoginSchema', () => {
  it('takes a 10-digit account number, trimmed, and a 10-digit password', () => {
    expect(LoginSchema.parse({ username: ' 0123456789 ', password: '4815162342' })).toEqual({
      username: '0123456789',
      password: '4815162342',
    });
  });

  it('takes an e-mail address, trimmed and in lower case', () => {
    expect(LoginSchema.parse({ username: '  Ada.Okonkwo@Example.COM ', password: '4815162342' })).toEqual({
      username: 'ada.okonkwo@example.com',
      password: '4815162342',
    });
  });

  it.each([
    '',
    '012345678',
    '01234567890',
    '01234a6789',
    '0123 456789',
    'ada',
    'ada@example',
    '@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses the username %j', (username) => {
    expect(fieldFailures(LoginSchema.safeParse({ username, password: '4815162342' }))).toEqual({
      username: USERNAME_INVALID,
    });
  });

  it.each(['', '481516234', '48151623421', 'abcdefghij', ' 481516234', '4815162342 ', '48151-6234'])(
    'refuses the password %j, taken exactly as typed',
    (password) => {
      expect(fieldFailures(LoginSchema.safeParse({ username: '0123456789', password }))).toEqual({
        password: PASSWORD_INVALID,
      });
    },
  );

  it('refuses values that are not text, and reports every failing field once', () => {
    expect(fieldFailures(LoginSchema.safeParse({ username: 123_456_789_0, password: 4_815_162_342 }))).toEqual({
      username: USERNAME_INVALID,
      password: PASSWORD_INVALID,
    });
    expect(fieldFailures(LoginSchema.safeParse({}))).toEqual({
      username: USERNAME_INVALID,
      password: PASSWORD_INVALID,
    });
  });
});

describe('isAccountNumber', () => {
  it('is exactly 10 digits', () => {
    expect(isAccountNumber('9000000016')).toBe(true);
    for (const other of ['900000001', '90000000160', 'ada@example.com', ' 9000000016'])
      expect(isAccountNumber(other), other).toBe(false);
  });
});

describe('LoginCodeSchema and PasswordResetStartSchema', () => {
  it('take a code of OTP_LENGTH digits, trimmed, and nothing else', () => {
    const code = '1'.repeat(OTP_LENGTH);
    expect(LoginCodeSchema.parse({ otp: ` ${code} ` })).toEqual({ otp: code });
    for (const otp of [code.slice(1), `${code}1`, 'a'.repeat(OTP_LENGTH), '', Number(code)])
      expect(fieldFailures(LoginCodeSchema.safeParse({ otp })), String(otp)).toEqual({ otp: CODE_INVALID });
  });

  it('start a password reset with the same usernames as sign-in', () => {
    expect(PasswordResetStartSchema.parse({ username: ' ADA@EXAMPLE.COM' })).toEqual({ username: 'ada@example.com' });
    expect(fieldFailures(PasswordResetStartSchema.safeParse({ username: 'ada' }))).toEqual({
      username: USERNAME_INVALID,
    });
  });
});

describe('isGuessablePassword', () => {
  it.each(['0000000000', '7777777777', '0123456789', '9876543210', '1234567890', '5678901234', '3210987654'])(
    'refuses %s: one digit repeated or a run',
    (password) => {
      expect(isGuessablePassword(password)).toBe(true);
    },
  );

  it.each(['4815162342', '2468013579', '1357924680', '0123456780', '1122334455', '0246802468'])(
    'accepts %s',
    (password) => {
      expect(isGuessablePassword(password)).toBe(false);
    },
  );

  it('refuses any of the account numbers it protects, and only those', () => {
    expect(isGuessablePassword('9000000016', ['9000000023', '9000000016'])).toBe(true);
    expect(isGuessablePassword('9000000016', ['9000000023'])).toBe(false);
    expect(isGuessablePassword('9000000016', [])).toBe(false);
  });
});

describe('PasswordSetSchema', () => {
  const form = {
    phoneCode: '1'.repeat(OTP_LENGTH),
    emailCode: ` ${'2'.repeat(OTP_LENGTH)} `,
    password: '4815162342',
    confirmPassword: '4815162342',
  };

  it('takes both codes (trimmed) and the password twice', () => {
    expect(PasswordSetSchema.parse(form)).toEqual({ ...form, emailCode: '2'.repeat(OTP_LENGTH) });
  });

  it('wants exactly 10 digits', () => {
    for (const password of ['481516234', '48151623421', 'abcdefghij', ' 481516234']) {
      expect(fieldFailures(PasswordSetSchema.safeParse({ ...form, password, confirmPassword: password }))).toEqual({
        password: 'The password must be exactly 10 digits.',
      });
    }
  });

  it('refuses a guessable password', () => {
    expect(
      fieldFailures(PasswordSetSchema.safeParse({ ...form, password: '0123456789', confirmPassword: '0123456789' })),
    ).toEqual({ password: TOO_WEAK });
  });

  it('wants the confirmation to be the same', () => {
    expect(fieldFailures(PasswordSetSchema.safeParse({ ...form, confirmPassword: '4815162343' }))).toEqual({
      confirmPassword: MISMATCH,
    });
    expect(fieldFailures(PasswordSetSchema.safeParse({ ...form, confirmPassword: undefined }))).toEqual({
      confirmPassword: MISMATCH,
    });
  });

  it('checks the codes, and reports every failing field once', () => {
    expect(fieldFailures(PasswordSetSchema.safeParse({ ...form, phoneCode: '12345', emailCode: 'abcdef' }))).toEqual({
      phoneCode: CODE_INVALID,
      emailCode: CODE_INVALID,
    });
    expect(fieldFailures(PasswordSetSchema.safeParse({}))).toEqual({
      phoneCode: CODE_INVALID,
      emailCode: CODE_INVALID,
      password: 'The password must be exactly 10 digits.',
      confirmPassword: MISMATCH,
    });
  });
});
