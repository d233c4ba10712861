import { describe, expect, it } from 'vitest';
import { fieldFailures, firstFailingField } from './first-failing-field';

const failed = {
  success: false,
  error: {
    issues: [
      { path: ['terms'], message: 'terms message' },
      { path: ['bvnNo'], message: 'bvn message' },
      { path: ['bvnNo'], message: 'second bvn message' },
    ],
  },
};

describe('firstFailingField', () => {
  it('returns nothing for a success', () => {
    expect(firstFailingField({ success: true })).toBeUndefined();
    expect(firstFailingField({ success: false, error: { issues: [] } })).toBeUndefined();
  });

  it('follows the form order', () => {
    expect(firstFailingField(failed, ['bvnNo', 'terms'])).toEqual({ field: 'bvnNo', message: 'bvn message' });
  });

  it('falls back to the issue order for fields the order does not name', () => {
    expect(firstFailingField(failed)).toEqual({ field: 'terms', message: 'terms message' });
    expect(firstFailingField(failed, ['email'])).toEqual({ field: 'terms', message: 'terms message' });
  });
});

describe('fieldFailures', () => {
  it('keeps the first message of each field', () => {
    expect(fieldFailures(failed)).toEqual({ terms: 'terms message', bvnNo: 'bvn message' });
    expect(fieldFailures({ success: true })).toEqual({});
  });
});
