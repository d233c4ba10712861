import { BadgeCheck, CircleAlert } from 'lucide-react';
import { customerFullName, greetingName, hasAccountNumber, type AccountPayload } from '@domain/account-result';
import { messages } from '@domain/messages';
import { ButtonLink } from '~/components/ui/button-link';

const texts = messages.accountScreens;

/** The landing of the verification e-mail's link: 'Email Is Verified!' and the account, or why not. */
export function EmailVerifiedPanel({ outcome }: { outcome: { ok: true; payloadData: AccountPayload } | { ok: false; message: string } }) {
  if (!outcome.ok) {
    return (
      <section aria-labelledby="verification-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-border p-6 text-center shadow-raised">
        <CircleAlert className="size-12 text-error" aria-hidden="true" />
        <h2 id="verification-title" className="text-xl font-bold">
          {outcome.message}
        </h2>
        <ButtonLink to="/">{texts.verification.home}</ButtonLink>
      </section>
    );
  }
  const { payloadData } = outcome;
  return (
    <section aria-labelledby="verification-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-border p-6 text-center shadow-raised">
      <BadgeCheck className="size-12 text-success" aria-hidden="true" />
      <h2 id="verification-title" className="text-2xl font-bold text-primary-700">
        {messages.account.wizard.bioData.emailVerified}
      </h2>
      <p className="text-lg font-semibold">{greetingName(payloadData)}</p>
      <p className="text-muted">{texts.verification.lead}</p>
      {hasAccountNumber(payloadData) ? (
        <dl className="flex w-full flex-col items-center gap-1 rounded-card border-2 border-primary-200 bg-primary-50 p-4">
          <dt className="text-sm text-muted">{texts.result.accountType}</dt>
          <dd className="font-semibold">{payloadData.acctTypeName}</dd>
          <dt className="mt-2 text-sm text-muted">{texts.result.accountNumber}</dt>
          <dd className="tabular text-2xl font-bold tracking-wider text-primary-800 select-all sm:text-3xl sm:tracking-widest">{payloadData.acctNumber}</dd>
          <dd className="mt-1 text-sm text-muted">{customerFullName(payloadData)}</dd>
        </dl>
      ) : (
        <p className="rounded-card bg-info-bg p-4 text-info">{messages.account.instantResult.detailsToFollow}</p>
      )}
      <ButtonLink to="/">{texts.verification.home}</ButtonLink>
    </section>
  );
}
