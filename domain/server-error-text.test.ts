import { describe, expect, it } from 'vitest';
import { serverErrorText, subscribeOutcome } from './server-error-text';

describe('serverErrorText', () => {
  it('reads a duplicate key as a taken e-mail', () => {
    expect(serverErrorText('E11000 duplicate key error collection: customers index: email_1')).toBe(
      'Email is Already Taken',
    );
    expect(serverErrorText('duplicate key value violates unique constraint "customers_email_key"')).toBe(
      'Email is Already Taken',
    );
  });

  it('reads an unreachable database as no internet', () => {
    expect(serverErrorText('connect ECONNREFUSED 127.0.0.1:5432')).toBe('No Internet');
    expect(serverErrorText('MongoNetworkError: failed to connect')).toBe('No Internet');
  });

  it('shows the last colon-separated part otherwise', () => {
    expect(serverErrorText('ValidationError: bvnNo: BVN not found')).toBe('BVN not found');
    expect(serverErrorText('Plain message')).toBe('Plain message');
  });

  it('falls back when there is no message', () => {
    expect(serverErrorText(undefined)).toBe('Oops! Kindly check your Network.');
    expect(serverErrorText('', { reachedServer: true })).toBe('Unable to save your details at this time.');
    expect(serverErrorText('Error:', { reachedServer: true })).toBe('Unable to save your details at this time.');
  });
});

describe('subscribeOutcome', () => {
  it('welcomes a new subscriber', () => {
    expect(subscribeOutcome({ status: 'success' })).toEqual({
      ok: true,
      alert: 'Success! Successfully subscribed! Welcome onboard.',
    });
  });

  it('adds the last segment of a ValidationError as a notice', () => {
    expect(
      subscribeOutcome({
        status: 'error',
        error: {
          name: 'ValidationError',
          message: 'Subscriber validation failed: email: Email is already subscribed, try another',
        },
      }),
    ).toEqual({ ok: false, alert: 'Oops! Something bad happened. Please try again later.', notice: 'try another' });
  });

  it('shows only the failure alert for other errors or no response', () => {
    const failure = { ok: false, alert: 'Oops! Something bad happened. Please try again later.' };
    expect(subscribeOutcome({ status: 'error', error: { name: 'TypeError', message: 'a: b' } })).toEqual(failure);
    expect(subscribeOutcome(undefined)).toEqual(failure);
  });
});
