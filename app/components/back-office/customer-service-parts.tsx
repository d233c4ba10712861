import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AreaOutcome } from '~/components/customer-area/area-form';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button-link';

/**
 * The outcome of a list's row action, above the list: a success is announced politely, a refusal
 * at once. Both live regions are always present, so screen readers announce what appears in them.
 */
export function OutcomeNotice({ outcome }: { outcome?: AreaOutcome | null }) {
  const refusal =
    outcome && outcome.status === 'refused'
      ? outcome.message
      : outcome && outcome.status === 'invalid'
        ? Object.values(outcome.errors)[0]
        : null;
  return (
    <>
      <div role="status">{outcome?.status === 'success' ? <Alert tone="success">{outcome.message}</Alert> : null}</div>
      <div role="alert">{refusal ? <Alert tone="error">{refusal}</Alert> : null}</div>
    </>
  );
}

/**
 * One button acting on one row of a list, posted to the page's action (works without JavaScript).
 * `label` is what the button shows; `name` is its whole accessible name, naming the row.
 */
export function RowAction({
  intent,
  id,
  label,
  name,
  variant = 'outline',
}: {
  intent: string;
  id: string;
  label: string;
  name: string;
  variant?: 'outline' | 'primary';
}) {
  const navigation = useNavigation();
  const isPending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === id;
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={name}
        aria-disabled={isPending || undefined}
        className={`${buttonClasses(variant, 'sm')} whitespace-nowrap`}
      >
        {label}
      </button>
    </Form>
  );
}

/** Label and value pairs of an item, in two columns from a tablet's width. */
export function DetailList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,max-content)_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm font-semibold text-muted">{row.label}</dt>
          <dd className="break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of an item page: a card with its heading (level 2, under the page's title). */
export function ItemSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-white p-5">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A state shown as a small label. */
export function StateTag({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'good' | 'bad' | 'waiting';
}) {
  const tones = {
    neutral: 'bg-primary-50 text-primary-900',
    good: 'bg-success-bg text-success',
    bad: 'bg-error-bg text-error',
    waiting: 'bg-warning-bg text-warning',
  } as const;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
  );
}
