import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { BreakableText, CODE_BREAKS } from '~/components/ui/breakable-text';
import { useHydrated } from './use-hydrated';

const texts = websiteFormTexts.common;

/**
 * A code the visitor must keep (a reference, a secret), as one entry of a `<dl>`: large, selectable,
 * broken at its dashes on a narrow screen, with a copy button once JavaScript runs (without it, select the text).
 */
export function CopyableCode({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-input bg-surface-subtle p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <code className="font-mono text-lg font-bold tracking-wider text-ink select-all sm:text-xl">
          <BreakableText text={value} breaks={CODE_BREAKS} />
        </code>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
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
