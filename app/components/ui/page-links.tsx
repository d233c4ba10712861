import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from './link';

const pageLink = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-input px-3 font-semibold';

/** Links to the other pages of a list: plain addresses, so they work without JavaScript. Nothing when there is one page. */
export function PageLinks({
  label,
  page,
  pageCount,
  href,
  className = '',
}: {
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
  className?: string;
}) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={`${pageLink} text-primary-700 hover:bg-primary-50`}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            {target === page ? (
              <span aria-current="page" className={`${pageLink} bg-primary-700 text-white`}>
                <span className="sr-only">Page </span>
                {target}
              </span>
            ) : (
              <Link to={href(target)} className={`${pageLink} text-primary-700 hover:bg-primary-50`}>
                <span className="sr-only">Page </span>
                {target}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} className={`${pageLink} text-primary-700 hover:bg-primary-50`}>
              Next<span className="sr-only"> page</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
