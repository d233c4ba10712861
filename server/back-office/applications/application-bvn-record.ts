import { compareWithBvn, countDifferences, type ComparedRow } from '../../../domain/back-office/kyc-comparison';
import { IdentityProviderUnavailableError } from '../../adapters/identity';
import { CUSTOMER_SEALS } from '../../accounts/sealed-fields';
import type { Services } from '../../services';
import type { StaffMember } from '../staff-members';
import { recordOpening } from '../staff-actions';
import { maskLastFour } from './application-detail';
import { findApplication } from './find-application';
import type { ReviewedBvn } from './review-cache';
import { BVN_PHOTO_SIZE, drawForReview } from './review-images';

export type BvnReview =
  | { state: 'unavailable' | 'unknown' }
  | {
      state: 'found';
      record: { name: string; birthDate: string; gender: string; phoneNo: string; nin: string };
      /** The provider's photo drawn again as a small JPEG, as a data URL for the page; '' when none. */
      photo: string;
      comparison: ComparedRow[];
      differences: number;
    };

type Found = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** One paid look-up: the record, and the provider's photo drawn again on the server. */
async function lookUpForReview(services: Services, bvnNo: string): Promise<ReviewedBvn> {
  const lookup = await services.identity.lookupBvn(bvnNo);
  if (!lookup) return null;
  const photo = lookup.photo ? await drawForReview(Buffer.from(lookup.photo, 'base64'), BVN_PHOTO_SIZE) : undefined;
  return { record: lookup.record, photo };
}

/**
 * The applicant's BVN record as the review and the screening read it: one look-up kept a few
 * minutes per application (review-cache.ts), so opening and screening an application pay once.
 * An outage is not kept: the next reading asks the provider again.
 */
export function reviewedBvnOf(services: Services, { application, customer }: Found): Promise<ReviewedBvn> {
  return services.reviewCache.bvnRecords.remember(application.id, () =>
    lookUpForReview(services, services.cipher.decrypt(customer.bvnSealed, CUSTOMER_SEALS.bvn)),
  );
}

/**
 * The BVN record of an application's applicant, read through the identity port when a staff member
 * opens the application (decision 090): the bank keeps no copy of it (the consent's sealed copy
 * fills the form and expires), so the page shows the provider's current record and photo and the
 * answer is not stored: it is kept in memory for a few minutes (review-cache.ts), so the reload
 * after each staff action does not pay for another look-up. The photo is drawn again on the
 * server, never passed on as the provider sent it. Each member's reading is recorded once a sitting.
 */
export async function readBvnRecordForReview({
  services,
  member,
  applicationId,
}: {
  services: Services;
  member: Pick<StaffMember, 'id'>;
  applicationId: string;
}): Promise<BvnReview | null> {
  const found = await findApplication(services, applicationId);
  if (!found) return null;
  const { customer } = found;
  const { cipher } = services;
  let lookup;
  try {
    lookup = await reviewedBvnOf(services, found);
  } catch (error) {
    if (error instanceof IdentityProviderUnavailableError) return { state: 'unavailable' };
    throw error;
  }
  await recordOpening(services, member, { action: 'applications.bvn-record.view', subject: found.application.id });
  if (!lookup) return { state: 'unknown' };
  const { record, photo } = lookup;
  const comparison = compareWithBvn(
    {
      firstname: customer.firstname,
      middlename: customer.middlename,
      lastname: customer.lastname,
      birthDate: cipher.decrypt(customer.birthDateSealed, CUSTOMER_SEALS.birthDate),
      phoneNo: cipher.decrypt(customer.phoneSealed, CUSTOMER_SEALS.phone),
      gender: customer.gender,
    },
    record,
  );
  return {
    state: 'found',
    record: {
      name: [record.firstname, record.middlename, record.lastname].filter(Boolean).join(' '),
      birthDate: record.birthDate,
      gender: record.gender,
      phoneNo: record.phoneNo,
      nin: maskLastFour(record.nin),
    },
    photo: photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : '',
    comparison,
    differences: countDifferences(comparison),
  };
}
