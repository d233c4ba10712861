import { describe, expect, it } from 'vitest';
import { UnreadableRequestError } from '../http/request-body';
import { AppError, AppErrorCode } from './app-error';

describe('AppError', () => {
  it('is recognised across copies of the module by its registered brand', () => {
    const fromOtherCopy = Object.assign(new Error('x'), { [Symbol.for('bank.AppError')]: true });
    expect(fromOtherCopy instanceof AppError).toBe(true);
    expect(new Error('plain') instanceof AppError).toBe(false);
    expect(new AppError(AppErrorCode.Conflict, 'taken') instanceof AppError).toBe(true);
  });

  it('keeps ordinary instanceof for its subclasses', () => {
    expect(new UnreadableRequestError(AppErrorCode.BadRequest, 'cut short') instanceof UnreadableRequestError).toBe(
      true,
    );
    expect(new AppError(AppErrorCode.BadRequest, 'cut short') instanceof UnreadableRequestError).toBe(false);
  });

  it('is named by its code, which the API answers as the error name', () => {
    const error = new AppError(AppErrorCode.ValidationError, 'Enter your e-mail', {
      fields: { email: 'Enter your e-mail' },
    });
    expect(error).toMatchObject({
      name: 'ValidationError',
      code: 'ValidationError',
      message: 'Enter your e-mail',
      fields: { email: 'Enter your e-mail' },
    });
  });

  it('tells an outage of a system the product relies on from a refusal', () => {
    expect(new AppError(AppErrorCode.SmsUnavailable, 'later').isOutage).toBe(true);
    expect(new AppError(AppErrorCode.TooManyRequests, 'wait').isOutage).toBe(false);
  });
});
