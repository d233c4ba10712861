/** A family home with its key against a city skyline, drawn in the palette (decorative). */
export function HomeIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" className={className} aria-hidden="true" focusable="false">
      <circle cx="300" cy="80" r="44" className="fill-accent-300" />
      <g className="fill-primary-600">
        <rect x="20" y="120" width="46" height="150" rx="3" />
        <rect x="74" y="80" width="40" height="190" rx="3" />
        <rect x="330" y="140" width="50" height="130" rx="3" />
      </g>
      <g className="fill-primary-500">
        <rect x="30" y="134" width="8" height="10" />
        <rect x="48" y="134" width="8" height="10" />
        <rect x="30" y="156" width="8" height="10" />
        <rect x="48" y="156" width="8" height="10" />
        <rect x="84" y="96" width="8" height="10" />
        <rect x="98" y="96" width="8" height="10" />
        <rect x="84" y="118" width="8" height="10" />
        <rect x="98" y="118" width="8" height="10" />
        <rect x="342" y="156" width="10" height="10" />
        <rect x="360" y="156" width="10" height="10" />
      </g>
      <path d="M120 178 L220 100 L320 178 Z" className="fill-accent-400" />
      <rect x="140" y="170" width="160" height="100" className="fill-surface" />
      <rect x="200" y="206" width="40" height="64" rx="4" className="fill-primary-700" />
      <circle cx="232" cy="240" r="3" className="fill-accent-300" />
      <rect x="156" y="190" width="30" height="28" rx="3" className="fill-primary-100" />
      <rect x="254" y="190" width="30" height="28" rx="3" className="fill-primary-100" />
      <rect x="0" y="270" width="400" height="50" className="fill-primary-900" />
      <g className="fill-accent-400">
        <circle cx="96" cy="230" r="20" />
        <circle cx="96" cy="230" r="8" className="fill-primary-800" />
        <rect x="112" y="226" width="44" height="8" rx="2" />
        <rect x="140" y="234" width="6" height="12" />
        <rect x="150" y="234" width="6" height="9" />
      </g>
    </svg>
  );
}
