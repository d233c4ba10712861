import type { Agreement, ComparedField } from '../../back-office/kyc-comparison';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Texts of the KYC review of an account application (issue 30 point 1): the documents drawn on the
 * page, the BVN record with its photo, the comparison of the typed data with it, and the e-mail's
 * verification. The specification has no staff area; these are the bank's to edit here.
 */
export const kycReviewTexts = {
  sections: {
    documents: 'Documents',
    bvnRecord: 'BVN record',
    comparison: 'Application against the BVN record',
  },
  documents: {
    lead: 'Drawn again by the bank from the stored files. Each document you look at is recorded.',
    imageAlt: (documentName: string) => `${documentName} uploaded with the application`,
    none: 'No documents were uploaded with this application.',
    notAnImage: 'This file cannot be shown as an image.',
    notFound: 'Document not found.',
  },
  bvn: {
    lead: 'Read from the identity provider when the page opened; not kept by the bank.',
    photoAlt: (name: string) => `Photo on the BVN record of ${name}`,
    noPhoto: 'The BVN record has no photo.',
    unavailable: 'The identity provider did not answer. Reload the page to try again.',
    unknown: 'The identity provider does not know this BVN.',
    labels: {
      name: 'Name',
      birthDate: 'Date of birth',
      gender: 'Gender',
      phoneNo: 'Phone',
      nin: 'NIN',
    },
  },
  comparison: {
    caption: 'Each field of the application beside the BVN record',
    columns: { field: 'Field', typed: 'On the application', bvn: 'On the BVN record', result: 'Result' },
    fields: {
      name: 'Name',
      birthDate: 'Date of birth',
      phoneNo: 'Phone',
      gender: 'Gender',
    } satisfies Record<ComparedField, string>,
    agreements: {
      same: 'Matches',
      different: 'Differs',
      absent: 'Not on the BVN record',
    } satisfies Record<Agreement, string>,
    summary: (differences: number) =>
      differences === 0
        ? 'No differences from the BVN record'
        : `${plural(differences, 'difference', 'differences')} from the BVN record`,
    notCompared: 'Not compared: the BVN record could not be read.',
    nameNote: 'Names are compared word by word, in any order and case.',
  },
  email: {
    label: 'E-mail address',
    verified: (when: string) => `Verified on ${when}`,
    notVerified: 'Not verified: the applicant has not opened the link sent to this address',
  },
};
