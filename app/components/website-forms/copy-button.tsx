import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { useHydrated } from '~/components/form-kit/use-hydrated';

const texts = websiteFormTexts.whistleBlower.received;

/** Copies a value to the clipboard; shown only once JavaScript runs (without it, select the text). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const isHydrated = useHydrated();
  const [isCopied, setCopied] = useState(false);
  if (!isHydrated) return null;
  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard.writeText(value);
        setCopied(true);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-input border border-primary-700 px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
    >
      {isCopied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      <span aria-live="polite">{isCopied ? texts.copied : texts.copy}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
