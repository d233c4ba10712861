/**
 * Content edited in the back office (issue 31, decision 085): an item of a kind, identified by its
 * key, holds versions per language. Every change is a new version that goes through these states;
 * a published version is superseded, never changed or deleted, so each one can be restored.
 */
export const CONTENT_KINDS = [
  'faq',
  'product',
  'listing',
  'post',
  'newsletter',
  'video',
  'branch',
  'leader',
  'notice',
  'policy',
  'privacy',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Every language a version may be written in; only English is read and changed now (decision 085). */
export const CONTENT_LANGUAGES = ['en', 'yo', 'ha', 'ig', 'pcm'] as const;

export const CONTENT_STATES = ['draft', 'awaiting_approval', 'scheduled', 'published', 'superseded'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** A change in progress: at most one per item and language. */
export const OPEN_STATES: readonly ContentState[] = ['draft', 'awaiting_approval', 'scheduled'];

/** Each step a version may take, from which states, to which. */
export const CONTENT_STEPS = {
  save: { from: ['draft'], to: 'draft' },
  submit: { from: ['draft'], to: 'awaiting_approval' },
  refuse: { from: ['awaiting_approval'], to: 'draft' },
  approve: { from: ['awaiting_approval'], to: 'published' },
  schedule: { from: ['awaiting_approval'], to: 'scheduled' },
  publish: { from: ['scheduled'], to: 'published' },
  supersede: { from: ['published'], to: 'superseded' },
} as const satisfies Record<string, { from: readonly ContentState[]; to: ContentState }>;
export type ContentStep = keyof typeof CONTENT_STEPS;

/** The state a version in `state` reaches by `step`, or null when the step does not apply to it. */
export function stateAfter(state: ContentState, step: ContentStep): ContentState | null {
  const { from, to } = CONTENT_STEPS[step];
  return (from as readonly ContentState[]).includes(state) ? to : null;
}

/** An approval publishes at once unless the maker asked for a later time. */
export function approvalStep(publishAt: Date | null, now: Date): 'approve' | 'schedule' {
  return publishAt && publishAt.getTime() > now.getTime() ? 'schedule' : 'approve';
}
