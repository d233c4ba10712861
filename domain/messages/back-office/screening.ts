import type { ListCategory } from '../../screening/name-match';
import type { RiskLevel, RiskReason } from '../../screening/risk';

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** Texts of sanctions and PEP screening and the risk level of an account application (decision 089). */
export const screeningTexts = {
  title: 'Screening and risk',
  screenedAt: (when: string, adapter: string) => `Screened ${when} against ${adapter}.`,
  adapters: { local: "the bank's list files", http: 'the screening provider' } as Record<string, string>,
  notScreened: 'Not screened yet: the application has not been submitted.',
  unavailable: 'Screening could not be done: the lists or the provider did not answer. Screen again.',
  roles: { applicant: 'Applicant', director: 'Director', company: 'Company' },
  noHits: 'No hit',
  hitsCaption: (name: string) => `Hits for ${name}`,
  columns: { listed: 'Listed as', source: 'Source', category: 'List', score: 'Score', reason: 'Why listed' },
  sources: { un: 'UN Security Council list', 'watch-list': "Bank's watch list" } as Record<string, string>,
  sourceWithReference: (source: string, reference: string) => (reference ? `${source}, ${reference}` : source),
  categories: { sanctions: 'Sanctions', pep: 'Politically exposed person', watch: 'Watch list' } satisfies Record<
    ListCategory,
    string
  >,
  score: percent,
  riskLabel: 'Risk level',
  levels: { low: 'Low', medium: 'Medium', high: 'High' } satisfies Record<RiskLevel, string>,
  reasonsLabel: 'Reasons',
  noReasons: 'No rule raised the level.',
  reasons: {
    unscreened: 'Screening could not be done.',
    'sanctions-hit': 'A name is on a sanctions list.',
    'pep-hit': 'A name is a politically exposed person.',
    'watch-hit': "A name is on the bank's watch list.",
    'bvn-name': 'The name typed differs from the BVN record.',
    'bvn-birth-date': 'The date of birth typed differs from the BVN record.',
    'bvn-unchecked': 'The BVN record could not be read to compare.',
    corporate: 'A company: its owners stand behind the director.',
    product: 'The product has a card and higher limits.',
  } satisfies Record<RiskReason, string>,
  clearance: {
    needed: 'A high risk needs a compliance officer to clear it before the application can be approved.',
    cleared: (name: string, when: string) => `High risk cleared by ${name}, ${when}.`,
    waiting: (name: string) => `Clearance asked for by ${name}: waiting for a compliance officer.`,
    ask: 'Ask compliance to clear the risk',
    asked: 'Sent to compliance: a compliance officer must clear the risk on the Approvals page.',
    notHigh: 'Only a high risk needs clearing.',
    screenWhileWaiting: 'A clearance request is waiting for compliance: screen again once it is decided.',
    alreadyCleared: 'This screening is already cleared.',
    refusedApproval:
      'High risk: a compliance officer must clear it before the application can be approved. Ask compliance to clear the risk.',
  },
  screenAgain: 'Screen again',
  screened: 'Screened again.',
  /** The Approvals page's fields of a clearance request. */
  request: {
    hitSummary: (name: string, listed: string, source: string, score: number) =>
      `${name}: ${listed} (${source}, ${percent(score)})`,
    noHits: 'No hit',
  },
} as const;
