const TONES = {
  /** On white: ink name, green line. */
  color: { name: 'text-ink', line: 'text-primary-600' },
  /** On the dark green footer. */
  white: { name: 'text-white', line: 'text-accent-300' },
} as const;

/** The house mark (the favicon's drawing): a gold roof over a white house on green. */
function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" className="fill-primary-700" />
      <path d="M19 33v15h26V33" className="fill-white" />
      <path d="M28 48v-9h8v9z" className="fill-primary-700" />
      <path
        d="M12 33 32 15l20 18"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-400"
      />
    </svg>
  );
}

/**
 * The bank's logo: the mark and the name set in the site's font. The name is real text, so a
 * link around the logo is named by it; below 360 px only the mark shows.
 */
export function Logo({ tone = 'color', className = '' }: { tone?: keyof typeof TONES; className?: string }) {
  const colours = TONES[tone];
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark className="h-full w-auto shrink-0" />
      <span className="flex flex-col leading-none max-[359px]:sr-only">
        <span className={`text-[0.9375rem] font-extrabold tracking-tight sm:text-[1.1875rem] ${colours.name}`}>
          AG Mortgage
        </span>{' '}
        <span
          className={`mt-1 text-[0.625rem] font-bold uppercase tracking-[0.25em] sm:tracking-[0.3em] ${colours.line}`}
        >
          Bank Plc
        </span>
      </span>
    </span>
  );
}
