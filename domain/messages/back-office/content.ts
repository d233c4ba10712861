import type { ContentKind, ContentState } from '../../content/content-model';
import type { FeeKind, RateKind } from '../../content/pricing';

/**
 * Texts of the back office's content editing (issue 31): the FAQ list and an entry's editor, its
 * maker-checker steps, and the refusal of production while sample content is published. The
 * specification has no staff area; these are the bank's to edit here.
 */
export const contentTexts = {
  title: 'Content',
  lead: 'The FAQ entries and the products’ rates, fees and requirements. A change is a draft until a second content editor approves it; every published version is kept and can be restored.',
  back: 'Back to the content list',
  notFound: 'This content item does not exist.',
  columns: {
    group: 'Group',
    published: 'On the site',
    change: 'Change in progress',
  },
  none: 'None',
  kinds: { faq: 'FAQ entry', product: 'Product' } satisfies Record<ContentKind, string>,
  /** The list's sections, one per kind, and what each is called in it. */
  sections: {
    faq: { title: 'FAQ entries', caption: 'FAQ entries, in the order of the page', name: 'Question' },
    product: {
      title: 'Products: rates, fees and requirements',
      caption: 'Products, in the order of the catalogue',
      name: 'Product',
    },
  } satisfies Record<ContentKind, { title: string; caption: string; name: string }>,
  previewTitles: {
    faq: 'Preview, as /faq will show it',
    product: 'Preview, as the product page will show it (and /rates its rates)',
  } satisfies Record<ContentKind, string>,
  product: {
    editLead:
      'Change a rate or a fee and the day it takes effect, or what a customer needs to bring. Mortgage rates are the ones the calculator and the loan application apply: they change with a release.',
    rateKinds: {
      savings: 'Savings',
      'fixed-deposit': 'Fixed deposit',
      investment: 'Investment',
      mortgage: 'Mortgage',
    } satisfies Record<RateKind, string>,
    feeKinds: {
      processing: 'Processing fee',
      management: 'Management fee',
      legal: 'Legal fee',
      valuation: 'Valuation fee',
      insurance: 'Insurance',
      'account-maintenance': 'Account maintenance',
    } satisfies Record<FeeKind, string>,
    days: (count: number) => `${count} days`,
    years: (count: number) => `up to ${count} years`,
    rateField: (what: string, isMinimum: boolean) => `${what}: rate, % a year${isMinimum ? ' (at least)' : ''}`,
    feeField: (what: string, unit: 'naira' | 'percent') => `${what}: ${unit === 'naira' ? 'amount in naira' : '%'}`,
    effectiveField: (what: string) => `${what}: effective from`,
    requirementsField: 'What the customer needs',
    requirementsHint: 'One requirement a line, in the order of the page.',
    errors: {
      rate: 'Enter a rate of 0 to 60, with at most two decimals (4.5).',
      feePercent: 'Enter a percentage above 0 and at most 10, with at most two decimals.',
      feeNaira: 'Enter a whole amount in naira, digits only (100000).',
      effectiveFrom: 'Enter the day the figure takes effect.',
      requirements: 'List 3 to 20 requirements, one a line, each of 3 to 300 characters.',
    },
  },
  sample: 'Sample content',
  states: {
    draft: 'Draft',
    awaiting_approval: 'Waiting for approval',
    scheduled: 'Scheduled',
    published: 'Published',
    superseded: 'Superseded',
  } satisfies Record<ContentState, string>,
  versionLabel: (number: number) => `Version ${number}`,
  publishedOn: (number: number, when: string) => `Version ${number}, published ${when}`,
  item: {
    liveTitle: 'On the site now',
    liveNone: 'Nothing of this item is published.',
    changeTitle: 'Change',
    editLead:
      'Write the answer in Markdown: a blank line starts a paragraph, **bold**, *italic*, "- " starts a list item, [words](/address) is a link. HTML is shown as text.',
    versionsTitle: 'Published versions',
    versionsCaption: 'Published versions, newest first',
    madeBy: (name: string, when: string) => `Submitted by ${name} on ${when}.`,
    publishesAt: (when: string) => `Publishes on ${when} once approved.`,
    publishesAtApproval: 'Publishes as soon as it is approved.',
    scheduledFor: (when: string, checker: string) => `Approved by ${checker}; publishes on ${when}.`,
    refusedBy: (name: string, reason: string) => `Refused by ${name}: ${reason}`,
    ownChange: 'You made this change: a second content editor approves or refuses it.',
    restoredFrom: (number: number) => `Restores version ${number}.`,
    publishedBy: (name: string) => (name ? `approved by ${name}` : 'seed content'),
  },
  fields: {
    group: 'Group',
    question: 'Question',
    answer: 'Answer (Markdown)',
    publishAt: 'Publish at (Lagos time)',
    publishAtHint: 'Leave empty to publish as soon as the change is approved.',
    reason: 'Reason for refusing',
    reasonHint: 'The editor reads it beside their draft.',
  },
  actions: {
    save: 'Save draft',
    submit: 'Submit for approval',
    approve: 'Approve and publish',
    refuse: 'Refuse',
    restore: (number: number) => `Restore version ${number}`,
  },
  done: {
    saved: 'The draft is saved. Submit it for approval when it is ready.',
    submitted: 'Submitted: a second content editor approves or refuses it.',
    published: 'Approved: the change is on the site now.',
    scheduled: (when: string) => `Approved: the change publishes on ${when}.`,
    refused: 'Refused: the editor sees your reason beside their draft.',
    restored: (number: number) => `Version ${number} is submitted again: a second content editor approves it.`,
  },
  errors: {
    group: 'Choose the group the question belongs to.',
    question: 'Write the question in 10 to 200 characters, ending with a question mark.',
    answer: 'Write the answer in 10 to 4,000 characters.',
    publishAt: 'Enter a date and time, or leave it empty.',
    reason: 'Give the editor a reason of 5 to 1,000 characters.',
    version: 'This version does not exist.',
    notEditable: 'This change is no longer a draft: it was submitted or published meanwhile. Reload the page.',
    notAwaiting: 'This change is no longer waiting for approval. Reload the page.',
    makerIsChecker: 'You made this change: a second content editor must approve or refuse it.',
    changeOpen: 'A change of this entry is already in progress: finish or refuse it first.',
    notYourDraft: 'Save the draft yourself before submitting it: whoever edited it last submits it.',
    notRestorable: 'Only a version that was published can be restored.',
  },
  sampleRefusal: (items: string[]) =>
    `Refusing to start in production while sample content is published:\n  ${items.join('\n  ')}\nPublish the bank's own versions in the back office (/staff/content), or set ALLOW_SAMPLE_CONTENT_IN_PRODUCTION=true on a staging server (never the bank's live site).`,
};
