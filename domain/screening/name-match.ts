/**
 * Name matching for sanctions and PEP screening (issue 30 point 1; decision 089). Pure: the lists
 * are loaded by the screening adapters, the matching is the same whichever list an entry comes from.
 *
 * A name is folded (diacritics off, lower case, punctuation as spaces) into tokens; two names are
 * compared token by token with Jaro-Winkler, each token of the shorter name paired with its best
 * partner in the other, so the order of the names does not matter. A name with one token never
 * matches a longer name on that token alone ("Mohammed" is not "Mohammed Yusuf Abubakar"). The date
 * of birth, when both sides know it, raises or lowers the score. Two words less alike than
 * TOKEN_FLOOR count as different words, so two shared names of three do not make a hit.
 */

/** A hit is reported at this score and above (0..1). */
export const MATCH_THRESHOLD = 0.85;

/** How much a known date of birth moves the name's score. */
export const BIRTH_DATE_EFFECT = { sameDate: 0.1, sameYear: 0.05, different: -0.25 } as const;

/** Each token the longer name has beyond the pairs costs this much (a middle name missing from a list). */
const EXTRA_TOKEN_COST = 0.06;
/** Two words less alike than this are different words (Adebayo is not Adeyemi): they count 0. */
const TOKEN_FLOOR = 0.85;
/** A single-token name against a longer one never scores above this. */
const SINGLE_TOKEN_CAP = 0.6;

export type ListCategory = 'sanctions' | 'pep' | 'watch';

/** One listed person or entity, as every list is read into. */
export interface ListEntry {
  /** Which list: 'un' (UN Security Council consolidated list), 'watch-list' (the bank's own) or a provider's name. */
  source: string;
  /** The list's own reference (UN: QDi.001) or the row's. */
  reference: string;
  kind: 'individual' | 'entity';
  name: string;
  aliases: readonly string[];
  /** 'yyyy-mm-dd' or 'yyyy', as the list gives them. */
  birthDates: readonly string[];
  category: ListCategory;
  reason: string;
}

export interface ScreeningHit {
  source: string;
  reference: string;
  category: ListCategory;
  /** The listed name or alias that matched. */
  listedName: string;
  /** 0..1, two decimals. */
  score: number;
  reason: string;
}

/** Who of an application was screened, and their hits: the applicant, a corporate applicant's director, or the company. */
export interface ScreenedParty {
  role: 'applicant' | 'director' | 'company';
  name: string;
  hits: ScreeningHit[];
}

/** 'Ọlá-Adéṣínà  O'Brien' → ['ola', 'adesina', 'obrien']. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** Jaro-Winkler similarity of two words, 0..1. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** How alike two names are, 0..1, whatever the order of their parts. */
export function nameSimilarity(first: string, second: string): number {
  const left = nameTokens(first);
  const right = nameTokens(second);
  if (left.length === 0 || right.length === 0) return 0;
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  // Every pair's similarity, best first; each token is used once.
  const pairs = short
    .flatMap((s, i) =>
      long.map((l, j) => {
        const similarity = jaroWinkler(s, l);
        return { i, j, similarity: similarity >= TOKEN_FLOOR ? similarity : 0 };
      }),
    )
    .sort((x, y) => y.similarity - x.similarity);
  const usedShort = new Set<number>();
  const usedLong = new Set<number>();
  let total = 0;
  for (const pair of pairs) {
    if (usedShort.has(pair.i) || usedLong.has(pair.j)) continue;
    usedShort.add(pair.i);
    usedLong.add(pair.j);
    total += pair.similarity;
  }
  const score = total / short.length - EXTRA_TOKEN_COST * (long.length - short.length);
  const capped = short.length === 1 && long.length > 1 ? Math.min(score, SINGLE_TOKEN_CAP) : score;
  return Math.max(0, Math.min(1, capped));
}

/** The score's move for the date of birth: 0 when either side does not know it. */
export function birthDateEffect(birthDate: string | undefined, listed: readonly string[]): number {
  if (!birthDate || listed.length === 0) return 0;
  if (listed.includes(birthDate)) return BIRTH_DATE_EFFECT.sameDate;
  const year = birthDate.slice(0, 4);
  if (listed.some((date) => date.slice(0, 4) === year)) return BIRTH_DATE_EFFECT.sameYear;
  return BIRTH_DATE_EFFECT.different;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The entries a person or company matches at or above the threshold, best first, one hit per entry. */
export function screenName(
  subject: { name: string; birthDate?: string; kind: ListEntry['kind'] },
  entries: readonly ListEntry[],
): ScreeningHit[] {
  const hits: ScreeningHit[] = [];
  for (const entry of entries) {
    if (entry.kind !== subject.kind) continue;
    let best = { name: entry.name, similarity: 0 };
    for (const name of [entry.name, ...entry.aliases]) {
      const similarity = nameSimilarity(subject.name, name);
      if (similarity > best.similarity) best = { name, similarity };
    }
    // Below this, even a matching date of birth cannot lift the name to a hit.
    if (best.similarity < MATCH_THRESHOLD - BIRTH_DATE_EFFECT.sameDate) continue;
    const score = round(
      Math.max(0, Math.min(1, best.similarity + birthDateEffect(subject.birthDate, entry.birthDates))),
    );
    if (score < MATCH_THRESHOLD) continue;
    hits.push({
      source: entry.source,
      reference: entry.reference,
      category: entry.category,
      listedName: best.name,
      score,
      reason: entry.reason,
    });
  }
  return hits.sort((a, b) => b.score - a.score);
}
