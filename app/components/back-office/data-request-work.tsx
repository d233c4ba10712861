import { ERASURE_ITEMS, type ErasureItem } from '@domain/back-office/data-erasure';
import { DataCorrectionSchema, DataErasureSchema, type DataCorrection } from '@domain/forms/back-office-compliance';
import { NIGERIAN_STATES } from '@domain/geography';
import { lagosDateTime } from '@domain/lagos-time';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { dataSubjectTexts, erasureItemNames } from '@domain/messages/back-office/data-subject-work';
import { formatPhone } from '@domain/phone';
import type { HeldLine } from '@server/back-office/data-requests/held-data';
import { ApprovalStep } from '~/components/back-office/approval-step';
import { DetailList, ItemSection } from '~/components/back-office/customer-service-parts';
import { QueueTable, type Column } from '~/components/back-office/queue-controls';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/form-kit/form-fields';

const texts = dataSubjectTexts;
const heldTexts = texts.held;

const HELD_COLUMNS: Column<HeldLine & { id: string }>[] = [
  { label: heldTexts.columns.what, cell: (line) => heldTexts.kinds[line.kind] },
  { label: heldTexts.columns.count, cell: (line) => line.count.toLocaleString('en-NG') },
  {
    label: heldTexts.columns.erasable,
    cell: (line) =>
      [
        line.item ? heldTexts.erasableAs(erasureItemNames([line.item])) : '',
        line.note ? heldTexts.keptBecause[line.note] : '',
      ]
        .filter(Boolean)
        .join('. '),
  },
];

/**
 * An erasure request's work (issue 30 point 5): what the bank holds on the customer, what was
 * erased so far, and the items to erase, which a second compliance officer approves.
 */
export function ErasureSection({
  held,
  erasedItems,
  waitingFor,
  outcome,
}: {
  held: { lines: HeldLine[] } | null;
  erasedItems: ErasureItem[];
  waitingFor: { maker: string; items: ErasureItem[] } | null;
  outcome?: AreaOutcome;
}) {
  return (
    <>
      <ItemSection id="held-title" title={heldTexts.title}>
        <p className="mb-4 text-sm text-muted">{heldTexts.lead}</p>
        {held ? (
          <QueueTable
            caption={heldTexts.caption}
            columns={HELD_COLUMNS}
            rows={held.lines.map((line) => ({ ...line, id: line.kind }))}
          />
        ) : (
          <p className="text-muted">{heldTexts.unavailable}</p>
        )}
      </ItemSection>
      <ItemSection id="erase-title" title={complianceTexts.dataRequests.eraseTitle}>
        <p className="mb-4 text-sm text-muted">{complianceTexts.dataRequests.eraseLead}</p>
        <p className="mb-4">
          <span className="font-semibold">{texts.erased}: </span>
          {erasedItems.length > 0 ? erasureItemNames(erasedItems) : texts.nothingErased}
        </p>
        <ApprovalStep
          waitingFor={waitingFor?.maker ?? null}
          waitingMessage={(maker) => texts.eraseWaiting(maker, erasureItemNames(waitingFor?.items ?? []))}
          outcome={outcome?.intent === 'erase' ? outcome : null}
        >
          <AreaForm
            formId="erase"
            intent="erase"
            schema={DataErasureSchema}
            outcome={outcome}
            submitLabel={complianceTexts.dataRequests.erase}
          >
            {({ errors, values }) => (
              <>
                <fieldset className="flex flex-col gap-3">
                  <legend className="mb-1 font-semibold">{texts.itemsLegend}</legend>
                  <p className="text-sm text-muted">{texts.itemsHint}</p>
                  {ERASURE_ITEMS.map((item) => (
                    <CheckboxField
                      key={item}
                      formId="erase"
                      name={item}
                      label={texts.items[item]}
                      error={errors[item]}
                      defaultChecked={values[item] === 'on'}
                    />
                  ))}
                </fieldset>
                <TextAreaField
                  formId="erase"
                  name="note"
                  label={complianceTexts.dataRequests.eraseNoteLabel}
                  hint={complianceTexts.dataRequests.eraseNoteHint}
                  isOptional
                  error={errors.note}
                  defaultValue={values.note}
                  rows={3}
                />
              </>
            )}
          </AreaForm>
        </ApprovalStep>
      </ItemSection>
    </>
  );
}

const labels = texts.correction.labels;
type CorrectionName = keyof typeof labels;

/** The correction asked for, in words, as the checker and the history read it. */
function CorrectionValues({ values }: { values: DataCorrection }) {
  const shown = (Object.keys(labels) as CorrectionName[]).flatMap((name) => {
    const value = values[name];
    if (!value) return [];
    return [{ label: labels[name], value: name === 'phoneNo' ? formatPhone(value) : value }];
  });
  return <DetailList rows={shown} />;
}

/**
 * A rectification request's correction: name, e-mail, phone or address, applied in the core banking
 * and in our records once a second compliance officer approves it.
 */
export function CorrectionSection({
  values,
  correctedAt,
  waitingFor,
  outcome,
}: {
  values: DataCorrection | null;
  correctedAt: string | null;
  waitingFor: string | null;
  outcome?: AreaOutcome;
}) {
  const correction = texts.correction;
  return (
    <ItemSection id="correct-title" title={correction.title}>
      <p className="mb-4 text-sm text-muted">{correction.lead}</p>
      {values && (waitingFor !== null || correctedAt) ? (
        <div className="mb-4">
          <h3 className="mb-2 font-semibold">
            {correctedAt ? correction.applied(lagosDateTime(correctedAt)) : correction.proposed}
          </h3>
          <CorrectionValues values={values} />
        </div>
      ) : null}
      <ApprovalStep
        waitingFor={waitingFor}
        waitingMessage={correction.waiting}
        outcome={outcome?.intent === 'correct' ? outcome : null}
      >
        <AreaForm
          formId="correct"
          intent="correct"
          schema={DataCorrectionSchema}
          outcome={outcome}
          submitLabel={correction.submit}
        >
          {({ errors, values: posted }) => {
            const field = (name: Exclude<CorrectionName, 'stateOfResidence'>) => (
              <TextField
                formId="correct"
                name={name}
                label={labels[name]}
                isOptional
                error={errors[name]}
                defaultValue={posted[name]}
                type={name === 'email' ? 'email' : name === 'phoneNo' ? 'tel' : 'text'}
              />
            );
            return (
              <>
                <fieldset className="flex flex-col gap-4">
                  <legend className="mb-1 font-semibold">{correction.groups.name}</legend>
                  {field('firstname')}
                  {field('middlename')}
                  {field('lastname')}
                </fieldset>
                {field('email')}
                {field('phoneNo')}
                <fieldset className="flex flex-col gap-4">
                  <legend className="mb-1 font-semibold">{correction.groups.address}</legend>
                  {field('homeAddress')}
                  {field('city')}
                  <SelectField
                    formId="correct"
                    name="stateOfResidence"
                    label={labels.stateOfResidence}
                    isOptional
                    error={errors.stateOfResidence}
                    defaultValue={posted.stateOfResidence}
                    placeholder={correction.statePlaceholder}
                    options={NIGERIAN_STATES.map((state) => ({ value: state, label: state }))}
                  />
                </fieldset>
              </>
            );
          }}
        </AreaForm>
      </ApprovalStep>
    </ItemSection>
  );
}
