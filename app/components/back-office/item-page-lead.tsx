import type { ReactNode } from 'react';
import { Link } from '~/components/ui/link';

/**
 * The lead of a staff item's page: its sentence when it has one, then "Back to the list" (or the
 * list's own wording) and any further links beside it, such as the customer's view.
 */
export function ItemPageLead({
  lead,
  backTo,
  backLabel,
  children,
}: {
  lead?: ReactNode;
  backTo: string;
  backLabel: string;
  /** Links shown beside the back link. */
  children?: ReactNode;
}) {
  const back = (
    <Link
      to={backTo}
      className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
    >
      {backLabel}
    </Link>
  );
  return (
    <>
      {lead ? <span className="block">{lead}</span> : null}
      {children ? (
        <span className="flex flex-wrap gap-x-6">
          {back}
          {children}
        </span>
      ) : (
        back
      )}
    </>
  );
}
