import { describe, expect, it } from 'vitest';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { headersOf, statusOf } from './api-error';

describe('statusOf', () => {
  it('gives every code a status of its class', () => {
    const statuses = Object.values(AppErrorCode).map((code) => [code, statusOf(new AppError(code, 'x'))] as const);
    expect(statuses.every(([, status]) => status >= 400 && status < 600)).toBe(true);
    expect(Object.fromEntries(statuses.filter(([code]) => code.endsWith('Unavailable')))).toEqual({
      CoreBankingUnavailable: 503,
      DatabaseUnavailable: 503,
      IdentityUnavailable: 503,
      SmsUnavailable: 503,
    });
    expect(statusOf(new AppError(AppErrorCode.ValidationError, 'x'))).toBe(422);
  });
});

describe('headersOf', () => {
  it('says when to try again, for a refusal of too many attempts only', () => {
    expect(headersOf(new AppError(AppErrorCode.TooManyRequests, 'wait', { retryAfterSeconds: 90 }))).toEqual({
      'Retry-After': '90',
    });
    expect(headersOf(new AppError(AppErrorCode.NotFound, 'gone'))).toEqual({});
  });
});
