import type { SocialNetwork } from '@domain/bank';

/** Simplified brand glyphs drawn for this site (lucide has no brand icons), 24 x 24, in currentColor. */
const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path d="M13.6 21v-7.4h2.6l.4-3.1h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H8v3.1h2.6V21h3z" />
  ),
  x: (
    <>
      <path fillRule="evenodd" d="M3 3h5.4L21 21h-5.4L3 3zm2.5 1.3L16.3 19.7h2.2L7.7 4.3H5.5z" />
      <path d="M13.3 9.6 18.9 3h1.9l-6.6 7.8-.9-1.2zM10.7 14.4 5.1 21H3.2l6.6-7.8.9 1.2z" />
    </>
  ),
  instagram: (
    <>
      <path
        fillRule="evenodd"
        d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8z"
      />
      <path
        fillRule="evenodd"
        d="M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
      />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <circle cx="5" cy="5.2" r="2.2" />
      <path d="M3.1 9h3.8v12H3.1zM9.4 9h3.7v1.7c.6-1 1.9-2 3.9-2 3.4 0 4.4 2.1 4.4 5.3v7h-3.8v-6.2c0-1.5-.3-2.8-1.9-2.8-1.7 0-2.3 1.2-2.3 2.8V21H9.4z" />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z"
    />
  ),
};

export function SocialIcon({ network, className = 'size-5' }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {GLYPHS[network]}
    </svg>
  );
}
