import { fieldLabel } from '../../../domain/forms';
import { CUSTOMER_SEALS } from '../../accounts/sealed-fields';
import { accountNameOf, productName } from '../../accounts/account-result';
import { readDetails } from '../../accounts/wizard/wizard-values';
import type { Services } from '../../services';
import { kindOf } from './application-queue';
import { branchNames } from '../../content/branch-choices';
import { documentsOf } from './application-documents';
import { findApplication } from './find-application';

/** An identity number as staff see it: only its last four digits. */
export const maskLastFour = (value: string) =>
  value ? `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}` : '';

/** Wizard fields that hold a BVN or NIN (the next of kin's): masked like the applicant's own. */
const MASKED_DETAILS = /bvn|nin$/i;
/** Files and the declaration are shown as documents and not as details. */
const HIDDEN_DETAILS = new Set([
  'terms',
  'signature',
  'utilityBill',
  'scannedIDCard',
  'photo',
  'refereeLetter1',
  'refereeLetter2',
]);

/**
 * An application as a staff member reads it: the applicant's data opened on the server (BVN and NIN
 * masked to their last four digits), the wizard's details, the account and the documents' names.
 */
export async function readApplicationForStaff({ services, id }: { services: Services; id: string }) {
  const found = await findApplication(services, id);
  if (!found) return null;
  const { application, customer } = found;
  const { cipher } = services;
  const branchName = await branchNames(services);
  const details = Object.entries(readDetails(services, application))
    .filter(([field, value]) => !HIDDEN_DETAILS.has(field) && value !== undefined && value !== '')
    .map(([field, value]) => {
      const text = Array.isArray(value) ? value.join(', ') : String(value);
      return { field, label: fieldLabel(field), value: MASKED_DETAILS.test(field) ? maskLastFour(text) : text };
    });
  return {
    id: application.id,
    kind: kindOf(application.step),
    step: application.step,
    name: [customer.firstname, customer.middlename, customer.lastname].filter(Boolean).join(' '),
    accountName: accountNameOf(customer),
    businessName: customer.businessName ?? '',
    cacNumber: customer.cacNumber ?? '',
    acctType: customer.acctType,
    email: customer.email,
    emailVerified: customer.emailVerifiedAt !== null,
    emailVerifiedAt: customer.emailVerifiedAt?.toISOString() ?? '',
    phoneNo: cipher.decrypt(customer.phoneSealed, CUSTOMER_SEALS.phone),
    birthDate: cipher.decrypt(customer.birthDateSealed, CUSTOMER_SEALS.birthDate),
    gender: customer.gender,
    bvnNo: maskLastFour(cipher.decrypt(customer.bvnSealed, CUSTOMER_SEALS.bvn)),
    nin: customer.ninSealed ? maskLastFour(cipher.decrypt(customer.ninSealed, CUSTOMER_SEALS.nin)) : '',
    product: productName(application.accountProduct),
    branch: branchName(application.preferredBranch),
    acctNumber: application.acctNumber ?? '',
    state: application.state,
    reviewState: application.reviewState,
    reviewedAt: application.reviewedAt?.toISOString() ?? '',
    createdAt: application.createdAt.toISOString(),
    completedAt: application.completedAt?.toISOString() ?? '',
    details,
    documents: documentsOf(application).map((document) => document.name),
  };
}
