import { describe, expect, it } from 'vitest';
import { LoginSchema, validateLogin } from './login';

describe('LoginSchema', () => {
  it('accepts a 10-digit account number and a 10-digit password', () => {
    expect(LoginSchema.parse({ accountNo: ' 0123456789 ', password: '9876543210' })).toEqual({ accountNo: '0123456789', password: '9876543210' });
  });

  it.each(['', '012345678', '01234567890', '01234a6789', '0123 456789'])('rejects the account number %j', (accountNo) => {
    const result = validateLogin({ accountNo, password: '9876543210' });
    expect(result).toEqual({ isValid: false, errors: { accountNo: 'The values entered for Account Number is invalid!' } });
  });

  it.each(['', '987654321', '98765432100', 'abcdefghij', ' 987654321', '98765-4321'])('rejects the password %j', (password) => {
    const result = validateLogin({ accountNo: '0123456789', password });
    expect(result).toEqual({ isValid: false, errors: { password: 'The values entered for Password is invalid!' } });
  });

  it('reports every failing field once', () => {
    expect(validateLogin({})).toEqual({
      isValid: false,
      errors: {
        accountNo: 'The values entered for Account Number is invalid!',
        password: 'The values entered for Password is invalid!',
      },
    });
  });
});
