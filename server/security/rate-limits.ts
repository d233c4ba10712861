import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { inMinutes } from '../../domain/messages/wait';
import { AppError, AppErrorCode } from '../errors/app-error';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Metrics } from '../observability/metrics';

export interface RateLimit {
  /** What is limited, e.g. 'otp.send'; also the key prefix in the store. */
  action: string;
  max: number;
  windowSeconds: number;
  /** Shown to the person who hit the limit; a function is given the minutes until they may try again. */
  message?: string | ((minutes: number) => string);
}

/** Declared beside the code it guards: `const OTP_SEND = defineRateLimit({ action: 'otp.send', max: 3, windowSeconds: 900 })`. */
export function defineRateLimit(limit: RateLimit): RateLimit {
  return limit;
}

/** Whether `error` is the refusal of an attempt past a limit. */
export function isRateLimited(error: unknown): error is AppError {
  return error instanceof AppError && error.code === AppErrorCode.TooManyRequests;
}

export interface RateLimits {
  /** Counts one attempt for `key`; throws a TooManyRequests AppError (with the seconds to wait) past the limit. Answers the attempts left. */
  consume(limit: RateLimit, key: string): Promise<{ remaining: number }>;
  /** Gives back one attempt of `key`, e.g. a password that proved right or a code that was used. */
  refund(limit: RateLimit, key: string): Promise<void>;
  /** Forgets the attempts of `key`, e.g. after a successful sign-in. */
  reset(limit: RateLimit, key: string): Promise<void>;
  /** Throws as `consume` would once `key` has used up its attempts, without counting one. */
  assertNotExhausted(limit: RateLimit, key: string): Promise<void>;
  /** Whether `key` has used up its attempts, without counting one. */
  isExhausted(limit: RateLimit, key: string): Promise<boolean>;
}

function limitedError(limit: RateLimit, msBeforeNext: number) {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  const message = typeof limit.message === 'function' ? limit.message(minutes) : limit.message;
  return new AppError(
    AppErrorCode.TooManyRequests,
    message ?? `Too many attempts. Please try again in ${inMinutes(minutes)}.`,
    { retryAfterSeconds: retryAfter },
  );
}

/** Rate limits kept in the database, so they hold across every instance of the product. */
export function createRateLimits(db: Database, metrics: Metrics): RateLimits {
  function refuse(limit: RateLimit, msBeforeNext: number) {
    metrics.rateLimitRefusals.inc({ action: limit.action });
    return limitedError(limit, msBeforeNext);
  }
  const limiters = new Map<string, RateLimiterDrizzle>();
  function limiterFor(limit: RateLimit) {
    let limiter = limiters.get(limit.action);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: limit.action,
        points: limit.max,
        duration: limit.windowSeconds,
        clearExpiredByTimeout: false,
      });
      limiters.set(limit.action, limiter);
    }
    return limiter;
  }
  return {
    async consume(limit, key) {
      try {
        const state = await limiterFor(limit).consume(key);
        return { remaining: state.remainingPoints };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw refuse(limit, rejection.msBeforeNext);
      }
    },
    async assertNotExhausted(limit, key) {
      const state = await limiterFor(limit).get(key);
      if (state && state.consumedPoints >= limit.max) throw refuse(limit, state.msBeforeNext);
    },
    async isExhausted(limit, key) {
      const state = await limiterFor(limit).get(key);
      return Boolean(state && state.consumedPoints >= limit.max);
    },
    async refund(limit, key) {
      // Never below nothing: a refund must not buy an attempt that was not counted.
      const state = await limiterFor(limit).get(key);
      if (state && state.consumedPoints > 0) await limiterFor(limit).reward(key, 1);
    },
    async reset(limit, key) {
      await limiterFor(limit).delete(key);
    },
  };
}
