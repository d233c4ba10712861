import { describe, expect, it } from 'vitest';
import { resolvePlayParams } from './play-state';

describe('resolvePlayParams', () => {
  it('defaults to an individual opened by someone unknown', () => {
    expect(resolvePlayParams({})).toEqual({
      playType: 'ind',
      acctType: 'Individual',
      playPurpose: '',
      opener: 'unknown',
      sake: undefined,
    });
  });

  it('keeps a corporate type, in any case', () => {
    expect(resolvePlayParams({ type: 'crp', purpose: 'r' }).playType).toBe('crp');
    expect(resolvePlayParams({ type: 'CRP' })).toMatchObject({ playType: 'crp', acctType: 'Corporate' });
    expect(resolvePlayParams({ type: 'IND' }).playType).toBe('ind');
    expect(resolvePlayParams({ type: 'other' }).playType).toBe('ind');
  });

  it.each(['homeplay', 'familyplay', 'HomePlay'])('forces %s to an individual', (purpose) => {
    expect(resolvePlayParams({ type: 'crp', purpose })).toMatchObject({ playType: 'ind', acctType: 'Individual' });
  });

  it('records purpose r as the customer opening for themself', () => {
    expect(resolvePlayParams({ purpose: 'r' }).opener).toBe('self');
    expect(resolvePlayParams({ purpose: 'R' }).opener).toBe('self');
    expect(resolvePlayParams({ purpose: '002' }).opener).toBe('unknown');
    expect(resolvePlayParams({ purpose: 'homeplay' }).opener).toBe('unknown');
  });

  it('normalises purpose and keeps sake', () => {
    expect(resolvePlayParams({ purpose: ' FamilyPlay ', sake: ' gift ' })).toMatchObject({
      playPurpose: 'familyplay',
      sake: 'gift',
    });
    expect(resolvePlayParams({ sake: '' }).sake).toBeUndefined();
  });
});
