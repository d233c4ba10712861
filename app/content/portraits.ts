/**
 * Illustrated portraits of the seed's people (domain/content/leader-seed.ts), drawn in one flat style, for
 * as long as the bank has no photo of them (SAMPLE people, SAMPLE pictures). Served as SVG files at
 * /portraits/{profile}.svg, prerendered. Relative imports: react-router.config.ts reads this file.
 */
import { LEADER_SEED } from '../../domain/content/leader-seed';

interface Person {
  profile: string;
  name: string;
  designation: string;
}

type Headwear = 'crop' | 'fade' | 'bald-beard' | 'cap' | 'gele' | 'hijab' | 'bun' | 'afro' | 'locs';

/** First names the drawings show as women; every other person is drawn as a man. */
const WOMEN = new Set([
  'ngozi',
  'folasade',
  'hadiza',
  'zainab',
  'tamunotonye',
  'kehinde',
  'uchenna',
  'adaeze',
  'funmilayo',
  'blessing',
  'yetunde',
  'efe',
  'fatima',
  'temitope',
  'damilola',
  'chiamaka',
  'hauwa',
]);
/** Who wears a cap (men) or a hijab (women): people of the north in this sample cast. */
const NORTHERN = new Set(['ibrahim', 'hadiza', 'zainab', 'suleiman', 'musa', 'fatima', 'abdullahi', 'hauwa']);

const SKIN = ['#8a5a3b', '#7a4b2f', '#a36b45', '#6b3f26', '#94603d'];
const HAIR = '#1e1712';
const SUITS = ['#123a2c', '#1f2f46', '#3a3f47', '#0e5238', '#4a2b3a'];
const FABRIC = ['#e0a526', '#0e7a55', '#b8432f', '#6b3fa0', '#1f6fb2'];
const BACKDROPS = [
  { sky: '#e7f3ed', roof: '#c4e2d3' },
  { sky: '#fbf0d6', roof: '#f1d89a' },
  { sky: '#e9eef6', roof: '#cbd7ea' },
];

/** A stable number from a text: the same person always gets the same drawing. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const pick = <T>(items: readonly T[], seed: number, salt: number): T => items[(seed >>> salt) % items.length];

function headwearOf(firstName: string, isWoman: boolean, seed: number): Headwear {
  if (NORTHERN.has(firstName)) return isWoman ? 'hijab' : 'cap';
  return isWoman
    ? pick(['gele', 'bun', 'afro', 'locs'] as const, seed, 3)
    : pick(['crop', 'fade', 'bald-beard'] as const, seed, 3);
}

/** Hair and headwear drawn behind the face (bun, afro, hijab's drape). */
function behindHead(headwear: Headwear, fabric: string): string {
  switch (headwear) {
    case 'afro':
      return `<circle cx="100" cy="80" r="46" fill="${HAIR}"/>`;
    case 'bun':
      return `<circle cx="100" cy="40" r="16" fill="${HAIR}"/>`;
    case 'locs':
      return `<path d="M62 84C60 50 80 40 100 40s40 10 38 44l4 52h-14l-6-40H78l-6 40H58z" fill="${HAIR}"/>`;
    case 'hijab':
      return `<path d="M58 96C56 54 78 40 100 40s44 14 42 56c0 30-8 50-42 58-34-8-42-28-42-58z" fill="${fabric}"/>`;
    default:
      return '';
  }
}

/** Hair and headwear drawn over the top of the head. */
function overHead(headwear: Headwear, fabric: string): string {
  switch (headwear) {
    case 'crop':
      return `<path d="M69 86c-2-26 12-40 31-40s33 14 31 40c-4-14-14-22-31-22s-27 8-31 22z" fill="${HAIR}"/>`;
    case 'fade':
      return `<path d="M70 80c1-20 13-32 30-32s29 12 30 32c-6-9-16-14-30-14s-24 5-30 14z" fill="${HAIR}"/>`;
    case 'bald-beard':
      return `<path d="M72 100c2 22 12 34 28 34s26-12 28-34c-4 10-10 14-14 14-4-4-10-6-14-6s-10 2-14 6c-4 0-10-4-14-14z" fill="${HAIR}"/>`;
    case 'cap':
      return `<path d="M69 74c0-20 14-30 31-30s31 10 31 30z" fill="${fabric}"/><path d="M69 74h62v6H69z" fill="#ffffff" opacity=".35"/>`;
    case 'gele':
      return `<path d="M60 80c-8-26 10-46 40-46s50 18 42 46c-10-12-24-18-42-18s-30 6-40 18z" fill="${fabric}"/><path d="M118 40c14-10 30-6 34 6-10-2-20 2-26 10z" fill="${fabric}" opacity=".8"/><path d="M66 66c10-10 22-14 34-14s26 4 36 14" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="3"/>`;
    case 'bun':
    case 'afro':
    case 'locs':
      return `<path d="M70 84c0-24 12-36 30-36s30 12 30 36c-6-12-16-18-30-18s-24 6-30 18z" fill="${HAIR}"/>`;
    case 'hijab':
      return `<path d="M66 92c0-34 14-46 34-46s34 12 34 46c-6-18-18-26-34-26s-28 8-34 26z" fill="${fabric}"/>`;
  }
}

