export interface ContentsEntry {
  id: string;
  text: string;
}

/** In-page links to the sections of a long document; `isNarrow` keeps one column (in a sidebar). */
export function TableOfContents({ entries, isNarrow = false }: { entries: ContentsEntry[]; isNarrow?: boolean }) {
  // Headings that carry their own numbers ('1. About these terms') are not numbered twice.
  const isNumbered = entries.every((entry) => /^\d+\.\s/.test(entry.text));
  return (
    <nav aria-labelledby="contents-heading" className="rounded-card border border-border bg-surface-subtle p-5">
      <h2 id="contents-heading" className="text-base font-bold">
        Contents
      </h2>
      <ol
        className={`mt-2 grid gap-x-8 ${isNumbered ? 'list-none' : 'list-decimal pl-5 marker:text-muted'} ${isNarrow ? '' : 'sm:grid-cols-2'}`}
      >
        {entries.map((entry) => (
          <li key={entry.id} className={isNumbered ? undefined : 'pl-1'}>
            <a
              href={`#${entry.id}`}
              className="inline-flex min-h-11 items-center py-1 leading-snug text-primary-700 underline-offset-2 hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
