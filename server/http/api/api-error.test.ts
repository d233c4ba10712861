import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../security/rate-limits';
import { ApiError } from './api-error';

describe('ApiError', () => {
  it('is recognised across copies of the module by its registered brand', () => {
    const fromOtherCopy = Object.assign(new Error('x'), { [Symbol.for('bank.ApiError')]: true });
    expect(fromOtherCopy instanceof ApiError).toBe(true);
    expect(new Error('plain') instanceof ApiError).toBe(false);
    expect(new ApiError(409, 'Conflict', 'taken') instanceof ApiError).toBe(true);
  });

  it('keeps ordinary instanceof for its subclasses', () => {
    expect(new RateLimitedError(10, 'wait') instanceof RateLimitedError).toBe(true);
    expect(new ApiError(429, 'TooManyRequests', 'wait') instanceof RateLimitedError).toBe(false);
  });
});
