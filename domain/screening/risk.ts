import type { ListCategory } from './name-match';

/**
 * The risk level of an account application (issue 30 point 1; decision 089), from stated rules.
 * Each rule that applies gives a reason and a level; the application's level is the highest of them,
 * low when none applies. A high level needs a compliance officer's clearance before approval.
 *
 *   unscreened      screening could not be done (lists or provider unavailable)                high
 *   sanctions-hit   a screening hit on a sanctions list (UN, or the bank's list as sanctions)  high
 *   pep-hit         a hit on a politically exposed person                                      high
 *   watch-hit       a hit on the bank's own watch list                                         medium
 *   bvn-name        the typed name differs from the BVN record's                              medium
 *   bvn-birth-date  the typed date of birth differs from the BVN record's                     medium
 *   bvn-unchecked   the BVN record could not be read (provider down or the BVN unknown)       medium
 *   corporate       a company's account (beneficial owners behind a director)                  medium
 *   product         a product with a card and higher limits (Visa Premium)                     medium
 */
const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export type RiskReason =
  | 'unscreened'
  | 'sanctions-hit'
  | 'pep-hit'
  | 'watch-hit'
  | 'bvn-name'
  | 'bvn-birth-date'
  | 'bvn-unchecked'
  | 'corporate'
  | 'product';

/** Products whose card and limits make them medium risk (codes of domain/lists/account-products). */
const HIGHER_RISK_PRODUCTS: readonly string[] = ['007'];

export interface RiskFacts {
  productCode: string;
  corporate: boolean;
  /** false: the lists or the provider could not answer for someone of the application. */
  screened: boolean;
  hitCategories: readonly ListCategory[];
  /** null: the BVN record could not be read. */
  bvnDifferences: { name: boolean; birthDate: boolean } | null;
}

interface RiskAssessment {
  level: RiskLevel;
  reasons: RiskReason[];
}

const LEVEL_OF: Record<RiskReason, RiskLevel> = {
  unscreened: 'high',
  'sanctions-hit': 'high',
  'pep-hit': 'high',
  'watch-hit': 'medium',
  'bvn-name': 'medium',
  'bvn-birth-date': 'medium',
  'bvn-unchecked': 'medium',
  corporate: 'medium',
  product: 'medium',
};

export function assessRisk(facts: RiskFacts): RiskAssessment {
  const reasons: RiskReason[] = [];
  if (!facts.screened) reasons.push('unscreened');
  if (facts.hitCategories.includes('sanctions')) reasons.push('sanctions-hit');
  if (facts.hitCategories.includes('pep')) reasons.push('pep-hit');
  if (facts.hitCategories.includes('watch')) reasons.push('watch-hit');
  const bvn = facts.bvnDifferences;
  if (!bvn) reasons.push('bvn-unchecked');
  else {
    if (bvn.name) reasons.push('bvn-name');
    if (bvn.birthDate) reasons.push('bvn-birth-date');
  }
  if (facts.corporate) reasons.push('corporate');
  if (HIGHER_RISK_PRODUCTS.includes(facts.productCode)) reasons.push('product');
  const level = reasons.reduce<RiskLevel>(
    (highest, reason) =>
      RISK_LEVELS.indexOf(LEVEL_OF[reason]) > RISK_LEVELS.indexOf(highest) ? LEVEL_OF[reason] : highest,
    'low',
  );
  return { level, reasons };
}
