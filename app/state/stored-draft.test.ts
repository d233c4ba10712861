import { describe, expect, it } from 'vitest';
import { isDraftExpired, restoreStoredDraft } from './stored-draft';

describe('restoreStoredDraft', () => {
  it('restores the application fields by the draft rules and keeps the form extras', () => {
    const draft = restoreStoredDraft({
      fields: { phoneNo: 2348031234567, birthDate: '1990-04-12T00:00:00.000Z' },
      bvnRef: 'ref-1',
      lockedFields: ['lastname', 3],
      retainFields4: 'UtilizeDiffConfirmEmail',
    });
    expect(draft.fields.phoneNo).toBe('2348031234567');
    expect(draft.fields.birthDate).toBe('1990-04-12');
    expect(draft.fields.email).toBe('');
    expect(draft).toMatchObject({
      bvnRef: 'ref-1',
      lockedFields: ['lastname'],
      retainFields4: 'UtilizeDiffConfirmEmail',
      idempotencyKey: '',
    });
  });

  it('turns anything that is not a draft into an empty one', () => {
    const draft = restoreStoredDraft('garbage');
    expect(draft.fields.nin).toBe('');
    expect(draft.retainFields4).toBe('notRetain');
    expect(draft.lockedFields).toEqual([]);
  });
});

describe('isDraftExpired', () => {
  it('expires a draft after sixty minutes', () => {
    expect(isDraftExpired({ savedAt: 0 }, 60 * 60_000)).toBe(false);
    expect(isDraftExpired({ savedAt: 0 }, 60 * 60_000 + 1)).toBe(true);
  });
});
