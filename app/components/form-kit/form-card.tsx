import type { ReactNode } from 'react';

/** The white, raised panel a website form sits in, with its h2 and lead. */
export function FormCard({
  titleId,
  title,
  lead,
  children,
  className = '',
}: {
  titleId: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-card border border-border bg-surface p-5 shadow-raised sm:p-8 ${className}`}
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}
