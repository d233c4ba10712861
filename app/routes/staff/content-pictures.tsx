import type { Route } from './+types/content-pictures';
import { lagosDateTime } from '@domain/lagos-time';
import { PictureUploadSchema } from '@domain/forms/content-pictures';
import { pictureTexts } from '@domain/messages/back-office/pictures';
import { ItemSection } from '~/components/back-office/customer-service-parts';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { ResponsivePicture } from '~/components/content/responsive-picture';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { controlClasses, Field } from '~/components/form-kit/field';
import { fieldId } from '~/components/form-kit/field-id';
import { TextField } from '~/components/form-kit/form-fields';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffContentPictures, loadStaffContentPictures } from './content-pictures.server';

const texts = pictureTexts;
const FORM_ID = 'picture-upload';

export const meta = () => staffFrame.meta(texts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffContentPictures(args);
export const action = (args: Route.ActionArgs) => actOnStaffContentPictures(args);

/** Content editors upload pictures with their alt text; each is shown as the site draws it, with its id. */
export default function ContentPictures({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = (actionData ?? undefined) as AreaOutcome | undefined;
  return (
    <StaffPage
      title={texts.title}
      lead={<ItemPageLead lead={texts.lead} backTo="/staff/content" backLabel={texts.back} />}
    >
      <ItemSection id="upload-title" title={texts.uploadTitle}>
        {/* A new picture in the list remounts the form: the file and alt text just sent are not sent twice. */}
        <AreaForm
          key={loaderData.pictures.length}
          formId={FORM_ID}
          intent="upload"
          schema={PictureUploadSchema}
          outcome={outcome}
          encType="multipart/form-data"
          submitLabel={texts.upload}
          className="max-w-xl"
        >
          {({ errors, values }) => (
            <>
              <Field
                id={fieldId(FORM_ID, 'file')}
                label={texts.fields.file}
                required
                hint={texts.fields.fileHint}
                error={errors.file}
              >
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    name="file"
                    accept="image/jpeg,image/png,image/webp,image/avif"
                    className={controlClasses({ invalid: Boolean(errors.file) })}
                  />
                )}
              </Field>
              <TextField
                formId={FORM_ID}
                name="alt"
                label={texts.fields.alt}
                hint={texts.fields.altHint}
                error={errors.alt}
                defaultValue={values.alt}
              />
            </>
          )}
        </AreaForm>
      </ItemSection>

      <ItemSection id="pictures-title" title={texts.listTitle}>
        {loaderData.pictures.length === 0 ? (
          <p className="text-muted">{texts.none}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={texts.listCaption}>
            {loaderData.pictures.map((picture, index) => (
              <li key={picture.id} className="flex flex-col gap-2">
                <ResponsivePicture
                  picture={picture}
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  isAboveFold={index === 0}
                  className="aspect-[4/3] rounded-card"
                />
                <p className="font-semibold">{picture.alt}</p>
                <p className="text-sm text-muted">
                  {texts.details(picture.width, picture.height, picture.widths)}{' '}
                  {texts.uploadedBy(picture.uploadedBy, lagosDateTime(picture.uploadedAt))}
                </p>
                <p className="text-sm">
                  <span className="text-muted">{texts.idLabel}: </span>
                  <code className="font-mono break-all select-all">{picture.id}</code>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ItemSection>
    </StaffPage>
  );
}
