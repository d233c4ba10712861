import type { ErasureItem } from '../../../domain/back-office/data-erasure';
import { complianceTexts } from '../../../domain/messages/back-office/compliance';
import { dataSubjectTexts } from '../../../domain/messages/back-office/data-subject-work';
import { collectCustomerData } from '../../customer-area/data-export';
import type { LoanStatus } from '../../db/schema';
import type { Services } from '../../services';
import type { Profile } from '../../sign-in/profiles';
import { ERASABLE_LOAN_STATUSES } from './customer-erasure';

type HeldKind = keyof typeof dataSubjectTexts.held.kinds;
type KeptReason = keyof typeof dataSubjectTexts.held.keptBecause;

export interface HeldLine {
  kind: HeldKind;
  count: number;
  /** The erasure item that removes it (all or, with a `note`, part of it), or null when it is kept. */
  item: ErasureItem | null;
  note: KeptReason | null;
}

/**
 * What the website holds on the customer, kind by kind, from the records of their data download,
 * with the erasure item that removes each, and what the law makes the bank keep in words for the
 * customer's answer.
 */
export async function heldData(services: Services, profile: Profile) {
  const data = await collectCustomerData({ services, profile });
  const opened = data.applications.filter((application) => application.acctNumber || application.state !== 'draft');
  const keptLoans = data.loans.filter((loan) => !ERASABLE_LOAN_STATUSES.includes(loan.status as LoanStatus));
  const line = (kind: HeldKind, count: number, item: ErasureItem | null, note: KeptReason | null = null): HeldLine => ({
    kind,
    count,
    item,
    note,
  });
  const lines = [
    line('profile', Number(Boolean(data.profile.passwordSetAt)) + Number(Boolean(data.profile.address)), 'sign-in'),
    line('sessions', data.sessions.length, 'sign-in'),
    line('contactChanges', data.contactChanges.length, 'sign-in'),
    line(
      'customer',
      data.customer ? 1 : 0,
      opened.length === 0 ? 'applications' : null,
      opened.length === 0 ? null : 'customer',
    ),
    line('accounts', data.accounts.length, null, 'accounts'),
    line('linkRequests', data.linkRequests.length, null, 'linkRequests'),
    line('applications', data.applications.length, 'applications', opened.length > 0 ? 'applications' : null),
    line('loans', data.loans.length, 'loans', keptLoans.length > 0 ? 'loans' : null),
    line('contactMessages', data.contactMessages.length, 'messages'),
    line('newsletter', data.newsletter.length, 'newsletter'),
    line('bvnPhoneHelpRequests', data.bvnPhoneHelpRequests.length, null, 'bvnPhoneHelpRequests'),
    line('dataRequests', data.dataRequests.length, null, 'dataRequests'),
  ];
  const kept = complianceTexts.dataRequests.kept;
  // A holder from before the website has accounts but no applications of ours.
  const keptAccounts = profile.customerId ? opened.length : data.accounts.length;
  return {
    lines,
    kept: [
      ...(keptAccounts > 0 ? [kept.accounts(keptAccounts)] : []),
      ...(keptLoans.length > 0 ? [kept.loans(keptLoans.length)] : []),
      ...(data.linkRequests.length > 0 ? [kept.identityLinks] : []),
    ],
  };
}
