import { storeLinks, type StoreId } from '~/content/pages/apps';

/** Simple self-drawn store marks (the stores' own logos are trademarks and third-party files). */
function StoreGlyph({ store }: { store: StoreId }) {
  if (store === 'google-play') {
    return (
      <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true" focusable="false">
        <path d="M4 2.5 L20 12 L4 21.5 Z" className="fill-accent-400" />
        <path d="M4 2.5 L14 12 L4 21.5 Z" className="fill-primary-200" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="5" className="fill-info" />
      <path
        d="M8 17 L12 7 L16 17 M9.5 13.5 H14.5"
        className="fill-none stroke-white"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Store buttons for the bank's app, drawn by the site itself. */
export function StoreBadges() {
  return (
    <ul className="flex flex-wrap gap-3">
      {storeLinks.map((link) => (
        <li key={link.store}>
          <a
            href={link.url}
            rel="noopener noreferrer"
            className="inline-flex min-h-14 items-center gap-3 rounded-input bg-ink px-4 py-2 text-white ring-1 ring-white/30 hover:bg-primary-900"
          >
            <StoreGlyph store={link.store} />
            <span className="flex flex-col leading-tight">
              <span className="text-xs">{link.overline}</span>
              <span className="text-lg font-semibold">{link.name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
