import { data, redirect } from 'react-router';
import type { Route } from './+types/content';
import { addContentItem, listContent } from '@server/content/content-work';
import { CONTENT_KINDS, type ContentKind } from '@domain/content/content-model';
import { contentKind } from '@domain/content/kinds';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { STAFF_HEADERS } from '~/lib/staff-pages';
import { requireStaff } from '~/lib/staff-session.server';

/** Every kind's items, each with what the site shows of it and its change in progress. */
export async function loadStaffContent({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'content');
  return {
    sections: await Promise.all(
      CONTENT_KINDS.map(async (kind) => ({
        kind,
        isAddable: Boolean(contentKind(kind).isAddable),
        rows: (await listContent(services, kind)).map(({ item, published, change }) => {
          const body = (change ?? published)?.body;
          return {
            id: item.id,
            name: (body && contentKind(kind).describe(item.key, body)) || item.key,
            group: kind === 'faq' ? String(published?.body.group ?? change?.body.group ?? '') : '',
            published: published
              ? {
                  number: published.number,
                  at: published.publishedAt?.toISOString() ?? '',
                  isSample: published.isSample,
                }
              : null,
            change: change ? change.state : null,
          };
        }),
      })),
    ),
  };
}

/** 'Add a listing' or 'Add a post': the new item's page opens, to write its first draft. */
export async function actOnStaffContent({ request, context }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'content');
  const values = postedValues(await readPageForm(request));
  const kind = CONTENT_KINDS.find((candidate) => candidate === values.id);
  if (values.intent !== 'add' || !kind) throw data('Unknown form', { status: 400 });
  try {
    const item = await addContentItem({ services, member, kind: kind satisfies ContentKind, input: values });
    return redirect(`/staff/content/${item.id}`, { headers: STAFF_HEADERS });
  } catch (error) {
    return formFailure(error, 'add', values);
  }
}
