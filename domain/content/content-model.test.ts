import { describe, expect, it } from 'vitest';
import { approvalStep, CONTENT_STATES, CONTENT_STEPS, stateAfter, type ContentStep } from './content-model';

describe('the content states', () => {
  it('takes a change from draft through approval to published, and a published version to superseded', () => {
    expect(stateAfter('draft', 'save')).toBe('draft');
    expect(stateAfter('draft', 'submit')).toBe('awaiting_approval');
    expect(stateAfter('awaiting_approval', 'approve')).toBe('published');
    expect(stateAfter('awaiting_approval', 'schedule')).toBe('scheduled');
    expect(stateAfter('scheduled', 'publish')).toBe('published');
    expect(stateAfter('published', 'supersede')).toBe('superseded');
  });

  it('sends a refused change back to draft', () => {
    expect(stateAfter('awaiting_approval', 'refuse')).toBe('draft');
  });

  it('refuses every other step: nothing is published without approval, and nothing published is edited', () => {
    const allowed = new Set(
      Object.entries(CONTENT_STEPS).flatMap(([step, { from }]) => from.map((state) => `${state}:${step}`)),
    );
    for (const state of CONTENT_STATES)
      for (const step of Object.keys(CONTENT_STEPS) as ContentStep[])
        if (!allowed.has(`${state}:${step}`)) expect(stateAfter(state, step), `${state} ${step}`).toBeNull();
    expect(stateAfter('draft', 'approve')).toBeNull();
    expect(stateAfter('published', 'save')).toBeNull();
    expect(stateAfter('superseded', 'publish')).toBeNull();
  });

  it('schedules an approval only for a time still to come', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(approvalStep(null, now)).toBe('approve');
    expect(approvalStep(new Date('2026-11-28T09:59:00Z'), now)).toBe('approve');
    expect(approvalStep(new Date('2026-11-28T10:01:00Z'), now)).toBe('schedule');
  });
});
