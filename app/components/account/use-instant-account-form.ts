import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { restoreDraft } from '@domain/forms/draft';
import { QUICK_STEP } from '@domain/constants';
import { messages } from '@domain/messages';
import { useCheckedForm, type FieldErrors, type ProblemSource } from '~/components/form-kit/use-checked-form';
import { notify } from '~/lib/notify';
import { customerStore, useCustomerState } from '~/state/customer-state';
import { clearDraft, loadDraft, saveDraft } from '~/state/draft-storage';
import type { StoredDraft } from '~/state/stored-draft';
import { postToAction } from '~/components/form-kit/post-to-action';
import type { InstantAccountReply } from '~/routes/instant-account.server';
import type { InstantFormEcho, InstantFormSetup } from './instant-account-setup';
import {
  EMPTY_VALUES,
  SCREEN_ORDER,
  TEXT_FIELDS,
  applicationFormData,
  fileFieldProblem,
  fileProgress,
  isEveryRequiredFieldFilled,
  lockedFieldsOf,
  phoneForField,
  valuesFromRecord,
  type FileField,
  type Files,
  type TextField,
  type TextValues,
} from './instant-account-values';
import { submissionOutcome } from './submission-outcome';
import { tellRejection, useEmailFollowUps } from './use-email-follow-ups';

const FORM_ID = 'instant-account-form';
const LOADING_NOTICE_ID = 'instant-account-loading';

const importRules = () => import('./instant-account-rules').then((rules) => rules.instantApplicationRules);

function initialValues(setup: InstantFormSetup): TextValues {
  return {
    ...EMPTY_VALUES,
    accountProduct: setup.preselectedProduct,
    ...setup.linkValues,
    ...(setup.bvnRecord ? valuesFromRecord(setup.bvnRecord) : {}),
  };
}

/**
 * The first problem's field takes focus (its id is its name); a problem found in the browser is
 * also told as a notice (a refusal of the server is told by `tellRejection`).
 */
function showProblems(errors: FieldErrors, source: ProblemSource) {
  const first = source === 'browser' ? SCREEN_ORDER.find((field) => errors[field]) : Object.keys(errors)[0];
  if (!first) return;
  const element = document.getElementById(first);
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
  if (source === 'browser') notify.error(errors[first]!);
}

/** Fills the form's empty, unlocked fields from the draft: what the customer typed before leaving. */
function mergeDraft(values: TextValues, locked: readonly string[], draft: StoredDraft): TextValues {
  const merged = { ...values };
  for (const field of TEXT_FIELDS) {
    const saved = draft.fields[field];
    if (!locked.includes(field) && !merged[field] && saved)
      merged[field] = field === 'phoneNo' ? phoneForField(saved) : saved;
  }
  return merged;
}

/**
 * The instant account form's state and behaviour once JavaScript runs: live rules, the draft in
 * the browser, the BVN notices, the submission to the route action with upload progress, and the
 * result's follow-ups. Without JavaScript the same form posts to the same action, and `echo`
 * brings it back.
 */
