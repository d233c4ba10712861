import { useEffect, useRef } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { CopyButton } from './copy-button';
import { BreakableText, CODE_BREAKS } from '~/components/ui/breakable-text';

const texts = websiteFormTexts.whistleBlower.received;

/** The reference and the secret, shown once, right after a report is made. */
export function ReportReceived({ reference, secret }: { reference: string; secret: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="report-received-title"
      className="rounded-card border-2 border-success bg-surface p-5 shadow-raised sm:p-8"
    >
      <div role="status">
        <h2
          ref={heading}
          tabIndex={-1}
          id="report-received-title"
          className="flex items-center gap-2 text-xl font-bold text-success sm:text-2xl"
        >
          <CircleCheck className="size-7 shrink-0" aria-hidden="true" />
          {texts.title}
        </h2>
        <p className="mt-3">{texts.lead}</p>
      </div>
      <dl className="mt-6 grid gap-4">
        {[
          { label: texts.reference, value: reference },
          { label: texts.secret, value: secret },
        ].map((item) => (
          <div key={item.label} className="rounded-input bg-surface-subtle p-4">
            <dt className="text-sm font-semibold text-muted">{item.label}</dt>
            <dd className="mt-1 flex flex-wrap items-center justify-between gap-3">
              <code className="font-mono text-lg font-bold tracking-wider text-ink select-all sm:text-xl">
                <BreakableText text={item.value} breaks={CODE_BREAKS} />
              </code>
              <CopyButton value={item.value} label={item.label} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex gap-2 rounded-input bg-warning-bg p-4 text-sm font-medium text-warning">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {texts.onceWarning}
      </p>
    </section>
  );
}
