import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { complaintTexts } from '@domain/messages/complaints';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { BreakableText, CODE_BREAKS } from '~/components/ui/breakable-text';
import { CopyButton } from './copy-button';

const texts = complaintTexts.received;

/** The thank-you screen of a complaint: its reference, large and copyable, and what happens next. */
export function ComplaintReceived({ reference, masked }: { reference: string; masked: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="complaint-received-title"
      className="rounded-card border-2 border-success bg-surface p-5 shadow-raised sm:p-8"
    >
      <div role="status">
        <h2
          ref={heading}
          tabIndex={-1}
          id="complaint-received-title"
          className="flex items-center gap-2 text-xl font-bold text-success sm:text-2xl"
        >
          <CircleCheck className="size-7 shrink-0" aria-hidden="true" />
          {texts.heading}
        </h2>
        <dl className="mt-5 rounded-input bg-surface-subtle p-4">
          <dt className="text-sm font-semibold text-muted">{texts.referenceLabel}</dt>
          <dd className="mt-1 flex flex-wrap items-center justify-between gap-3">
            <code className="font-mono text-lg font-bold tracking-wider text-ink select-all sm:text-xl">
              <BreakableText text={reference} breaks={CODE_BREAKS} />
            </code>
            <CopyButton value={reference} label={texts.referenceLabel} />
          </dd>
        </dl>
      </div>
      <ul className="mt-5 flex list-disc flex-col gap-2 pl-5">
        {texts.next.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {masked ? <p className="mt-4">{websiteFormTexts.contact.maskedNotice}</p> : null}
      <Link
        to="/complaints"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
      >
        {texts.another}
      </Link>
    </section>
  );
}
