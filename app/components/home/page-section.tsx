import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';

const TONES = { plain: 'bg-surface', subtle: 'bg-surface-subtle', primary: 'bg-primary-800 text-white' } as const;

/** A titled band of a content page: one h2, an optional lead and, at the right, an optional action. */
export function PageSection({
  id,
  title,
  lead,
  action,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const leadColour = tone === 'primary' ? 'text-primary-100' : 'text-muted';
  return (
    <section aria-labelledby={id} className={`${TONES[tone]} py-12 sm:py-16`}>
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
              {title}
            </h2>
            {lead ? <p className={`mt-2 ${leadColour}`}>{lead}</p> : null}
          </div>
          {action}
        </div>
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}
