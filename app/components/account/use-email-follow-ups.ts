import { useState } from 'react';
import { messages } from '@domain/messages';
import { notify } from '~/lib/notify';
import { customerStore } from '~/state/customer-state';
import { saveDraft } from '~/state/draft-storage';
import type { StoredDraft } from '~/state/stored-draft';
import { resendVerificationEmail, sendToDifferentConfirmationEmail } from './account-api';

const importEmailRule = () => import('./instant-account-rules').then((rules) => rules.emailRule);

/** A refused request is told, and the form returns to idle once its error is shown (specification 4). */
export function tellRejection(action: 'instantAccount' | 'utilizeDiffConfirmationEmail', message: string) {
  customerStore.dispatch({ type: 'requestRejected', action, error: message });
  notify.error(message);
  customerStore.dispatch({ type: 'statusReset' });
}

/**
 * The result's follow-ups once JavaScript runs: the verification e-mail again, and the
 * confirmation sent to a different e-mail (specification 4, the retainFields4 path), first without
 * a code (one goes by SMS to the phone on the BVN record), then with it. Without JavaScript the
 * route action answers both.
 */
export function useEmailFollowUps({
  customerId,
  draftWithEmail,
  restoreForm,
  confirmEmail,
}: {
  /** The customer of the result on screen. */
  customerId: () => string;
  /** The form's draft, its e-mail replaced, marked for the different e-mail. */
  draftWithEmail: (email: string) => Omit<StoredDraft, 'savedAt'>;
  /** Puts the draft's fields back in the form; answers the e-mail it holds. */
  restoreForm: (draft: StoredDraft) => string;
  /** The form's e-mail once the new address is confirmed. */
  confirmEmail: (email: string) => void;
}) {
  const [differentEmailError, setDifferentEmailError] = useState<string>();
  const [emailChange, setEmailChange] = useState<{ email: string; maskedPhone: string }>();

  /**
   * The saved fields are restored, the request runs again as utilizeDiffConfirmationEmail, and the
   * flag goes back to notRetain. The server answers with a code sent to the phone on the BVN record.
   */
  async function resumeDifferentEmail(draft: StoredDraft) {
    customerStore.dispatch({ type: 'retainFieldsSet', retainFields4: 'notRetain' });
    const email = restoreForm(draft);
    customerStore.dispatch({ type: 'requestStarted', action: 'utilizeDiffConfirmationEmail' });
    // Only the new address travels: the server holds the rest of the application already.
    const response = await sendToDifferentConfirmationEmail(draft.customerId, { email });
    void saveDraft({ ...draft, retainFields4: 'notRetain' });
    customerStore.dispatch({ type: 'statusReset' });
    if (!response.ok) {
      setDifferentEmailError(response.message);
      tellRejection('utilizeDiffConfirmationEmail', response.message);
      return;
    }
    setDifferentEmailError(undefined);
    if (response.data.status === 'pending') setEmailChange({ email, maskedPhone: response.data.maskedPhone });
  }

  async function submitDifferentEmail(email: string) {
    const emailRule = await importEmailRule();
    const parsed = emailRule().safeParse(email);
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      setDifferentEmailError(message);
      notify.error(message);
      return;
    }
    customerStore.dispatch({ type: 'retainFieldsSet', retainFields4: 'UtilizeDiffConfirmEmail' });
    const draft = { ...draftWithEmail(parsed.data), savedAt: Date.now() };
    await saveDraft(draft);
    await resumeDifferentEmail(draft);
  }

  /** The code of the SMS confirms the new address: the result then shows it. */
  async function confirmDifferentEmail(otp: string) {
    if (!emailChange) return;
    const response = await sendToDifferentConfirmationEmail(customerId(), { email: emailChange.email, otp });
    if (!response.ok) {
      setDifferentEmailError(response.message);
      notify.error(response.message);
      return;
    }
    if (response.data.status !== 'success') return;
    setDifferentEmailError(undefined);
    setEmailChange(undefined);
    confirmEmail(emailChange.email);
    customerStore.dispatch({ type: 'requestSucceeded', action: 'utilizeDiffConfirmationEmail', result: response.data });
  }

  /** Sends the verification e-mail again; true when it went. */
  async function resendEmail(): Promise<boolean> {
    const response = await resendVerificationEmail(customerId());
    if (response.ok) notify.success(messages.accountScreens.result.resent);
    else notify.error(response.message);
    return response.ok;
  }

  return {
    differentEmailError,
    emailChange,
    resumeDifferentEmail,
    submitDifferentEmail,
    confirmDifferentEmail,
    resendEmail,
  };
}
