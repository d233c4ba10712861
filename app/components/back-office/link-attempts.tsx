import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { identityLinkTexts } from '@domain/messages/back-office/identity-links';
import { lagosDateTime } from '@domain/lagos-time';
import type { readAccountLinks } from '@server/back-office/links/link-queue';
import { StateTag } from '~/components/back-office/customer-service-parts';

/** An account of the links queue, as its list row and its page show it. */
type AccountLinks = NonNullable<Awaited<ReturnType<typeof readAccountLinks>>>;

const STATE_TONES = { linked: 'good', not_linked: 'waiting', no_account: 'bad' } as const;

/** The account's link state, in words. */
export function LinkState({ account }: { account: Pick<AccountLinks, 'state'> }) {
  return <StateTag tone={STATE_TONES[account.state]}>{identityLinkTexts.states[account.state]}</StateTag>;
}

/** The account's attempts, newest first, each with its outcome, reason and time. */
export function Attempts({ account }: { account: Pick<AccountLinks, 'attempts'> }) {
  const texts = customerServiceTexts.links;
  return (
    <ul className="grid gap-1 text-sm">
      {account.attempts.map((attempt) => (
        <li key={attempt.id}>
          {identityLinkTexts.attempt({
            outcome: texts.outcomes[attempt.outcome],
            reason: attempt.reason ? (texts.reasons[attempt.reason] ?? attempt.reason) : '',
            when: lagosDateTime(attempt.createdAt),
          })}
        </li>
      ))}
    </ul>
  );
}
