import { describe, expect, test } from 'vitest';
import { approvalDetails } from './approval-details';

describe('an approval request as the checker reads it', () => {
  test('a loan approval names its terms', () => {
    expect(
      approvalDetails({
        reference: 'MTG-2026-000001',
        loanAmount: '₦18,000,000',
        annualRatePercent: '9.5',
        tenorYears: '20',
      }),
    ).toEqual([
      { label: 'Reference', value: 'MTG-2026-000001' },
      { label: 'Amount', value: '₦18,000,000' },
      { label: 'Rate (% a year)', value: '9.5' },
      { label: 'Tenor (years)', value: '20' },
    ]);
  });

  test('codes are words: erasure items, corrected fields, roles', () => {
    const details = approvalDetails({
      items: 'messages,newsletter',
      fields: 'name,phoneNo',
      roles: 'compliance admin',
    });
    expect(details.map((detail) => detail.label)).toEqual(['To erase', 'To correct', 'Roles asked']);
    expect(details[1].value).toBe('Name, Phone number');
    expect(details[2].value).toBe('Compliance, Administrator');
    expect(details[0].value).not.toMatch(/messages,newsletter/);
  });

  test('a field it does not know keeps its name and value', () => {
    expect(approvalDetails({ somethingNew: 'x' })).toEqual([{ label: 'somethingNew', value: 'x' }]);
  });

  test('a risk clearance names the level, reasons and hits in words, and not the screening row', () => {
    expect(
      approvalDetails({
        reference: 'Obadiah Aribisala',
        risk: 'high',
        riskReasons: 'sanctions-hit,corporate',
        hits: 'Obadiah Aribisala: OBADIAH (UN Security Council list, QDi.901, 100%)',
        screening: '0b0e7a3e-5d1f-4c59-8f4e-0a8d7c3b2a11',
      }),
    ).toEqual([
      { label: 'Reference', value: 'Obadiah Aribisala' },
      { label: 'Risk level', value: 'High' },
      { label: 'Reasons', value: 'A name is on a sanctions list. A company: its owners stand behind the director.' },
      { label: 'Screening hits', value: 'Obadiah Aribisala: OBADIAH (UN Security Council list, QDi.901, 100%)' },
    ]);
  });
});
