/**
 * Where a mortgage officer may move a submitted application (issue 10). Issuing the offer
 * (offer_issued) is the loan's approval and needs a second officer; declining is possible until then.
 * The names are the statuses of server/db/schema/loans.ts.
 */
export const LOAN_NEXT_STAGES = {
  draft: [],
  received: ['awaiting_documents', 'under_assessment'],
  awaiting_documents: ['under_assessment'],
  under_assessment: ['awaiting_documents', 'valuation', 'with_fmbn'],
  valuation: ['awaiting_documents', 'under_assessment', 'with_fmbn'],
  with_fmbn: ['awaiting_documents', 'valuation'],
  offer_issued: ['perfecting_title'],
  perfecting_title: ['disbursed'],
  disbursed: [],
  declined: [],
  /** The customer withdrew it (before an offer): closed. */
  withdrawn: [],
} as const satisfies Record<string, readonly string[]>;

export type LoanStage = keyof typeof LOAN_NEXT_STAGES;

/** The stages from which the offer can be issued (with a second officer's approval). */
export const LOAN_APPROVABLE_STAGES: readonly LoanStage[] = ['under_assessment', 'valuation', 'with_fmbn'];
/** The stages from which an application can be declined: submitted, and no offer yet. */
export const LOAN_DECLINABLE_STAGES: readonly LoanStage[] = [
  'received',
  'awaiting_documents',
  'under_assessment',
  'valuation',
  'with_fmbn',
];

export function nextStagesOf(status: string): readonly LoanStage[] {
  return (LOAN_NEXT_STAGES as Record<string, readonly LoanStage[]>)[status] ?? [];
}
