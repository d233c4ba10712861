import type { Route } from './+types/account-profile';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { SelectField, TextField } from '~/components/form-kit/form-fields';
import { privatePageMeta } from '~/lib/meta';
import { AddressSchema, CONTACT_FIELDS, ContactChangeSchema, type ContactField } from '@domain/forms';
import { NIGERIAN_STATES } from '@domain/geography';
import { LoginCodeSchema } from '@domain/login';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { formatPhone } from '@domain/phone';
import { actOnAccountProfile, loadAccountProfile } from './account-profile.server';

const texts = customerAreaTexts.contact;
const LABELS: Record<ContactField, { current: string; next: string; type: 'email' | 'tel'; autoComplete: string }> = {
  email: { current: texts.emailLabel, next: texts.newEmailLabel, type: 'email', autoComplete: 'email' },
  phoneNo: { current: texts.phoneLabel, next: texts.newPhoneLabel, type: 'tel', autoComplete: 'tel' },
};

export function meta() {
  return privatePageMeta(texts.title);
}

/** A phone as the area writes it everywhere: '+234 803 123 4567' (docs/decisions/057). */
const display = (field: ContactField, value: string) => (field === 'phoneNo' ? formatPhone(value) : value);

function ContactDetail({ field, current, outcome }: { field: ContactField; current: string; outcome?: AreaOutcome }) {
  const startIntent = `${field}-start`;
  const confirmIntent = `${field}-confirm`;
  const started = outcome?.intent === startIntent && outcome.status === 'success' ? outcome : undefined;
  const isConfirming = Boolean(started) || (outcome?.intent === confirmIntent && outcome.status !== 'success');
  const labels = LABELS[field];
  return (
    <div className="rounded-card border border-border p-5">
      <dl>
        <dt className="text-sm text-muted">{labels.current}</dt>
        <dd className="mt-1 text-lg font-semibold break-all">{display(field, current)}</dd>
      </dl>
      <div role="status">
        {outcome?.intent === confirmIntent && outcome.status === 'success' ? (
          <Alert tone="success" className="mt-3">
            {outcome.message}
          </Alert>
        ) : null}
      </div>
      {isConfirming ? (
        <>
          {started ? (
            <Alert tone="info" className="mt-3">
              {started.message}
            </Alert>
          ) : null}
          <AreaForm
            formId={`${field}-confirm`}
            intent={confirmIntent}
            schema={LoginCodeSchema}
            outcome={outcome}
            submitLabel={texts.confirm}
            className="mt-3"
          >
            {({ errors }) => (
              <TextField
                formId={`${field}-confirm`}
                name="otp"
                label={customerAreaTexts.signIn.codeLabel}
                error={errors.otp}
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            )}
          </AreaForm>
        </>
      ) : (
        <details className="mt-3" open={outcome?.intent === startIntent}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-700">
            {texts.change}
            <span className="sr-only">&nbsp;{labels.current}</span>
          </summary>
          <AreaForm
            formId={startIntent}
            intent={startIntent}
            schema={ContactChangeSchema}
            outcome={outcome}
            hidden={{ field }}
            submitLabel={texts.sendCode}
            className="mt-2"
          >
            {({ errors, values }) => (
              <>
                <TextField
                  formId={startIntent}
                  name="value"
                  type={labels.type}
                  label={labels.next}
                  error={errors.value ?? errors.field}
                  defaultValue={values.value}
                  autoComplete={labels.autoComplete}
                  inputMode={labels.type}
                />
                <TextField
                  formId={startIntent}
                  name="password"
                  type="password"
                  label={texts.passwordLabel}
                  hint={texts.passwordHint}
                  error={errors.password}
                  autoComplete="current-password"
                  inputMode="numeric"
                />
              </>
            )}
          </AreaForm>
        </details>
      )}
    </div>
  );
}

export const loader = (args: Route.LoaderArgs) => loadAccountProfile(args);
export const action = (args: Route.ActionArgs) => actOnAccountProfile(args);

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  const { address } = loaderData;
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <section aria-labelledby="contact-title" className="flex flex-col gap-4">
        <h2 id="contact-title" className="text-xl font-bold">
          {texts.title}
        </h2>
        {CONTACT_FIELDS.map((field) => (
          <ContactDetail key={field} field={field} current={loaderData[field]} outcome={outcome} />
        ))}
      </section>
      <section aria-labelledby="address-title">
        <h2 id="address-title" className="text-xl font-bold">
          {texts.addressTitle}
        </h2>
        {address ? null : <p className="mt-2 text-muted">{texts.noAddress}</p>}
        <AreaForm
          formId="address"
          intent="address"
          schema={AddressSchema}
          outcome={outcome}
          submitLabel={texts.saveAddress}
          className="mt-4"
        >
          {({ errors, values }) => (
            <>
              <TextField
                formId="address"
                name="homeAddress"
                label={texts.homeAddressLabel}
                error={errors.homeAddress}
                defaultValue={values.homeAddress ?? address?.homeAddress}
                autoComplete="street-address"
              />
              <TextField
                formId="address"
                name="city"
                label={texts.cityLabel}
                error={errors.city}
                defaultValue={values.city ?? address?.city}
                autoComplete="address-level2"
              />
              <SelectField
                formId="address"
                name="stateOfResidence"
                label={texts.stateLabel}
                error={errors.stateOfResidence}
                defaultValue={values.stateOfResidence ?? address?.stateOfResidence}
                placeholder={texts.statePlaceholder}
                options={NIGERIAN_STATES.map((state) => ({ value: state, label: state }))}
              />
            </>
          )}
        </AreaForm>
      </section>
    </div>
  );
}
