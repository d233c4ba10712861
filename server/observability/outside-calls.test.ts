import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createMetrics } from './metrics';
import { observeCalls } from './outside-calls';

describe('observeCalls', () => {
  it('times each call of a port by operation and outcome, and leaves its synchronous members alone', async () => {
    const metrics = createMetrics({ database: { raw: {} } as unknown as DatabaseHandle });
    let state = 'up';
    const core = observeCalls(
      {
        name: 'local',
        openAccount: async () => ({ accountNumber: '0123456789' }),
        findAccount: () => Promise.reject(new Error('core down')),
        setState(next: string) {
          state = next;
        },
      },
      'core_banking',
      metrics,
    );
    expect(core.name).toBe('local');
    expect(await core.openAccount()).toEqual({ accountNumber: '0123456789' });
    await expect(core.findAccount()).rejects.toThrow('core down');
    expect(core.setState('down')).toBeUndefined();
    expect(state).toBe('down');
    const counts = (await metrics.outsideCalls.get()).values.filter(
      (sample) => sample.metricName === 'bank_outside_call_duration_seconds_count',
    );
    expect(
      counts.map(({ labels, value }) => `${labels.system} ${labels.operation} ${labels.outcome} ${value}`).sort(),
    ).toEqual(['core_banking findAccount error 1', 'core_banking openAccount ok 1']);
  });
});
