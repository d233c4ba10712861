import { useState } from 'react';
import { messages } from '@domain/messages';
import { serverErrorText } from '@domain/server-error-text';
import { postToAction } from '~/components/form-kit/post-to-action';
import { notify } from '~/lib/notify';
import type { InstantAccountReply } from '~/routes/instant-account.server';
import { customerStore } from '~/state/customer-state';
import { saveDraft } from '~/state/draft-storage';
import type { StoredDraft } from '~/state/stored-draft';

const importEmailRule = () => import('./instant-account-rules').then((rules) => rules.emailRule);

/** A refused request is told, and the form returns to idle once its error is shown (specification 4). */
export function tellRejection(action: 'instantAccount' | 'utilizeDiffConfirmationEmail', message: string) {
  customerStore.dispatch({ type: 'requestRejected', action, error: message });
  notify.error(message);
  customerStore.dispatch({ type: 'statusReset' });
}

type FollowUpIntent = 'resendEmail' | 'utilizeDiffConfirmationEmail';

/** Posts a follow-up to the page's action, with the fields its form sends without JavaScript. */
async function postFollowUp(path: string, intent: FollowUpIntent, fields: Record<string, string>) {
  const body = new FormData();
  body.append('intent', intent);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const { status, data: reply } = await postToAction<InstantAccountReply>({ path, body });
  return { reply, problem: problemOf(status, reply) };
}

/** The message of a refused follow-up, as the page shows it without JavaScript; undefined when it went. */
function problemOf(status: number, reply: InstantAccountReply | undefined): string | undefined {
  if (reply?.kind === 'notice') return reply.tone === 'error' ? reply.message : undefined;
  if (reply?.kind === 'emailCode') return reply.error;
  if (reply?.kind === 'result') return undefined;
  return serverErrorText(undefined, { reachedServer: status !== 0 });
}

/**
 * The result's follow-ups once JavaScript runs: the verification e-mail again, and the
 * confirmation sent to a different e-mail (specification 4, the retainFields4 path), first without
 * a code (one goes by SMS to the phone on the BVN record), then with it. Each posts to the page's
 * route action, the one that answers the same forms without JavaScript (decision 080).
 */
export function useEmailFollowUps({
  actionPath,
  customerId,
  draftWithEmail,
  restoreForm,
  confirmEmail,
}: {
  /** The page's address, whose action answers the follow-ups. */
  actionPath: string;
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
    const { reply, problem } = await postFollowUp(actionPath, 'utilizeDiffConfirmationEmail', {
      customerId: draft.customerId,
      email,
    });
    void saveDraft({ ...draft, retainFields4: 'notRetain' });
    customerStore.dispatch({ type: 'statusReset' });
    if (problem !== undefined) {
      setDifferentEmailError(problem);
      tellRejection('utilizeDiffConfirmationEmail', problem);
      return;
    }
    setDifferentEmailError(undefined);
    if (reply?.kind === 'emailCode') setEmailChange({ email, maskedPhone: reply.maskedPhone });
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
    const { reply, problem } = await postFollowUp(actionPath, 'utilizeDiffConfirmationEmail', {
      customerId: customerId(),
      email: emailChange.email,
      otp,
      maskedPhone: emailChange.maskedPhone,
    });
    if (problem !== undefined) {
      setDifferentEmailError(problem);
      notify.error(problem);
      return;
    }
    if (reply?.kind !== 'result') return;
    setDifferentEmailError(undefined);
    setEmailChange(undefined);
    confirmEmail(emailChange.email);
    customerStore.dispatch({ type: 'requestSucceeded', action: 'utilizeDiffConfirmationEmail', result: reply.result });
  }

  /** Sends the verification e-mail again; true when it went. */
  async function resendEmail(): Promise<boolean> {
    const { problem } = await postFollowUp(actionPath, 'resendEmail', { customerId: customerId() });
    if (problem === undefined) notify.success(messages.accountScreens.result.resent);
    else notify.error(problem);
    return problem === undefined;
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
