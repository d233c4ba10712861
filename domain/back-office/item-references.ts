import type { WorkKind } from './work-items';

/**
 * References to the bank's items in a customer's text (issue 30 point 4; decision 091): a mortgage
 * application (MTG-20261127-7Q4KX2), a data-subject request (DSR-…), a complaint (CMP-…), a
 * whistle-blower report (WB-7K3Q-9XPM) and an account application by its account number (ten digits).
 * A message's page links each to its item for the roles that may open it.
 */
export type ItemReferenceKind = Exclude<WorkKind, 'contact-message' | 'link' | 'bvn-phone-help'> | 'complaint';

export type TextPart = { text: string } | { text: string; reference: string; kind: ItemReferenceKind };

const PREFIX_KINDS = { MTG: 'loan', DSR: 'data-request', CMP: 'complaint', WB: 'whistle-blower' } as const;

/** Whole words only: an eleven-digit phone or a longer number holds no account number. */
const REFERENCE = /(?<![\w-])(?:(MTG|DSR|CMP)-\d{8}-[A-Z0-9]{6}|(WB)-[A-Z0-9]{4}-[A-Z0-9]{4}|\d{10})(?![\w-])/gi;

/** The text cut into plain parts and references (in upper case, as the bank writes them), in order. */
export function splitReferences(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const index = match.index;
    if (index > last) parts.push({ text: text.slice(last, index) });
    const prefix = (match[1] ?? match[2])?.toUpperCase() as keyof typeof PREFIX_KINDS | undefined;
    parts.push({
      text: match[0],
      reference: match[0].toUpperCase(),
      kind: prefix ? PREFIX_KINDS[prefix] : 'application',
    });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The distinct references of a text. */
export function referencesIn(text: string) {
  const seen = new Map<string, ItemReferenceKind>();
  for (const part of splitReferences(text)) if ('reference' in part) seen.set(part.reference, part.kind);
  return [...seen].map(([reference, kind]) => ({ reference, kind }));
}
