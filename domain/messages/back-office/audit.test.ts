import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../back-office/audit-actions';
import { auditSentence, auditTexts } from './audit';

// The audit log's `record` takes only AUDIT_ACTIONS (a type), so this list is every kind it can hold.
describe('the audit trail in sentences', () => {
  it.each(AUDIT_ACTIONS)('has a sentence for %s, even without details', (action) => {
    expect(Object.hasOwn(auditTexts.sentences, action)).toBe(true);
    const sentence = auditSentence({ action, details: null });
    expect(sentence).toMatch(/^[A-Z"].*\.$/);
    expect(sentence).not.toContain('undefined');
  });

  it('reads the details in words', () => {
    expect(auditSentence({ action: 'loans.move', details: { from: 'received', status: 'valuation' } })).toBe(
      'Loan application moved on to "Valuation and legal search".',
    );
    expect(auditSentence({ action: 'loans.document.request', details: { kind: 'payslip' } })).toBe(
      'Document asked for: Payslips (last 3 months).',
    );
    expect(auditSentence({ action: 'export.csv', details: { rows: 1, filter: '' } })).toBe(
      'Queue exported as CSV: 1 row.',
    );
    expect(auditSentence({ action: 'customers.data-request', details: { kind: 'erasure' } })).toBe(
      'Data request received: Erasure.',
    );
  });

  it('says that a maker tried to check their own request, not that they approved it', () => {
    const refused = auditSentence({
      action: 'approval.approved.loan.approve',
      details: { approval: 'a1', reason: 'maker-is-checker' },
    });
    expect(refused).toBe('Tried to approve their own request to approve a loan.');
    expect(auditSentence({ action: 'approval.approved.loan.approve', details: { approval: 'a1' } })).toBe(
      'Approved the request to approve a loan: it is done.',
    );
    expect(auditTexts.outcomes.refused).toBe('Refused');
  });

  it('names an action it does not know instead of failing', () => {
    expect(auditSentence({ action: 'retired.kind', details: {} })).toBe('Event "retired.kind".');
  });
});
