import { greetingName, hasAccountNumber, type AccountPayload } from '@domain/account-result';
import { messages } from '@domain/messages';
import { buttonClasses } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';
import { ResultModal } from '~/components/ui/result-modal';
import { clearDraft } from './use-wizard-draft';
import type { WizardScreen } from './wizard-screen';
import type { WizardSetup } from './wizard-setup';

const modal = messages.account.resultModal;

/** Who the result is for: a company's name with its signatory, or the person's title and first name (2.9). */
function greetingOf(payload: AccountPayload) {
  return payload.signatory
    ? { greeting: payload.accountName, greetingNote: messages.accountScreens.result.signatory(payload.signatory) }
    : { greeting: greetingName(payload) };
}

/** The wizard's end (2.9): the account opened after step 1, or the registration completed after step 5. */
export function WizardResult({
  screen,
  setup,
}: {
  screen: Extract<WizardScreen, { kind: 'opened' | 'completed' }>;
  setup: WizardSetup;
}) {
  const accountNumber = hasAccountNumber(screen.payload) ? (
    <p className="text-3xl font-bold tabular">{screen.payload.acctNumber}</p>
  ) : null;
  if (screen.kind === 'opened')
    return (
      <ResultModal
        heading={modal.heading}
        {...greetingOf(screen.payload)}
        actions={
          <>
            <Link to={setup.pagePath} className={buttonClasses('accent')} reloadDocument>
              {modal.provideDetails}
            </Link>
            <Link to={setup.backTo} onClick={clearDraft} className={buttonClasses('outline')}>
              {modal.later}
            </Link>
          </>
        }
      >
        <p>
          {hasAccountNumber(screen.payload)
            ? modal.accountOpened(screen.payload.acctTypeName, screen.payload.acctNumber)
            : modal.notReady}
        </p>
        {accountNumber}
      </ResultModal>
    );
  return (
    <ResultModal
      heading={modal.heading}
      {...greetingOf(screen.payload)}
      actions={
        <Link to={setup.backTo} onClick={clearDraft} className={buttonClasses('accent')}>
          {modal.close}
        </Link>
      }
    >
      <p>{hasAccountNumber(screen.payload) ? modal.completelyUpdated : modal.registrationCompleted}</p>
      {accountNumber}
      <p>{modal.thankYou}</p>
    </ResultModal>
  );
}
