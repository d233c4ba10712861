import { useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import { isApiErrorBody } from '@domain/account-result';
import { WIZARD_MAX_FILE_BYTES } from '@domain/constants';
import { fieldLabel } from '@domain/forms/field-message';
import { checkFile } from '@domain/forms/file-check';
import {
  WIZARD_FILE_FIELDS,
  isRequiredWizardField,
  wizardStepFields,
  type WizardFileField,
} from '@domain/forms/wizard-fields';
import { wizardTexts } from '@domain/messages/wizard';
import { serverErrorText } from '@domain/server-error-text';
import { sendRequest } from '~/components/form-kit/send-request';
import { uploadProgress } from '~/components/form-kit/upload-progress';
import { notify } from '~/lib/notify';
import type { WizardScreen } from './wizard-screen';

type StepScreen = Extract<WizardScreen, { kind: 'step' }>;
type Files = Partial<Record<WizardFileField, File>>;

/** The string fields of the form (the step, the terms...), without the files and the pressed button. */
function textEntriesOf(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/**
 * Step 5's documents in the browser (docs/decisions/046): each chosen file is checked at once (type
 * and 1 MB, as the server will), what COMPLETE REGISTRATION still waits for is listed, and the
 * files go with XMLHttpRequest to the step's API address so that each shows its upload's progress.
 * A round the server refuses comes back as a screen: its messages, the terms as ticked, and the
 * files that passed counted as uploaded (the server keeps them). Without JavaScript the form posts
 * to the page, which answers the same screen.
 */
export function useDocumentUploads({
  screen,
  isCorporate,
  actionPath,
  onRefused,
}: {
  screen: StepScreen;
  isCorporate: boolean;
  actionPath: string;
  onRefused: (round: StepScreen) => void;
}) {
  const fields = wizardStepFields(5, isCorporate).filter((field): field is WizardFileField =>
    (WIZARD_FILE_FIELDS as readonly string[]).includes(field),
  );
  const uploaded = screen.documents?.uploaded ?? [];
  const [files, setFiles] = useState<Files>({});
  const [problems, setProblems] = useState<Partial<Record<WizardFileField, string>>>({});
  // The server's message of a field stands until the customer chooses again.
  const [chosenFields, setChosenFields] = useState<ReadonlySet<WizardFileField>>(new Set());
  const [terms, setTerms] = useState(screen.values.terms === 'true');
  const [progress, setProgress] = useState<Partial<Record<WizardFileField, number>>>({});
  const [isSending, setSending] = useState(false);
  const submit = useSubmit();

  // A file that fails its check must be chosen again, even where an earlier one is kept.
  const isPresent = (field: WizardFileField) =>
    !problems[field] && (files[field] !== undefined || uploaded.includes(field));
  const missing = [
    ...fields.filter((field) => isRequiredWizardField(field) && !isPresent(field)).map(fieldLabel),
    ...(terms ? [] : [wizardTexts.documents.acceptTerms]),
  ];

  function setFile(field: WizardFileField, file: File | undefined) {
    setFiles((current) => ({ ...current, [field]: file }));
    setChosenFields((current) => new Set([...current, field]));
    const problem = checkFile(file, { field, maxBytes: WIZARD_MAX_FILE_BYTES, required: false });
    setProblems(({ [field]: _cleared, ...rest }) => (problem ? { ...rest, [field]: problem } : rest));
    // One notice per field and message: a second bad file with another fault says so while the first notice still shows.
    if (problem) notify.error(problem, { id: `wizard-${field}-${problem}` });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    const customerId = screen.documents?.customerId;
    // Without the record's address the form posts to the page, as it does without JavaScript.
    if (!customerId) return;
    event.preventDefault();
    if (missing.length > 0 || isSending) return;
    const texts = textEntriesOf(event.currentTarget);
    const sent = fields.filter((field) => files[field]);
    const body = new FormData();
    for (const [name, value] of texts) body.append(name, value);
    // Files last, in the form's order, so that the progress maps onto them.
    for (const field of sent) body.append(field, files[field]!, files[field]!.name);
    setSending(true);
    setProgress(uploadProgress(sent, files, 0, 1));
    const outcome = await sendRequest({
      method: 'PATCH',
      url: `/api/v1/customers/self/${encodeURIComponent(customerId)}`,
      body,
      onUploadProgress: (loaded, total) => setProgress(uploadProgress(sent, files, loaded, total)),
    });
    setSending(false);
    setProgress({});
    if (outcome.status >= 200 && outcome.status < 300) {
      // The registration is complete: the page's own submission answers its result (a repeat answers as the first).
      const completion = new FormData();
      for (const [name, value] of [...texts, ['intent', 'save']]) completion.append(name, value);
      await submit(completion, { method: 'post', action: actionPath, encType: 'multipart/form-data' });
      return;
    }
    const error = isApiErrorBody(outcome.body) ? outcome.body.error : undefined;
    const failures =
      error?.fields && Object.keys(error.fields).length > 0
        ? error.fields
        : { form: serverErrorText(error?.message, { reachedServer: outcome.status !== 0 }) };
    const keptNow = outcome.status === 422 ? sent.filter((field) => !failures[field]) : [];
    onRefused({
      ...screen,
      values: { ...screen.values, terms: terms ? 'true' : '' },
      errors: failures,
      documents: { customerId, uploaded: [...new Set([...uploaded, ...keptNow])] },
    });
  }

  return {
    fields,
    uploaded,
    files,
    progress,
    missing,
    isSending,
    isReady: missing.length === 0 && !isSending,
    errorOf: (field: WizardFileField) => (chosenFields.has(field) ? problems[field] : screen.errors[field]),
    isUploaded: (field: WizardFileField) => uploaded.includes(field),
    setFile,
    setTerms,
    terms,
    send,
  };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
