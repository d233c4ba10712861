import { describe, expect, it } from 'vitest';
import type { AccountOpeningResult } from '@domain/account-result';
import { INITIAL_CUSTOMER_STATE, customerReducer } from './customer-state';

const result = (acctNumber: string): AccountOpeningResult => ({
  status: 'success',
  customer: {
    _id: 'c1',
    email: 'ada@example.com',
    emailVerified: false,
    step: 50,
    acctType: 'Individual',
    checkedUser: { step: 50 },
  },
  payloadData: {
    message: 'finishedReg',
    means: 'quick',
    hisTitle: '',
    firstname: 'Adaeze',
    lastname: 'Okonkwo',
    accountName: 'OKONKWO ADAEZE',
    acctTypeName: 'Regular Savings',
    acctNumber,
  },
});

describe('customerReducer', () => {
  it('goes loading, then succeeded with the customer, payload and account', () => {
    const loading = customerReducer(INITIAL_CUSTOMER_STATE, { type: 'requestStarted', action: 'instantAccount' });
    expect(loading.status).toBe('loading');
    const done = customerReducer(loading, {
      type: 'requestSucceeded',
      action: 'instantAccount',
      result: result('0000014579'),
    });
    expect(done).toMatchObject({
      status: 'succeeded',
      toVerify: 'instantAccount',
      account: { acctNumber: '0000014579' },
    });
    expect(done.customer?._id).toBe('c1');
  });

  it('records no account when the number is still to come', () => {
    const done = customerReducer(INITIAL_CUSTOMER_STATE, {
      type: 'requestSucceeded',
      action: 'instantAccount',
      result: result(''),
    });
    expect(done.account).toBeNull();
    expect(done.payloadData?.acctNumber).toBe('');
  });

  it('keeps the error of a rejected request and returns to idle when reset', () => {
    const rejected = customerReducer(INITIAL_CUSTOMER_STATE, {
      type: 'requestRejected',
      action: 'instantAccount',
      error: 'Email is Already Taken',
    });
    expect(rejected).toMatchObject({ status: 'rejected', error: 'Email is Already Taken', toVerify: 'instantAccount' });
    expect(customerReducer(rejected, { type: 'statusReset' }).status).toBe('idle');
  });

  it('keeps the play parameters when the result is cleared', () => {
    const played = customerReducer(INITIAL_CUSTOMER_STATE, {
      type: 'playParamsSet',
      playType: 'ind',
      playPurpose: 'homeplay',
      sake: 'self',
    });
    const cleared = customerReducer({ ...played, status: 'succeeded' }, { type: 'resultCleared' });
    expect(cleared).toMatchObject({ status: 'idle', playType: 'ind', playPurpose: 'homeplay', sake: 'self' });
  });
});
