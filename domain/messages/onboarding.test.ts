import { describe, expect, it } from 'vitest';
import { accountMailTexts } from './account-mail';

// Issue 13.11: the account-details e-mail asked an already-verified customer to verify.
describe('the account details e-mail', () => {
  const details = {
    firstname: 'Adaeze',
    accountName: 'OKONKWO ADAEZE',
    acctTypeName: 'Flexi',
    acctNumber: '0000000013',
  };
  it('asks only a customer whose address is unverified to verify it', () => {
    expect(accountMailTexts.accountBody({ ...details, isEmailVerified: false })).toContain(
      'Please verify your email address',
    );
    expect(accountMailTexts.accountBody({ ...details, isEmailVerified: true })).not.toMatch(/verify/i);
    expect(accountMailTexts.accountBody({ ...details, isEmailVerified: true })).toContain('Account number: 0000000013');
  });
});
