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
});
