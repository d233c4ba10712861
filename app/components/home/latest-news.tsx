import { Link } from '~/components/ui/link';

export interface NewsItem {
  id: string;
  title: string;
  shortdesc: string;
  /** The posting date, written out ("17 March 2025"). */
  date: string;
  isoDate: string;
}

/** The newest blog posts as text cards: no photos, so the home page stays light. */
export function LatestNews({ items }: { items: NewsItem[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="relative flex flex-col rounded-card border border-border bg-surface p-6">
          <time dateTime={item.isoDate} className="text-sm text-muted">
            {item.date}
          </time>
          <h3 className="mt-2 text-lg font-semibold leading-snug">
            <Link
              to={`/blog-single/${item.id}`}
              className="after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline"
            >
              {item.title}
            </Link>
          </h3>
          <p className="mt-2 text-muted">{item.shortdesc}</p>
        </li>
      ))}
    </ul>
  );
}
