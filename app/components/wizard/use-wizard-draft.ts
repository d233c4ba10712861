import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DRAFT_FILE_FIELDS, restoreDraft } from '@domain/forms/draft';
import { clearDraft, loadDraft, saveDraft } from '~/state/draft-storage';
import type { WizardValues } from './wizard-screen';

/** The form's typed values (files are never kept: the customer chooses them again). */
function valuesOf(form: HTMLFormElement): WizardValues {
  const values: WizardValues = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value !== 'string' || name === 'intent' || (DRAFT_FILE_FIELDS as readonly string[]).includes(name)) continue;
    if (name === 'channels') values.channels = [...((values.channels as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  return values;
}

/** Whether a text field or a box holds something other than what the page drew (the browser keeps typing done before React arrives). */
function isTypedSinceDrawn(form: HTMLFormElement) {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (!(field instanceof HTMLInputElement) || field.type === 'file' || field.type === 'hidden') return false;
    return field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
  });
}

/**
 * The step being typed, kept encrypted under 'stat' (specification 3) on every change, when React
 * arrives after typing done before it, and when the page is hidden; poured back after a reload of
 * the same step. Saved steps live on the server.
 */
export function useWizardDraft({ path, step, hasErrors, areFieldsDrawn }: { path: string; step: number; hasErrors: boolean; areFieldsDrawn: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState<WizardValues | null>(null);

  useEffect(() => {
    // The fields must be React's first: poured into the server's fields as they hydrate, the values would not show.
    if (!areFieldsDrawn) return;
    const form = formRef.current;
    // What was typed before React arrived stays in the fields: it is the newest draft.
    if (form && isTypedSinceDrawn(form)) {
      void saveDraft(draftOf(valuesOf(form), { path, step }));
      return;
    }
    // A form the server sent back with messages shows what was posted; the draft would be older.
    if (hasErrors) return;
    let isCurrent = true;
    void loadDraft().then((draft) => {
      if (!isCurrent || !draft || draft.path !== path || draft.fields.step !== step) return;
      const { step: _step, terms: _terms, ...fields } = draft.fields;
      setRestored(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0))) as WizardValues);
    });
    return () => {
      isCurrent = false;
    };
  }, [path, step, hasErrors, areFieldsDrawn]);

  useEffect(() => {
    const save = () => {
      if (formRef.current) void saveDraft(draftOf(valuesOf(formRef.current), { path, step }));
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [path, step]);

  const onChange = (event: FormEvent<HTMLFormElement>) => void saveDraft(draftOf(valuesOf(event.currentTarget), { path, step }));
  return { formRef, restored, onChange };
}

function draftOf(values: WizardValues, { path, step }: { path: string; step: number }) {
  return { fields: restoreDraft({ ...values, step }), bvnRef: '', lockedFields: [], idempotencyKey: '', customerId: '', retainFields4: 'notRetain' as const, path };
}

export { clearDraft };
