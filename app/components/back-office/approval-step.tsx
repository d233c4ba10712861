import type { ReactNode } from 'react';
import { staffApprovalTexts } from '@domain/messages/back-office/approvals';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { OutcomeNotice } from '~/components/form-kit/outcome-notice';

/**
 * The maker's half of a maker-checker action: its form, or, once asked for, who is waiting for a
 * second staff member's approval (with the answer to the request just sent, if it was this one).
 */
export function ApprovalStep({
  waitingFor,
  waitingMessage = staffApprovalTexts.waiting,
  outcome,
  children,
}: {
  waitingFor: string | null;
  /** What the page says while the request waits, given the maker's name. */
  waitingMessage?: (maker: string) => string;
  outcome?: AreaOutcome | null;
  children: ReactNode;
}) {
  if (waitingFor === null) return <>{children}</>;
  return (
    <>
      <OutcomeNotice outcome={outcome} />
      <Alert tone="info">{waitingMessage(waitingFor)}</Alert>
    </>
  );
}
