/*
 * The small Markdown subset our articles and policies are written in, parsed into typed blocks that
 * React renders as elements (never as raw HTML, so content can never inject markup):
 *   ## and ### headings, paragraphs, "- " and "1. " lists, "> " notes,
 *   **strong** text and [links](/path) inside any of them.
 * Lines are trimmed, so content may be indented freely; a line that follows a list item without a
 * marker continues that item.
 */

export type Inline =
  { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; id: string; text: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'note'; content: Inline[] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const HEADING = /^(#{2,3})\s+(.+)$/;
const UNORDERED_ITEM = /^-\s+(.+)$/;
const ORDERED_ITEM = /^\d+\.\s+(.+)$/;
const NOTE = /^>\s?(.*)$/;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'strong', text: match[1] });
    else parts.push({ kind: 'link', text: match[2], href: match[3] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** An anchor id from heading text: lower case, words joined by hyphens. */
export function headingSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

type Pending = { kind: 'paragraph' | 'note'; lines: string[] } | { kind: 'list'; ordered: boolean; items: string[] };

export function parseArticleMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const usedIds = new Map<string, number>();
  let pending: Pending | null = null;

  const uniqueId = (text: string) => {
    const base = headingSlug(text);
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  const flush = () => {
    if (!pending) return;
    if (pending.kind === 'list')
      blocks.push({ kind: 'list', ordered: pending.ordered, items: pending.items.map(parseInline) });
    else blocks.push({ kind: pending.kind, content: parseInline(pending.lines.join(' ')) });
    pending = null;
  };

  for (const rawLine of source.split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const unordered = UNORDERED_ITEM.exec(line);
    const ordered = ORDERED_ITEM.exec(line);
    const note = NOTE.exec(line);
    if (heading) {
      flush();
      const text = heading[2].trim();
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 2 : 3, id: uniqueId(text), text });
    } else if (unordered || ordered) {
      const isOrdered = Boolean(ordered);
      const text = (unordered ?? ordered)![1];
      if (pending?.kind !== 'list' || pending.ordered !== isOrdered) {
        flush();
        pending = { kind: 'list', ordered: isOrdered, items: [] };
      }
      pending.items.push(text);
    } else if (note) {
      if (pending?.kind !== 'note') {
        flush();
        pending = { kind: 'note', lines: [] };
      }
      pending.lines.push(note[1]);
    } else if (pending?.kind === 'list') {
      pending.items[pending.items.length - 1] += ` ${line}`;
    } else {
      if (pending?.kind !== 'paragraph') {
        flush();
        pending = { kind: 'paragraph', lines: [] };
      }
      pending.lines.push(line);
    }
  }
  flush();
  return blocks;
}

/** A piece of text closed as a sentence, so that headings and list items do not run into what follows. */
function asSentence(text: string): string {
  return /[.!?:;…”]$/.test(text) ? text : `${text}.`;
}

function inlineText(parts: Inline[]): string {
  return asSentence(
    parts
      .map((part) => part.text)
      .join('')
      .trim(),
  );
}

/** The readable text of a body, without markup: for search and descriptions. */
export function markdownToPlainText(source: string): string {
  return parseArticleMarkdown(source)
    .map((block) => {
      if (block.kind === 'heading') return asSentence(block.text);
      if (block.kind === 'list') return block.items.map(inlineText).join(' ');
      return inlineText(block.content);
    })
    .join(' ');
}

/** The second-level headings of a body: the table of contents of a long policy. */
export function tableOfContents(blocks: Block[]): { id: string; text: string }[] {
  return blocks.flatMap((block) =>
    block.kind === 'heading' && block.level === 2 ? [{ id: block.id, text: block.text }] : [],
  );
}

/** Every link target in a body, to check in tests that internal links lead somewhere. */
export function linkTargets(source: string): string[] {
  return [...source.matchAll(INLINE)].flatMap((match) => (match[3] ? [match[3]] : []));
}
