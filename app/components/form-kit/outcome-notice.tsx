import type { AreaOutcome } from './area-form';
import { Alert } from '~/components/ui/alert';

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
