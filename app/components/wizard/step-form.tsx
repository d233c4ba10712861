import { Suspense, useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { Link } from '~/components/ui/link';
import { fieldMessage } from '@domain/forms/field-message';
import { wizardStepFields, type WizardStep } from '@domain/forms/wizard-fields';
import { isIdNumberOfType, isTitleOfOtherGender } from '@domain/lists';
import { messages } from '@domain/messages';
import { wizardTexts } from '@domain/messages/wizard';
import { ErrorSummary } from '~/components/form-kit/error-summary';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { useCheckedForm, type FieldErrors } from '~/components/form-kit/use-checked-form';
import { buttonClasses } from '~/components/ui/button-link';
import { deferredPart } from '~/page-delivery';
import { notify } from '~/lib/notify';
import type { WizardScreen } from './wizard-screen';
import { useWizardDraft } from './use-wizard-draft';
import { useDocumentUploads } from './use-document-uploads';
import { DocumentFields, MissingItems } from './document-fields';
import { StepFields, type StepFieldsProps } from './step-fields';
import type { StepSchema } from './wizard-rules';
import type { WizardSetup } from './wizard-setup';

const importRules = () => import('./wizard-rules');
const importListedStepFields = () => import('./listed-step-fields').then((module) => module.ListedStepFields);
/**
 * Steps 2 to 4 draw choice lists (titles, countries, states and their LGAs): the browser fetches
 * them on those steps, and while step 1 is being filled in, for the step that follows.
 */
const ListedStepFields = await deferredPart({ load: importListedStepFields });
const STEPS_WITH_LISTS: readonly WizardStep[] = [2, 3, 4];
const importRulesAndNextStepLists = () => {
  void importListedStepFields();
  return importRules();
};

/** The step's schema, fetched when the visitor turns to the form. */
const stepSchemaSource = (step: WizardStep, isCorporate: boolean) => () =>
  (step === 1 ? importRulesAndNextStepLists() : importRules()).then((rules) => rules.stepSchema(step, isCorporate));

type FieldRule = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };

/** The live check of one field as typed, by its rule in the step's schema: its message, or undefined when it passes. */
function fieldCheck(schema: StepSchema) {
  const shape: Record<string, FieldRule | undefined> = schema.shape;
  return (name: string, value: string) => {
    const result = shape[name]?.safeParse(value);
    return result && !result.success ? result.error?.issues[0]?.message : undefined;
  };
}

const texts = wizardTexts;
const LOCKED_FROM_RECORD = ['lastname', 'firstname', 'middlename'];

const PROBLEMS_ID = 'wizard-problems';

/**
 * The summary comes into view whole (below the sticky header), then the field takes focus: without
 * scrolling when it is in view already, else scrolled to as the browser does.
 */
function focusBelowSummary(field: HTMLElement | null) {
  document.getElementById(PROBLEMS_ID)?.scrollIntoView({ block: 'start' });
  if (!field) return;
  const { top, bottom } = field.getBoundingClientRect();
  field.focus({ preventScroll: top >= 0 && bottom <= window.innerHeight });
}

/** idNO's length depends on the ID type chosen beside it (section 5). */
function idNumberProblem(form: HTMLFormElement | null, idNO: string) {
  const idType = form ? String(new FormData(form).get('idType') ?? '') : '';
  return idType && idType !== 'empty' && !isIdNumberOfType(idType, idNO) ? fieldMessage('idNO') : undefined;
}

type StepScreen = Extract<WizardScreen, { kind: 'step' }>;

/** One step of the wizard; a round of step 5's documents that the API refused is drawn as the page would answer it. */
export function StepForm({ screen, setup }: { screen: StepScreen; setup: WizardSetup }) {
  const [refused, setRefused] = useState<{ round: number; screen: StepScreen }>();
  const onRefused = useCallback(
    (round: StepScreen) => setRefused((current) => ({ round: (current?.round ?? 0) + 1, screen: round })),
    [],
  );
  return (
    <StepFormBody key={refused?.round ?? 0} screen={refused?.screen ?? screen} setup={setup} onRefused={onRefused} />
  );
}

