import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { customerFullName, hasAccountNumber, type AccountOpeningResult } from '@domain/account-result';
import { OTP_LENGTH } from '@domain/constants';
import { messages } from '@domain/messages';
import { onboardingTexts } from '@domain/messages/onboarding';
import { Field, controlClasses } from '~/components/form-kit/field';
import { useHydrated } from '~/components/form-kit/use-hydrated';
import { buttonClasses } from '~/components/ui/button-link';
import { notify } from '~/lib/notify';
import { Confetti } from './confetti';

const texts = messages.account.instantResult;
const screenTexts = messages.accountScreens.result;

export interface ResultActions {
  /** Where the no-JavaScript forms post (the instant account route). */
  actionPath: string;
  /** Resends the verification e-mail; true when it went. */
  onResend?: () => Promise<boolean>;
  onUseDifferentEmail?: (email: string) => Promise<void>;
  /** Confirms the new address with the code of the SMS. */
  onConfirmEmailCode?: (otp: string) => Promise<void>;
  /** A code went to the phone on the BVN record for this new address. */
  emailChange?: { email: string; maskedPhone: string };
  onClose?: () => void;
  /** A message to show under the resend button (the no-JavaScript path's answer). */
  resendNote?: string;
  differentEmailError?: string;
}

/**
 * The 'Congratulations!' screen of the instant account (specification 2.6 and 2.9). Once
 * JavaScript runs it is a modal dialog with confetti; without it, the page itself.
 */
export function AccountResultPanel({ result, actions }: { result: AccountOpeningResult; actions: ResultActions }) {
  const hydrated = useHydrated();
  const titleId = useId();
  const body = <ResultBody result={result} actions={actions} titleId={titleId} />;
  if (!hydrated) {
    return (
      <section
        aria-labelledby={titleId}
        className="mx-auto max-w-xl rounded-card border border-border bg-surface p-6 shadow-raised"
      >
        {body}
      </section>
    );
  }
  return (
    <ModalDialog titleId={titleId} onClose={actions.onClose}>
      <Confetti />
      {body}
    </ModalDialog>
  );
}

function ModalDialog({ titleId, onClose, children }: { titleId: string; onClose?: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    document.getElementById(titleId)?.focus();
  }, [titleId]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card bg-surface p-6 text-ink shadow-raised backdrop:bg-ink/60"
    >
      {children}
    </dialog>
  );
}

function ResultBody({
  result,
  actions,
  titleId,
}: {
  result: AccountOpeningResult;
  actions: ResultActions;
  titleId: string;
}) {
  const { payloadData, customer } = result;
  return (
    <div className="flex flex-col gap-5 text-center">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} tabIndex={-1} className="text-2xl font-bold text-primary-700 focus:outline-none">
          {texts.heading}
        </h2>
        <p className="text-lg font-bold tracking-wide">
          {payloadData.signatory ? payloadData.accountName : customerFullName(payloadData)}
        </p>
        {payloadData.signatory ? (
          <p className="text-sm text-muted">{screenTexts.signatory(payloadData.signatory)}</p>
        ) : null}
      </div>
      {hasAccountNumber(payloadData) ? (
        <>
          <AccountNumber acctTypeName={payloadData.acctTypeName} acctNumber={payloadData.acctNumber} />
          <p>{texts.accountOpened(payloadData.acctTypeName, payloadData.acctNumber)}</p>
        </>
      ) : (
        <p className="rounded-card bg-info-bg p-4 text-info">{texts.detailsToFollow}</p>
      )}
      {result.submittedEmail ? (
        <p role="status" className="rounded-card bg-info-bg p-4 text-left break-words text-info">
          {screenTexts.emailKept(customer.email, result.submittedEmail)}
        </p>
      ) : null}
      {customer.emailVerified ? (
        <p className="rounded-card bg-surface-subtle p-4 break-words">
          {screenTexts.emailAlreadyVerified(customer.email)}
        </p>
      ) : (
        <div className="flex flex-col gap-2 rounded-card bg-surface-subtle p-4">
          <p className="font-semibold">{texts.verifyEmail}</p>
          {customer.email ? (
            <p className="text-sm break-words text-muted">{screenTexts.emailSentTo(customer.email)}</p>
          ) : null}
          <ResendEmailForm customerId={customer._id} actions={actions} />
        </div>
      )}
      <DifferentEmailForm customerId={customer._id} suggested={result.submittedEmail} actions={actions} />
      <CloseControl onClose={actions.onClose} />
    </div>
  );
}

