import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { Link } from '~/components/ui/link';

/**
 * From an item's page to its customer's view: a search on the item's id or account number, which
 * opens the view when it names one person (and lists them when an e-mail address names two).
 */
export function CustomerViewLink({
  search,
  label = customerViewTexts.viewCustomer,
}: {
  search: string;
  label?: string;
}) {
  return (
    <Link
      to={`/staff/customers?${new URLSearchParams({ q: search })}`}
      className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
    >
      {label}
    </Link>
  );
}
