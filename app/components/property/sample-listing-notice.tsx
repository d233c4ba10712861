import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** Says plainly that what the visitor sees is an example, so that nobody mistakes it for an offer. */
export function SampleNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-3 rounded-card bg-info-bg p-4 text-info">
      <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