function AccountNumber({ acctTypeName, acctNumber }: { acctTypeName: string; acctNumber: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const hydrated = useHydrated();
  async function copy() {
    try {
      await navigator.clipboard.writeText(acctNumber);
      setIsCopied(true);
      notify.success(screenTexts.copied);
    } catch {
      // Without clipboard permission the number stays selectable on screen.
    }
  }
  return (
    <dl className="flex flex-col items-center gap-1 rounded-card border-2 border-primary-200 bg-primary-50 p-4">
      <dt className="text-sm text-muted">{screenTexts.accountType}</dt>
      <dd className="font-semibold">{acctTypeName}</dd>
      <dt className="mt-2 text-sm text-muted">{screenTexts.accountNumber}</dt>
      <dd className="flex flex-wrap items-center justify-center gap-3">
        <span className="tabular text-2xl font-bold tracking-wider text-primary-800 select-all sm:text-3xl sm:tracking-widest">
          {acctNumber}
        </span>
        {hydrated ? (
          <button type="button" onClick={copy} className={buttonClasses('outline')}>
            {isCopied ? (
              <Check className="size-5" aria-hidden="true" />
            ) : (
              <Copy className="size-5" aria-hidden="true" />
            )}
            {isCopied ? screenTexts.copied : screenTexts.copy}
          </button>
        ) : null}
      </dd>
    </dl>
  );
}

function ResendEmailForm({ customerId, actions }: { customerId: string; actions: ResultActions }) {
  const [isPending, setIsPending] = useState(false);
  const [note, setNote] = useState(actions.resendNote);
  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!actions.onResend) return;
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    if (await actions.onResend()) setNote(screenTexts.resent);
    setIsPending(false);
  }
  return (
    <form method="post" action={actions.actionPath} onSubmit={submit} className="flex flex-col items-center gap-1">
      <input type="hidden" name="intent" value="resendEmail" />
      <input type="hidden" name="customerId" value={customerId} />
      <p className="text-sm">
        {texts.resendPrompt}{' '}
        <button
          type="submit"
          aria-disabled={isPending || undefined}
          className="min-h-11 px-1 font-semibold text-primary-700 underline underline-offset-2"
        >
          {texts.resendEmail}
        </button>
      </p>
      {note ? (
        <p role="status" className="text-sm text-success">
          {note}
        </p>
      ) : null}
    </form>
  );
}

function DifferentEmailForm({
  customerId,
  suggested,
  actions,
}: {
  customerId: string;
  suggested?: string;
  actions: ResultActions;
}) {
  const [email, setEmail] = useState(suggested ?? '');
  const [isPending, setIsPending] = useState(false);
  const id = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!actions.onUseDifferentEmail) return;
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    await actions.onUseDifferentEmail(email);
    setIsPending(false);
  }
  const isOpen = Boolean(actions.differentEmailError || actions.emailChange || suggested);
  return (
    <details className="rounded-card border border-border p-4 text-left" open={isOpen}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-primary-700">
        {screenTexts.differentEmailTitle}
      </summary>
      {actions.emailChange ? (
        <EmailCodeForm customerId={customerId} emailChange={actions.emailChange} actions={actions} />
      ) : (
        <form
          method="post"
          action={actions.actionPath}
          noValidate
          onSubmit={submit}
          className="mt-3 flex flex-col gap-3"
        >
          <input type="hidden" name="intent" value="utilizeDiffConfirmationEmail" />
          <input type="hidden" name="customerId" value={customerId} />
          <Field
            id={`${id}-email`}
            label={screenTexts.differentEmailLabel}
            required
            error={actions.differentEmailError}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={controlClasses({ invalid: Boolean(actions.differentEmailError) })}
              />
            )}
          </Field>
          <button type="submit" aria-disabled={isPending || undefined} className={buttonClasses('outline')}>
            {screenTexts.differentEmailSubmit}
          </button>
        </form>
      )}
    </details>
  );
}

/** The second stage of a change of address: the code sent to the phone on the BVN record. */
export function EmailCodeForm({
  customerId,
  emailChange,
  actions,
}: {
  customerId: string;
  emailChange: { email: string; maskedPhone: string };
  actions: ResultActions;
}) {
  const [otp, setOtp] = useState('');
  const [isPending, setIsPending] = useState(false);
  const id = useId();
  const codeTexts = onboardingTexts.emailChange;
  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!actions.onConfirmEmailCode) return;
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    await actions.onConfirmEmailCode(otp);
    setIsPending(false);
  }
  return (
    <form method="post" action={actions.actionPath} noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
      <input type="hidden" name="intent" value="utilizeDiffConfirmationEmail" />
      <input type="hidden" name="customerId" value={customerId} />
      <input type="hidden" name="email" value={emailChange.email} />
      <input type="hidden" name="maskedPhone" value={emailChange.maskedPhone} />
      <p role="status" className="text-sm">
        {codeTexts.codeSent(emailChange.maskedPhone)}
      </p>
      <Field id={`${id}-otp`} label={codeTexts.codeLabel} required error={actions.differentEmailError}>
        {(control) => (
          <input
            {...control}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
            className={controlClasses({ invalid: Boolean(actions.differentEmailError) })}
          />
        )}
      </Field>
      <button type="submit" aria-disabled={isPending || undefined} className={buttonClasses('primary')}>
        {codeTexts.confirm}
      </button>
    </form>
  );
}

function CloseControl({ onClose }: { onClose?: () => void }) {
  const hydrated = useHydrated();
  if (hydrated && onClose) {
    return (
      <button type="button" onClick={onClose} className={buttonClasses('primary')}>
        {screenTexts.close}
      </button>
    );
  }
  return (
    <a href="/accountopening" className={buttonClasses('primary')}>
      {screenTexts.close}
    </a>
  );
}
