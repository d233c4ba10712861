import { useEffect, useRef, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';

/**
 * What a website form shows once it is accepted: a heading that takes the focus, announced with what
 * `announced` holds (the reference, a line), then the rest (`children`), which is read on demand.
 */
export function ReceivedNotice({
  id,
  heading,
  announced,
  children,
}: {
  id: string;
  heading: string;
  announced: ReactNode;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="rounded-card border-2 border-success bg-surface p-5 shadow-raised sm:p-8">
      <div role="status">
        <h2
          ref={headingRef}
          tabIndex={-1}
          id={id}
          className="flex items-center gap-2 text-xl font-bold text-success sm:text-2xl"
        >
          <CircleCheck className="size-7 shrink-0" aria-hidden="true" />
          {heading}
        </h2>
        {announced}
      </div>
      {children}
    </section>
  );
}
