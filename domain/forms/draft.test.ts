import { describe, expect, it } from 'vitest';
import { DRAFT_TEXT_FIELDS, restoreDraft } from './draft';

describe('restoreDraft', () => {
  it('fills every missing value with empty text, no channels, no terms, step 0', () => {
    const draft = restoreDraft(undefined);
    for (const field of DRAFT_TEXT_FIELDS) expect(draft[field]).toBe('');
    expect(draft).toMatchObject({ channels: [], terms: false, step: 0 });
    expect(restoreDraft('not an object')).toEqual(draft);
  });

  it('treats phone numbers and BVN stored as numbers as text', () => {
    const draft = restoreDraft({
      phoneNo: 2348031234567,
      bvnNo: 22212345678,
      officePhone: 2348031234568,
      nokMobile: 2348031234569,
    });
    expect(draft).toMatchObject({
      phoneNo: '2348031234567',
      bvnNo: '22212345678',
      officePhone: '2348031234568',
      nokMobile: '2348031234569',
    });
  });

  it('cuts dates to yyyy-mm-dd', () => {
    const draft = restoreDraft({
      birthDate: '1990-05-01T00:00:00.000Z',
      nokBirthDate: '1960-01-02T23:00:00.000Z',
      idIssueDate: '2020-03-04',
      idExpiryDate: '2030-03-04T00:00',
    });
    expect(draft).toMatchObject({
      birthDate: '1990-05-01',
      nokBirthDate: '1960-01-02',
      idIssueDate: '2020-03-04',
      idExpiryDate: '2030-03-04',
    });
  });

  it('keeps text, channels, terms and step', () => {
    const draft = restoreDraft({
      lastname: 'Okafor',
      channels: ['USSD', 7, 'Greg'],
      terms: true,
      step: 3,
      acctType: 'Corporate',
    });
    expect(draft).toMatchObject({
      lastname: 'Okafor',
      channels: ['USSD', 'Greg'],
      terms: true,
      step: 3,
      acctType: 'Corporate',
    });
    expect(restoreDraft({ channels: 'USSD', step: 'x' })).toMatchObject({ channels: ['USSD'], step: 0 });
  });

  it('ignores values that are not text or numbers, and files', () => {
    const draft = restoreDraft({ email: { $ne: null }, photo: { name: 'me.png' } });
    expect(draft.email).toBe('');
    expect(draft).not.toHaveProperty('photo');
  });
});
