import { publicSiteTexts } from '@domain/messages/public-site';

/**
 * The deposit-insurance mark: an umbrella over a naira coin, drawn for this site. It is not the
 * NDIC's logo, which the bank may use only as the Corporation allows; the words say what it means.
 */
export function NdicMark({ className = 'size-11' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <circle cx="24" cy="24" r="22" fill="none" strokeWidth="2" className="stroke-accent-400" />
      <circle cx="24" cy="24" r="18" className="fill-primary-700" />
      <path
        d="M10.5 22a13.5 11 0 0 1 27 0c-2.2-1.6-4.4-1.6-6.7 0-2.3-1.6-4.5-1.6-6.8 0-2.3-1.6-4.5-1.6-6.8 0-2.3-1.6-4.5-1.6-6.7 0z"
        className="fill-accent-400"
      />
      <path d="M24 9v2M24 21.5v3" fill="none" strokeWidth="1.6" strokeLinecap="round" className="stroke-accent-400" />
      <circle cx="24" cy="30.5" r="6" className="fill-white" />
      <path
        d="M21.6 33.5v-6l4.8 6v-6M20.3 29.6h7.4M20.3 31.4h7.4"
        fill="none"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-700"
      />
    </svg>
  );
}

/** The mark with its words and the statement, on a product page (light background). */
export function DepositInsuranceNotice() {
  const copy = publicSiteTexts.depositInsurance;
  return (
    <p className="flex items-center gap-3 rounded-card border border-border bg-surface-subtle p-4">
      <NdicMark />
      <span className="text-sm leading-snug">
        <strong className="block text-base text-ink">{copy.mark}</strong>
        {copy.statement}
      </span>
    </p>
  );
}
