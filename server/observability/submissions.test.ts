import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { AppError, AppErrorCode } from '../errors/app-error';
import { createMetrics } from './metrics';
import { countSubmission } from './submissions';

describe('countSubmission', () => {
  it('counts an answer as accepted, a refusal as refused, an outage and anything else as failed, and passes both on', async () => {
    const metrics = createMetrics({ database: { raw: {} } as unknown as DatabaseHandle });
    await expect(countSubmission(metrics, 'wizard', async () => 'done')).resolves.toBe('done');
    await expect(
      countSubmission(metrics, 'wizard', () => Promise.reject(new AppError(AppErrorCode.ValidationError, 'no'))),
    ).rejects.toThrow('no');
    await expect(
      countSubmission(metrics, 'wizard', () =>
        Promise.reject(new AppError(AppErrorCode.CoreBankingUnavailable, 'later')),
      ),
    ).rejects.toThrow('later');
    await expect(countSubmission(metrics, 'loan_application', () => Promise.reject(new Error('bug')))).rejects.toThrow(
      'bug',
    );
    const counted = (await metrics.submissions.get()).values.map(
      ({ labels, value }) => `${labels.journey} ${labels.outcome} ${value}`,
    );
    expect(counted.sort()).toEqual([
      'loan_application failed 1',
      'wizard accepted 1',
      'wizard failed 1',
      'wizard refused 1',
    ]);
  });
});
