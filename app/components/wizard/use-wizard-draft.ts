import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DRAFT_FILE_FIELDS, restoreDraft } from '@domain/forms/draft';
import { clearDraft, loadDraft, saveDraft } from '~/state/draft-storage';
import type { WizardValues } from './wizard-screen';

/** The domain's draft with nothing in it: '' for each field, [] for one holding several values (the channels). */
const EMPTY_DRAFT: Record<string, unknown> = restoreDraft({});

const isManyValued = (name: string) => Array.isArray(EMPTY_DRAFT[name]);

/** What a field holds when nothing is in it. */
const emptyValueOf = (name: string) => (isManyValued(name) ? [] : '');

const isEmptyValue = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

/** The form's typed values (files are never kept: the customer chooses them again). */
function valuesOf(form: HTMLFormElement): WizardValues {
  const values: WizardValues = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value !== 'string' || name === 'intent' || (DRAFT_FILE_FIELDS as readonly string[]).includes(name))
      continue;
    if (isManyValued(name)) values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  return values;
}

/** The names of the fields that hold something other than what the page drew (the browser keeps typing done before React arrives). */
function namesTypedSinceDrawn(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const field of form.elements) {
    if (
      field instanceof HTMLTextAreaElement
        ? field.value !== field.defaultValue
        : field instanceof HTMLSelectElement
          ? isChoiceChanged(field)
          : isInputChanged(field)
    ) {
      names.add((field as HTMLInputElement).name);
    }
  }
  return names;
}

function isInputChanged(field: Element) {
  if (!(field instanceof HTMLInputElement) || field.type === 'file' || field.type === 'hidden') return false;
  return field.type === 'checkbox' || field.type === 'radio'
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;
}

/** The choice differs from the page's: the option it marked selected, else the first that can be chosen. */
function isChoiceChanged(select: HTMLSelectElement) {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const drawn = options.filter((option) => option.defaultSelected).at(-1) ?? options.find((option) => !option.disabled);
  return select.selectedOptions[0] !== drawn;
}

/**
 * The step being typed, kept encrypted under 'stat' (specification 3) on every change, when React
 * arrives after typing done before it, and when the page is hidden; poured back after a reload of
 * the same step, under what was typed before React arrived. Saved steps live on the server.
 */
export function useWizardDraft({
  path,
  step,
  hasErrors,
  areFieldsDrawn,
}: {
  path: string;
  step: number;
  hasErrors: boolean;
  areFieldsDrawn: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState<WizardValues | null>(null);

  useEffect(() => {
    // The fields must be React's first: poured into the server's fields as they hydrate, the values would not show.
    if (!areFieldsDrawn) return;
    const form = formRef.current;
    if (!form) return;
    // A form the server sent back with messages shows what was posted; the stored draft is older.
    // What was typed into it before React arrived is newer still.
    if (hasErrors) {
      if (namesTypedSinceDrawn(form).size) void saveDraft(draftOf(valuesOf(form), { path, step }));
      return;
    }
    let isCurrent = true;
    void loadDraft().then((draft) => {
      if (!isCurrent) return;
      // Typed before React arrived (or since): newer than the stored draft, which fills the other fields.
      const typed = namesTypedSinceDrawn(form);
      const values = valuesOf(form);
      const typedValues: WizardValues = Object.fromEntries(
        [...typed].map((name) => [name, values[name] ?? emptyValueOf(name)]),
      );
      const stored = draft && draft.path === path && draft.fields.step === step ? keptFields(draft.fields) : {};
      const storedUntyped = Object.fromEntries(Object.entries(stored).filter(([name]) => !typed.has(name)));
      if (typed.size) void saveDraft(draftOf({ ...values, ...storedUntyped }, { path, step }));
      // Pouring back draws the fields again: only when the stored draft has something to show.
      if (Object.keys(storedUntyped).length) setRestored({ ...storedUntyped, ...typedValues });
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

  const onChange = (event: FormEvent<HTMLFormElement>) =>
    void saveDraft(draftOf(valuesOf(event.currentTarget), { path, step }));
  return { formRef, restored, onChange };
}

/** The stored draft's values worth pouring back: not its step and terms, nor what it holds empty. */
function keptFields(fields: ReturnType<typeof restoreDraft>): WizardValues {
  const { step: _step, terms: _terms, ...kept } = fields;
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => !isEmptyValue(value))) as WizardValues;
}

function draftOf(values: WizardValues, { path, step }: { path: string; step: number }) {
  return {
    fields: restoreDraft({ ...values, step }),
    bvnRef: '',
    lockedFields: [],
    idempotencyKey: '',
    customerId: '',
    retainFields4: 'notRetain' as const,
    path,
  };
}

export { clearDraft };
