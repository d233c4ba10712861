import type { Route } from './+types/content';
import { listContent } from '@server/content/content-work';
import { CONTENT_KINDS } from '@domain/content/content-model';
import { contentKind } from '@domain/content/kinds';
import { requireStaff } from '~/lib/staff-session.server';

/** Every kind's items, each with what the site shows of it and its change in progress. */
export async function loadStaffContent({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'content');
  return {
    sections: await Promise.all(
      CONTENT_KINDS.map(async (kind) => ({
        kind,
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
