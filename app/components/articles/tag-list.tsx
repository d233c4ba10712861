import { Link } from '~/components/ui/link';

export interface NamedTag {
  id: number;
  name: string;
}

const CHIP = 'inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm text-ink';

/**
 * An article's tags; each links to the posts that share it when `hrefFor` is given. Tag links load
 * the whole document: /blog is prerendered, and its prerendered data would answer a client-side
 * request whatever its ?tag= (a limit of the static file server).
 */
export function TagList({
  tags,
  hrefFor,
  label = 'Tags',
}: {
  tags: NamedTag[];
  hrefFor?: (tag: NamedTag) => string;
  label?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="mr-1 text-sm font-semibold text-muted">{label}</h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            {hrefFor ? (
              <Link to={hrefFor(tag)} reloadDocument className={`${CHIP} hover:border-primary-700 hover:bg-primary-50`}>
                {tag.name}
              </Link>
            ) : (
              <span className={`${CHIP} bg-surface-subtle`}>{tag.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
