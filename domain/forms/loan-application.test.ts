import { describe, expect, it } from 'vitest';
import { loanTexts } from '../messages/loans';
import { LOAN_STEP_SCHEMAS, LoanPropertyStepSchema, loanStepSchema } from './loan-application';

// Issue 28: the small traps of the mortgage application's steps.
const INCOME = {
  employmentStatus: 'Employed',
  employerName: 'Dangote Cement',
  netMonthlyIncome: '500000',
  birthDate: '1988-05-14',
};
const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the steps’ rules and words', () => {
  it('asks whether the property is found in words of its own, not a label pasted into a template', () => {
    const result = LoanPropertyStepSchema.safeParse({
      propertyPrice: '1000000',
      propertyType: 'Terrace',
      propertyState: 'Lagos',
    });
    expect(fieldErrors(result).propertyStatus).toBe('Tell us whether you have found the property.');
    expect(loanTexts.hints.propertyStatus).toBe('Choose an answer');
  });

  it('needs the months of NHF contributions for an NHF application only', () => {
    expect(fieldErrors(loanStepSchema(3, 'nhf').safeParse(INCOME))).toEqual({
      nhfContributionMonths: 'Enter how many months you have contributed to the NHF: NHF loans need at least 6.',
    });
    expect(loanStepSchema(3, 'nhf').safeParse({ ...INCOME, nhfContributionMonths: '12' }).success).toBe(true);
    expect(loanStepSchema(3, 'standard').safeParse(INCOME).success).toBe(true);
    expect(loanStepSchema(1, 'nhf')).toBe(LOAN_STEP_SCHEMAS[1]);
  });

  it('needs the employer of an employed applicant, and says so beside the field instead of calling it optional', () => {
    expect(fieldErrors(LOAN_STEP_SCHEMAS[3].safeParse({ ...INCOME, employerName: '' })).employerName).toBe(
      'Enter the employer or business name.',
    );
    expect(LOAN_STEP_SCHEMAS[3].safeParse({ ...INCOME, employmentStatus: 'Student', employerName: '' }).success).toBe(
      true,
    );
    expect(loanTexts.hints.employerName).toMatch(/employed or self-employed/);
  });

  it('explains why the tenor is in whole years, and names a draft’s first event by what happened', () => {
    expect(loanTexts.hints.tenorYears).toMatch(/^In whole years, from 1 to 30: /);
    expect(loanTexts.historyStatuses.draft).toBe('Application started');
  });
});
