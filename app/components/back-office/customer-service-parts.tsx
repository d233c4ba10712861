import type { ReactNode } from 'react';

/** Label and value pairs of an item, in two columns from a tablet's width. */
export function DetailList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,max-content)_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm font-semibold text-muted">{row.label}</dt>
          <dd className="break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of an item page: a card with its heading (level 2, under the page's title). */
export function ItemSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-white p-5">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A state shown as a small label. */
export function StateTag({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'good' | 'bad' | 'waiting';
}) {
  const tones = {
    neutral: 'bg-primary-50 text-primary-900',
    good: 'bg-success-bg text-success',
    bad: 'bg-error-bg text-error',
    waiting: 'bg-warning-bg text-warning',
  } as const;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}
