import { publicSiteTexts } from '@domain/messages/public-site';
import { NdicMark } from './deposit-insurance';

/** A seal with a banking hall: stands for the central bank licence (drawn for this site). */
function RegulatorSeal() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-11 shrink-0">
      <circle cx="24" cy="24" r="22" fill="none" strokeWidth="2" className="stroke-accent-400" />
      <circle cx="24" cy="24" r="18" className="fill-primary-700" />
      <path d="M14 20.5 24 14l10 6.5z" className="fill-accent-400" />
      <path
        d="M16 22h2.6v8H16zm4.5 0h2.6v8h-2.6zm4.4 0h2.6v8h-2.6zm4.5 0H32v8h-2.6zM14.5 31.5h19V34h-19z"
        className="fill-white"
      />
    </svg>
  );
}

/** A shield with a tick: stands for data-protection compliance (drawn for this site). */
function DataProtectionShield() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-11 shrink-0">
      <path
        d="M24 3 41 9.5v12c0 11-7.2 19.6-17 23.5C14.2 41.1 7 32.5 7 21.5v-12z"
        strokeWidth="2"
        className="fill-primary-700 stroke-accent-400"
      />
      <path
        d="m16 24.5 5.5 5.5L33 18.5"
        fill="none"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-white"
      />
    </svg>
  );
}

/** The regulator, data-protection and deposit-insurance marks of the footer (specification 2.2, issue 31.4). */
export function TrustBadges({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      <li className="flex items-center gap-3 rounded-card border border-white/20 bg-white/5 py-2 pl-2 pr-4">
        <RegulatorSeal />
        <span className="max-w-44 text-xs font-semibold leading-snug text-white">
          {publicSiteTexts.footer.regulatorBadge}
        </span>
      </li>
      <li className="flex items-center gap-3 rounded-card border border-white/20 bg-white/5 py-2 pl-2 pr-4">
        <DataProtectionShield />
        <span className="text-xs leading-snug text-primary-100">
          <span className="block font-semibold text-white">{publicSiteTexts.footer.dataProtectionBadge}</span>
          {publicSiteTexts.footer.dataProtectionBadgeDetail}
        </span>
      </li>
      <li className="flex items-center gap-3 rounded-card border border-white/20 bg-white/5 py-2 pl-2 pr-4">
        <NdicMark />
        <span className="max-w-xs text-xs leading-snug text-primary-100">
          <span className="block font-semibold text-white">{publicSiteTexts.depositInsurance.mark}</span>
          {publicSiteTexts.depositInsurance.statement}
        </span>
      </li>
    </ul>
  );
}