export function useInstantAccountForm(setup: InstantFormSetup, echo: InstantFormEcho | undefined) {
  const customer = useCustomerState();
  const [values, setValues] = useState<TextValues>(() => echo?.values ?? initialValues(setup));
  const [terms, setTerms] = useState(echo?.terms ?? false);
  const [files, setFiles] = useState<Files>({});
  const [locked, setLocked] = useState<string[]>(
    () => echo?.lockedFields ?? (setup.bvnRecord ? lockedFieldsOf(setup.bvnRecord) : []),
  );
  const [bvnRef, setBvnRef] = useState(echo?.bvnRef ?? setup.bvnRef);
  const [idempotencyKey, setIdempotencyKey] = useState(echo?.idempotencyKey ?? setup.idempotencyKey);
  // The server's messages for the fields: the echo of a post without JavaScript, then each refusal.
  const [serverErrors, setServerErrors] = useState<FieldErrors | undefined>(echo?.errors);
  const [formError, setFormError] = useState(echo?.formError ?? '');
  const [focused, setFocused] = useState<string>();
  const [progress, setProgress] = useState<Partial<Record<FileField, number>>>({});
  const [draftLoaded, setDraftLoaded] = useState(false);
  const customerId = useRef('');
  const isClosing = useRef(false);

  const envelope = { acctType: setup.acctType, cbBy: setup.cbBy };
  const isUnlocked = bvnRef !== '';
  const isPending = customer.status === 'loading';
  const isReady =
    isUnlocked && customer.status === 'idle' && isEveryRequiredFieldFilled(values, files, terms, setup.acctType);

  const draftOf = useCallback(
    (overrides: Partial<StoredDraft> = {}, fieldOverrides: Partial<TextValues> = {}): Omit<StoredDraft, 'savedAt'> => {
      const fields = { ...values, ...fieldOverrides };
      return {
        fields: restoreDraft({ ...fields, acctType: setup.acctType, cbBy: setup.cbBy, terms, step: QUICK_STEP }),
        bvnRef,
        lockedFields: locked,
        idempotencyKey,
        customerId: customerId.current,
        retainFields4: customerStore.getState().retainFields4,
        path: setup.actionPath,
        ...overrides,
      };
    },
    [values, terms, bvnRef, locked, idempotencyKey, setup.acctType, setup.cbBy, setup.actionPath],
  );

  const followUps = useEmailFollowUps({
    actionPath: setup.actionPath,
    customerId: () => customer.customer?._id ?? customerId.current,
    draftWithEmail: (email) => draftOf({ retainFields4: 'UtilizeDiffConfirmEmail' }, { email }),
    restoreForm: (draft) => {
      const restored = mergeDraft(EMPTY_VALUES, [], draft);
      setValues(restored);
      setLocked(draft.lockedFields);
      setBvnRef(draft.bvnRef);
      return restored.email;
    },
    confirmEmail: (email) => setValues((current) => ({ ...current, email })),
  });

  // The play parameters of the route are application state (specification 2.1).
  useEffect(() => {
    customerStore.dispatch({
      type: 'playParamsSet',
      playType: setup.playType,
      playPurpose: setup.playPurpose,
      sake: setup.sake,
    });
  }, [setup.playType, setup.playPurpose, setup.sake]);

  // A result belongs to the visit that produced it.
  useEffect(() => () => customerStore.dispatch({ type: 'resultCleared' }), []);

  // BVN data and identity numbers never stay in the address bar or the history.
  useEffect(() => {
    if (setup.hasQueryToRemove) window.history.replaceState(window.history.state, '', setup.actionPath);
  }, [setup.hasQueryToRemove, setup.actionPath]);

  useEffect(() => {
    if (setup.bvnNotice === 'fetched') notify.success(messages.account.bvnPage.dataFetched, { id: 'bvn-fetched' });
  }, [setup.bvnNotice]);

  // Restores the draft once, after the first render (the draft is encrypted, so this is async).
  useEffect(() => {
    let isCurrent = true;
    void loadDraft().then((draft) => {
      if (!isCurrent) return;
      setDraftLoaded(true);
      // The problem is told unless the draft still holds a valid validation (a reload after the consent).
      if (setup.bvnNotice === 'problem' && !draft?.bvnRef) notify.error(setup.bvnProblem, { id: 'bvn-problem' });
      // The address decides what the form starts with: another page's draft stays out (issue 13.9).
      if (!draft || echo || draft.path.toLowerCase() !== setup.actionPath.toLowerCase()) return;
      const isOpened = draft.customerId !== '' && draft.retainFields4 !== 'UtilizeDiffConfirmEmail';
      if (isOpened) {
        // The application this draft was for is open: a new visit starts a new application.
        clearDraft();
        return;
      }
      customerId.current = draft.customerId;
      if (setup.bvnRecord) {
        setValues((current) => mergeDraft(current, lockedFieldsOf(setup.bvnRecord!), draft));
        if (draft.bvnRef === setup.bvnRef && draft.idempotencyKey) setIdempotencyKey(draft.idempotencyKey);
        return;
      }
      setValues((current) => mergeDraft(current, [], draft));
      setTerms(draft.fields.terms);
      if (draft.bvnRef) {
        setBvnRef(draft.bvnRef);
        setLocked(draft.lockedFields);
        if (draft.idempotencyKey) setIdempotencyKey(draft.idempotencyKey);
      }
      if (draft.retainFields4 === 'UtilizeDiffConfirmEmail' && draft.customerId)
        void followUps.resumeDifferentEmail(draft);
    });
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per page: later changes of the setup come with a new page
  }, []);

  // Every change is saved at once, and again as the page goes away: a reload loses nothing.
  useEffect(() => {
    if (!draftLoaded || customer.payloadData || isClosing.current) return;
    void saveDraft(draftOf());
    const onPageHide = () => void saveDraft(draftOf());
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [draftLoaded, draftOf, customer.payloadData]);

  /** Sends the checked application to the route action, with the upload's progress, and reads its answer. */
  async function sendApplication(body: FormData) {
    setFormError('');
    notify.dismiss();
    customerStore.dispatch({ type: 'requestStarted', action: 'instantAccount' });
    notify.info(messages.errors.loading, { id: LOADING_NOTICE_ID, autoClose: false });
    const { status, data: reply } = await postToAction<InstantAccountReply>({
      path: setup.actionPath,
      body,
      onUploadProgress: (loaded, total) => setProgress(fileProgress(files, loaded, total)),
    });
    notify.dismiss(LOADING_NOTICE_ID);
    setProgress({});
    const outcome = submissionOutcome(status, reply);
    if (!outcome.ok) {
      setFormError(outcome.message);
      if (outcome.isProofLost) {
        // The validation is spent or lapsed: the form locks again until the BVN is validated anew.
        setBvnRef('');
        setLocked([]);
      } else if (Object.keys(outcome.errors).length > 0) setServerErrors(outcome.errors);
      tellRejection('instantAccount', outcome.message);
      return;
    }
    const { result } = outcome;
    customerId.current = result.customer._id;
    customerStore.dispatch({ type: 'requestSucceeded', action: 'instantAccount', result });
    void saveDraft(draftOf({ customerId: result.customer._id }));
  }

  // Filled in from a BVN record, a link or a refused post, the form's fields are judged at once.
  const checked = useCheckedForm({
    formId: FORM_ID,
    schema: importRules,
    serverErrors,
    isNeededNow: Boolean(echo || setup.bvnRecord || Object.keys(setup.linkValues).length > 0),
    onProblems: (problems, source) => {
      if (source === 'browser') setFormError('');
      showProblems(problems, source);
    },
    // The files the form holds (a photo shrunk first), not its file inputs'; the locked fields are named in it.
    bodyOf: () => applicationFormData({ values, files, terms, locked, envelope, bvnRef, idempotencyKey }),
    send: sendApplication,
  });
  // The fields report their changes through the setters below, not the form's change events.
  const { onChange: _changeEvents, onSubmit: checkAndSend, ...formProps } = checked.formProps;

  function setValue(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    checked.setFieldError(field, undefined);
    // A changed value may answer the refusal (specification 4: error text clears on any change).
    setFormError('');
  }

  function setFile(field: FileField, file: File | undefined) {
    setFiles((current) => ({ ...current, [field]: file }));
    const problem = file ? fileFieldProblem(field, file) : undefined;
    checked.setFieldError(field, problem);
    if (problem) notify.error(problem);
  }

  function setTermsValue(value: boolean) {
    setTerms(value);
    checked.setFieldError('terms', undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // While another request of the page runs, or before the BVN is validated, nothing is sent.
    if (isPending || !isUnlocked) {
      event.preventDefault();
      if (!isPending) {
        setFormError(messages.accountScreens.form.lockedForm);
        notify.error(messages.accountScreens.form.lockedForm);
      }
      return;
    }
    checkAndSend(event);
  }

  /** Closing the result clears the draft and the result (specification 2.9). */
  function closeResult() {
    isClosing.current = true;
    clearDraft();
    customerStore.dispatch({ type: 'resultCleared' });
  }

  return {
    /** The fields' rules, once fetched: until then nothing is judged while typing. */
    rules: checked.schema,
    /** The form's props: its id, the rules' fetching on first use, the checked submission. */
    formProps: { ...formProps, onSubmit },
    values,
    terms,
    files,
    locked,
    bvnRef,
    idempotencyKey,
    errors: checked.errors,
    formError,
    focused,
    progress,
    isUnlocked,
    isPending,
    isReady,
    result:
      customer.payloadData && customer.customer
        ? {
            status: 'success' as const,
            customer: customer.customer,
            payloadData: customer.payloadData,
            ...(customer.submittedEmail ? { submittedEmail: customer.submittedEmail } : {}),
          }
        : undefined,
    differentEmailError: followUps.differentEmailError,
    emailChange: followUps.emailChange,
    setValue,
    setFile,
    setTerms: setTermsValue,
    setFocused,
    saveDraftNow: () => saveDraft(draftOf()),
    submitDifferentEmail: followUps.submitDifferentEmail,
    confirmDifferentEmail: followUps.confirmDifferentEmail,
    resendEmail: followUps.resendEmail,
    closeResult,
  };
}

export type InstantAccountForm = ReturnType<typeof useInstantAccountForm>;
