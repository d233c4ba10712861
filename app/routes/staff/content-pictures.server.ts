import type { Route } from './+types/content-pictures';
import { listPictures, uploadPicture } from '@server/content/pictures/picture-work';
import { splitForm } from '@server/http/request-body';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';

/** The pictures uploaded so far, newest first. */
export async function loadStaffContentPictures({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'content');
  const pictures = await listPictures(services);
  return {
    pictures: pictures.map((picture) => ({ ...picture, uploadedAt: picture.uploadedAt.toISOString() })),
  };
}

/** 'Upload picture': the file and its alt text, checked on the server whatever the browser did. */
export async function actOnStaffContentPictures({ request, context }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'content');
  const { fields, files } = splitForm(await readPageForm(request));
  const intent = 'upload';
  try {
    const { message } = await uploadPicture({ services, member, input: fields, file: files.file });
    return { intent, status: 'success', message } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, intent, fields);
  }
}
