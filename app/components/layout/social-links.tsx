import { bank, bankSocialLinks } from '@domain/bank';
import { publicSiteTexts } from '@domain/messages/public-site';
import { SocialIcon } from './social-icon';

const LOOKS = {
  /** White glyphs on the dark top bar. */
  bar: 'size-11 rounded-input text-white hover:bg-white/10',
  /** Round outlined buttons on the dark footer. */
  footer: 'size-11 rounded-full border border-white/30 text-white hover:border-accent-400 hover:text-accent-300',
  /** Green glyphs on a light surface (the phone menu). */
  light: 'size-11 rounded-full text-primary-700 hover:bg-primary-50',
} as const;

/** The bank's social networks that have an address, each link named for screen readers ("AG Mortgage Bank on X"). */
export function SocialLinks({ look, className = '' }: { look: keyof typeof LOOKS; className?: string }) {
  const links = bankSocialLinks();
  if (links.length === 0) return null;
  return (
    <ul
      aria-label={publicSiteTexts.header.socialLinks}
      className={`flex items-center ${look === 'bar' ? '' : 'gap-2'} ${className}`}
    >
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            rel="noopener noreferrer"
            className={`inline-flex items-center justify-center transition-colors ${LOOKS[look]}`}
          >
            <SocialIcon network={link.network} />
            <span className="sr-only">{publicSiteTexts.header.onNetwork(bank.shortName, link.label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
