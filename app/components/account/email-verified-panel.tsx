import { BadgeCheck, CircleAlert, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { customerFullName, greetingName, hasAccountNumber, type AccountPayload } from '@domain/account-result';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { buttonClasses, ButtonLink } from '~/components/ui/button-link';

const texts = messages.accountScreens;

/** What the verification link's page shows (server/accounts/verify-email.ts decides). */
export type EmailVerificationView =
  | { state: 'ready' }
  | { state: 'verified'; payloadData: AccountPayload; wasVerifiedBefore: boolean }
  | { state: 'expired'; resent?: boolean }
  | { state: 'invalid'; message?: string };

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="verification-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-border p-6 text-center shadow-raised"
    >
      {icon}
      <h2 id="verification-title" className="text-2xl font-bold text-primary-700">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A one-button form of the link's page: the token travels in the body, never back into the address. */
function LinkForm({
  actionPath,
  token,
  intent,
  label,
}: {
  actionPath: string;
  token: string;
  intent: 'verifyEmail' | 'resendFromLink';
  label: string;
}) {
  return (
    <form method="post" action={actionPath} className="w-full">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="psc" value={token} />
      <button type="submit" className={`${buttonClasses('primary')} w-full sm:w-auto`}>
        {label}
      </button>
    </form>
  );
}

/**
 * The landing of the verification e-mail's link. Opening it verifies nothing (mail scanners open
 * links first): the person confirms with a button. The confirmation shows the account; a link
 * already used shows only the first name and the account's last digits, with sign-in; a lapsed
 * link offers a new one right there; a link that is not ours says what to do instead.
 */
export function EmailVerificationPanel({
  view,
  token,
  actionPath,
}: {
  view: EmailVerificationView;
  token: string;
  actionPath: string;
}) {
  switch (view.state) {
    case 'ready':
      return (
        <Panel
          icon={<MailCheck className="size-12 text-primary-700" aria-hidden="true" />}
          title={texts.verification.confirmTitle}
        >
          <p className="text-muted">{texts.verification.confirmLead}</p>
          <LinkForm
            actionPath={actionPath}
            token={token}
            intent="verifyEmail"
            label={texts.verification.confirmButton}
          />
        </Panel>
      );
    case 'verified':
      return <VerifiedAccount payloadData={view.payloadData} wasVerifiedBefore={view.wasVerifiedBefore} />;
    case 'expired':
      return (
        <Panel
          icon={<CircleAlert className="size-12 text-warning" aria-hidden="true" />}
          title={texts.verification.expiredTitle}
        >
          {view.resent ? (
            <p role="status" className="text-success">
              {texts.result.resent}
            </p>
          ) : (
            <>
              <p className="text-muted">{texts.verification.expiredLead}</p>
              <LinkForm
                actionPath={actionPath}
                token={token}
                intent="resendFromLink"
                label={messages.account.instantResult.resendEmail}
              />
            </>
          )}
          <ButtonLink to="/" variant="outline">
            {texts.verification.home}
          </ButtonLink>
        </Panel>
      );
    case 'invalid':
      return (
        <Panel
          icon={<CircleAlert className="size-12 text-error" aria-hidden="true" />}
          title={view.message ?? texts.verification.invalid}
        >
          <p className="text-muted">{texts.verification.invalidNext}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/login">{texts.verification.signIn}</ButtonLink>
            <ButtonLink to="/contact" variant="outline">
              {texts.verification.contact}
            </ButtonLink>
          </div>
        </Panel>
      );
  }
}

function VerifiedAccount({
  payloadData,
  wasVerifiedBefore,
}: {
  payloadData: AccountPayload;
  wasVerifiedBefore: boolean;
}) {
  return (
    <Panel
      icon={<BadgeCheck className="size-12 text-success" aria-hidden="true" />}
      title={wizardTexts.bioData.emailVerified}
    >
      {wasVerifiedBefore ? (
        <p className="text-muted">{texts.verification.usedLinkLead(greetingName(payloadData))}</p>
      ) : (
        <>
          <p className="text-lg font-semibold">{greetingName(payloadData)}</p>
          <p className="text-muted">{texts.verification.lead}</p>
        </>
      )}
      {hasAccountNumber(payloadData) ? (
        <dl className="flex w-full flex-col items-center gap-1 rounded-card border-2 border-primary-200 bg-primary-50 p-4">
          <dt className="text-sm text-muted">{texts.result.accountType}</dt>
          <dd className="font-semibold">{payloadData.acctTypeName}</dd>
          <dt className="mt-2 text-sm text-muted">{texts.result.accountNumber}</dt>
          <dd className="tabular text-2xl font-bold tracking-wider text-primary-800 select-all sm:text-3xl sm:tracking-widest">
            {payloadData.acctNumber}
          </dd>
          {wasVerifiedBefore ? null : <dd className="mt-1 text-sm text-muted">{customerFullName(payloadData)}</dd>}
        </dl>
      ) : (
        <p className="rounded-card bg-info-bg p-4 text-info">{messages.account.instantResult.detailsToFollow}</p>
      )}
      {wasVerifiedBefore ? (
        <ButtonLink to="/login">{texts.verification.signIn}</ButtonLink>
      ) : (
        <ButtonLink to="/">{texts.verification.home}</ButtonLink>
      )}
    </Panel>
  );
}