/** The SVG drawing of one person: backdrop with a roofline, shoulders in their attire, the head. */
export function portraitSvg(person: Person): string {
  const seed = seedOf(person.profile);
  const firstName = person.name.split(' ')[0].toLowerCase();
  const isWoman = WOMEN.has(firstName);
  const headwear = headwearOf(firstName, isWoman, seed);
  const skin = pick(SKIN, seed, 0);
  const fabric = pick(FABRIC, seed, 5);
  const attire = isWoman ? pick([...FABRIC, ...SUITS], seed, 7) : pick(SUITS, seed, 7);
  const { sky, roof } = pick(BACKDROPS, seed, 9);
  const hasTie = !isWoman && (seed >>> 11) % 2 === 0;
  const hasGlasses = (seed >>> 13) % 4 === 0;
  const collar = isWoman
    ? `<path d="M84 142q16 14 32 0l-4 10q-12 8-24 0z" fill="${pick(FABRIC, seed, 15)}"/>`
    : `<path d="M86 138l14 26 14-26z" fill="#f7f7f2"/>${hasTie ? `<path d="M97 142h6l4 30-7 8-7-8z" fill="${fabric}"/>` : ''}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">`,
    `<rect width="200" height="200" fill="${sky}"/>`,
    `<path d="M0 120l52-40 52 40v80H0z" fill="${roof}"/><path d="M110 128l46-34 44 34v72h-90z" fill="${roof}" opacity=".7"/>`,
    behindHead(headwear, fabric),
    `<path d="M30 200c0-42 28-62 70-62s70 20 70 62z" fill="${attire}"/>`,
    `<path d="M88 112h24v28q-12 8-24 0z" fill="${skin}"/><path d="M88 124q12 8 24 0v6q-12 8-24 0z" fill="#000" opacity=".12"/>`,
    collar,
    `<ellipse cx="70" cy="92" rx="5" ry="8" fill="${skin}"/><ellipse cx="130" cy="92" rx="5" ry="8" fill="${skin}"/>`,
    `<ellipse cx="100" cy="88" rx="30" ry="36" fill="${skin}"/>`,
    overHead(headwear, fabric),
    `<path d="M84 80q5-3 10 0M106 80q5-3 10 0" fill="none" stroke="${HAIR}" stroke-width="2.5" stroke-linecap="round"/>`,
    `<ellipse cx="89" cy="88" rx="3" ry="3.5" fill="#1a1410"/><ellipse cx="111" cy="88" rx="3" ry="3.5" fill="#1a1410"/>`,
    `<path d="M100 92q-4 8 0 11" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M90 108q10 8 20 0" fill="none" stroke="#3b1f17" stroke-width="2.5" stroke-linecap="round"/>`,
    hasGlasses
      ? `<g fill="none" stroke="#2a2420" stroke-width="2"><rect x="79" y="80" width="19" height="15" rx="6"/><rect x="102" y="80" width="19" height="15" rx="6"/><path d="M98 86h4"/></g>`
      : '',
    `</svg>`,
  ].join('');
}

const everyone = (): Person[] => LEADER_SEED.map(({ body }) => body);

export const portraitPath = (profile: string) => `/portraits/${profile}.svg`;

export function portraitPaths(): string[] {
  return everyone().map((person) => portraitPath(person.profile));
}

export function findPortraitPerson(profile: string): Person | undefined {
  return everyone().find((person) => person.profile === profile);
}