/** One step of the wizard: its fields, messages, draft and buttons (Enter moves on). */
function StepFormBody({
  screen,
  setup,
  onRefused,
}: {
  screen: StepScreen;
  setup: WizardSetup;
  onRefused: (round: StepScreen) => void;
}) {
  const step = screen.step as WizardStep;
  const navigation = useNavigation();
  // Step 5's documents (section 4: COMPLETE REGISTRATION waits for signature, utility bill, ID scan and terms).
  const uploads = useDocumentUploads({
    screen,
    isCorporate: setup.isCorporate,
    actionPath: setup.actionPath,
    onRefused,
  });
  const isPending = navigation.state !== 'idle' || uploads.isSending;
  // The terms checkbox is drawn apart, with its link and notice.
  const fields = [
    ...(step === 1 && setup.isCorporate ? ['businessName', 'cacNumber'] : []),
    ...wizardStepFields(step, setup.isCorporate).filter((field) => field !== 'terms'),
  ];
  // Section 4: a field's message goes when its value changes (the summary's line and its notice too);
  // the message that names no field goes at the first change.
  const sentErrors = useMemo(() => {
    const { form: _form, ...fields } = screen.errors;
    return Object.keys(fields).length > 0 ? fields : undefined;
  }, [screen.errors]);
  const firstError = sentErrors && Object.keys(sentErrors)[0];
  const hasErrors = Boolean(sentErrors || screen.errors.form);
  const [hasChanged, setChanged] = useState(false);
  const formError = hasChanged ? undefined : screen.errors.form;
  const noticeId = useId();
  // On steps 2 to 4 the fields hydrate when their lists arrive: the draft waits for them.
  const [areFieldsDrawn, setFieldsDrawn] = useState(false);
  const markFieldsDrawn = useCallback(() => setFieldsDrawn(true), []);
  const draft = useWizardDraft({ path: setup.pagePath, step, hasErrors, areFieldsDrawn });
  const values = { ...screen.values, ...(draft.restored ?? {}) };
  // The LGA's options follow the state chosen, else the one sent or restored (so a restored LGA finds its option).
  const [chosenStateOfOrigin, setStateOfOrigin] = useState<string>();
  const stateOfOrigin = chosenStateOfOrigin ?? String(values.stateOfOrigin ?? '');
  const [lgaKey, setLgaKey] = useState(0);
  // Section 4: validity shows continuously in steps 3 and 4, after a first attempt in steps 1 and 2.
  const [wasRefusedHere, setRefusedHere] = useState(false);
  const isLive = step === 3 || step === 4 || hasErrors || wasRefusedHere;
  // The rules come when the visitor turns to the form, or at once to judge fields sent back with mistakes.
  const rules = useMemo(() => stepSchemaSource(step, setup.isCorporate), [step, setup.isCorporate]);
  const { errors, summary, schema, formProps } = useCheckedForm({
    formId: 'wizard',
    schema: rules,
    serverErrors: sentErrors,
    isNeededNow: isLive,
    onProblems: (problems: FieldErrors) => {
      setRefusedHere(true);
      const [first] = Object.keys(problems);
      // Section 5: the first failing field's message as a notice; the field is marked and takes focus.
      notify.error(problems[first], { id: noticeId });
      focusBelowSummary(document.getElementById(`wizard-${first}`));
    },
  });
  // The notice belongs to this screen: it leaves with it.
  useEffect(() => () => notify.dismiss(noticeId), [noticeId]);
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name) {
      setChanged(true);
      if (name === Object.keys(errors)[0]) notify.dismiss(noticeId);
    }
    formProps.onChange(event);
    draft.onChange(event);
  };
  const check = schema ? fieldCheck(schema) : undefined;
  const fieldsKey = draft.restored ? 'restored' : 'sent';
  const fieldsProps: StepFieldsProps = {
    fields,
    values,
    errors,
    firstError,
    lockedFields: step === 2 ? [...LOCKED_FROM_RECORD, ...(screen.values.gender ? ['gender'] : [])] : [],
    kindContext: { productOptions: setup.productOptions, branchOptions: setup.branchOptions, stateOfOrigin },
    lgaKey,
    check: (name, typed) =>
      check?.(name, typed) ?? (name === 'idNO' ? idNumberProblem(draft.formRef.current, typed) : undefined),
    isLive,
    onStateOfOrigin: (chosen) => {
      // A new state of origin resets the LGA: one of its own must be picked.
      setStateOfOrigin(chosen);
      setLgaKey((key) => key + 1);
    },
    onDrawn: markFieldsDrawn,
  };

  return (
    <Form
      {...formProps}
      ref={draft.formRef}
      method="post"
      action={setup.actionPath}
      encType={step === 5 ? 'multipart/form-data' : undefined}
      onChange={onFormChange}
      // Step 5's files are checked as each is chosen, and its button waits for them all.
      onSubmit={step === 5 ? uploads.send : formProps.onSubmit}
      className="flex flex-col gap-5"
      aria-labelledby="wizard-step-heading"
    >
      {/* Scrolled to below the header and the notice (on a phone the notice spans the top). */}
      <div id={PROBLEMS_ID} className="scroll-mt-40 sm:scroll-mt-28">
        <ErrorSummary title={texts.errorSummary} errors={summary} />
        {formError ? (
          <p role="alert" className="rounded-card border-2 border-error bg-error-bg p-4 font-medium text-error">
            {formError}
          </p>
        ) : null}
      </div>
      <h2 id="wizard-step-heading" className="text-2xl font-bold">
        {texts.headings[setup.isCorporate ? 'corporate' : 'personal'][step - 1]}
      </h2>
      {step === 2 ? <p className="text-muted">{texts.bioData.intro}</p> : null}
      {step === 4 ? <p className="text-muted">{texts.nextOfKin.intro}</p> : null}
      {step === 2 && screen.emailVerified ? (
        <p role="status" className="rounded-card bg-success-bg p-3 font-semibold text-success">
          {texts.bioData.emailVerified}
        </p>
      ) : null}
      {step === 1 ? <p className="text-sm text-muted">{messages.forms.hints.bvn}</p> : null}
      {draft.restored ? (
        <p role="status" className="rounded-card bg-info-bg p-3 text-sm">
          {texts.draftRestored}
        </p>
      ) : null}
      <input type="hidden" name="step" value={step} />
      {step > 1 ? <input type="hidden" name="acctType" value={String(screen.values.acctType ?? '')} /> : null}
      {STEPS_WITH_LISTS.includes(step) ? (
        <Suspense>
          <ListedStepFields key={fieldsKey} {...fieldsProps} />
        </Suspense>
      ) : step === 5 ? (
        <DocumentFields uploads={uploads} firstError={firstError} onDrawn={markFieldsDrawn} />
      ) : (
        <StepFields key={fieldsKey} {...fieldsProps} />
      )}
      {step === 2 && screen.errors.title && isTitleOfOtherGender(screen.values.title, screen.values.gender) ? (
        <label className="flex min-h-11 items-center gap-3 rounded-card bg-warning-bg p-3">
          <input type="checkbox" name="keepTitle" value="true" className="size-5" />
          <span>{texts.errors.keepTitle(String(screen.values.title))}</span>
        </label>
      ) : null}
      {step === 5 ? (
        <div className="flex flex-col gap-2">
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name="terms"
              value="true"
              defaultChecked={uploads.terms}
              onChange={(event) => uploads.setTerms(event.target.checked)}
              className="mt-1 size-5"
              aria-describedby={errors.terms ? 'wizard-terms-message wizard-terms-notice' : 'wizard-terms-notice'}
              id="wizard-terms"
            />
            <span>
              {/* Specification 2.5 writes /terms-of-service, the privacy policy's page; the label names these (decision 072). */}
              <Link to="/terms-and-conditions" className="font-semibold text-primary-700 underline">
                {texts.documents.terms}
              </Link>
              <span className="ml-0.5 text-magenta" aria-hidden="true">
                *
              </span>
            </span>
          </label>
          {errors.terms ? (
            <p id="wizard-terms-message" className="text-xs font-medium text-error">
              {errors.terms}
            </p>
          ) : null}
          <p id="wizard-terms-notice" className="text-sm text-muted">
            {texts.documents.accuracyNotice}
          </p>
        </div>
      ) : null}
      {step === 1 ? <p className="text-sm font-medium">{texts.basicInfo.alterStepOne}</p> : null}
      {/* The main button comes first in the form, so that Enter moves on (implicit submission takes the first). */}
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
        <SubmitButton
          name="intent"
          value={step === 1 ? 'begin' : 'save'}
          isReady={step !== 5 || uploads.isReady}
          isEnabledOnlyWhenReady={step === 5}
          isPending={isPending}
          pendingLabel={messages.errors.loading}
        >
          {step === 1 ? texts.basicInfo.beginRegistration : step === 5 ? texts.documents.submit : texts.continue}
        </SubmitButton>
        {step > 2 ? (
          <button type="submit" name="intent" value="previous" formNoValidate className={buttonClasses('outline')}>
            {texts.previous}
          </button>
        ) : null}
      </div>
      {step === 5 ? <MissingItems id="wizard-missing" items={uploads.missing} /> : null}
    </Form>
  );
}
