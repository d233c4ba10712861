import { HighlightedText } from '~/components/articles/search-results';

export interface FaqEntryView {
  key: string;
  question: string;
  /** The answer's HTML, from renderMarkdown only (decision 086). */
  answerHtml: string;
}

const ANSWER =
  'flex flex-col gap-3 px-4 pb-4 [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/** A group's questions as /faq draws them; the back office's preview draws a change with the same component. */
export function FaqEntries({ entries, terms, open }: { entries: FaqEntryView[]; terms: string[]; open: boolean }) {
  return (
    <div className="mt-4 divide-y divide-border rounded-card border border-border">
      {entries.map((entry) => (
        <details key={entry.key} id={entry.key} open={open}>
          <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold hover:bg-surface-subtle">
            <HighlightedText text={entry.question} terms={terms} />
          </summary>
          <div className={ANSWER} dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
        </details>
      ))}
    </div>
  );
}
