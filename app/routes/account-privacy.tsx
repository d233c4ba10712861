import type { Route } from './+types/account-privacy';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button-link';
import { SelectField, TextAreaField } from '~/components/form-kit/form-fields';
import { privatePageMeta } from '~/lib/meta';
import { DATA_REQUEST_KIND_VALUES, DataRequestSchema } from '@domain/forms';
import { lagosDate } from '@domain/lagos-time';
import { customerAreaTexts } from '@domain/messages/customer-area';
import { actOnAccountPrivacy, loadAccountPrivacy } from './account-privacy.server';

const texts = customerAreaTexts.privacy;

export function meta() {
  return privatePageMeta(texts.title);
}

export const loader = (args: Route.LoaderArgs) => loadAccountPrivacy(args);
export const action = (args: Route.ActionArgs) => actOnAccountPrivacy(args);

export default function AccountPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="flex flex-col gap-8">
        <section aria-labelledby="privacy-title">
          <h2 id="privacy-title" className="text-xl font-bold">
            {texts.title}
          </h2>
          <p className="mt-2">{texts.lead}</p>
        </section>
        <section aria-labelledby="download-title" className="rounded-card border border-border p-5">
          <h3 id="download-title" className="text-lg font-semibold">
            {texts.downloadTitle}
          </h3>
          <p className="mt-2 text-muted">{texts.downloadText}</p>
          <a href="/account/data" download className={`${buttonClasses('primary')} mt-4`}>
            {texts.download}
          </a>
        </section>
        <section aria-labelledby="requests-title">
          <h3 id="requests-title" className="text-lg font-semibold">
            {texts.listTitle}
          </h3>
          {loaderData.requests.length === 0 ? <p className="mt-2 text-muted">{texts.noRequests}</p> : null}
          <ul className="mt-3 flex flex-col gap-3">
            {loaderData.requests.map((item) => (
              <li key={item.reference} className="rounded-card border border-border p-4">
                <p className="font-semibold">
                  {texts.kinds[item.kind]} · <span className="tabular">{item.reference}</span>
                </p>
                <p className="mt-1 text-sm text-muted">
                  {texts.states[item.state]} · {lagosDate(item.createdAt)}
                  {item.state === 'received' ? ` · ${texts.due(lagosDate(item.dueAt))}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="request-title" className="rounded-card border border-border p-5 shadow-raised sm:p-8">
        <h3 id="request-title" className="text-lg font-semibold">
          {texts.requestTitle}
        </h3>
        <AreaForm
          formId="request"
          intent="request"
          schema={DataRequestSchema}
          outcome={outcome}
          submitLabel={texts.send}
          className="mt-4"
        >
          {({ errors, values }) => (
            <>
              <SelectField
                formId="request"
                name="kind"
                label={texts.kindLabel}
                error={errors.kind}
                defaultValue={values.kind}
                placeholder={texts.kindLabel}
                options={DATA_REQUEST_KIND_VALUES.map((kind) => ({ value: kind, label: texts.kinds[kind] }))}
              />
              <TextAreaField
                formId="request"
                name="details"
                label={texts.detailsLabel}
                hint={texts.detailsHint}
                error={errors.details}
                defaultValue={values.details}
                isOptional
                rows={4}
              />
              <Alert tone="info">{texts.erasureNote}</Alert>
            </>
          )}
        </AreaForm>
      </section>
    </div>
  );
}
