import type { Route } from './+types/content';
import { listContent } from '@server/content/content-work';
import { requireStaff } from '~/lib/staff-session.server';

export async function loadStaffContent({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, 'content');
  const rows = await listContent(services, 'faq');
  return {
    rows: rows.map(({ item, published, change }) => ({
      id: item.id,
      question: String((change ?? published)?.body.question ?? item.key),
      group: String(published?.body.group ?? change?.body.group ?? ''),
      published: published
        ? { number: published.number, at: published.publishedAt?.toISOString() ?? '', isSample: published.isSample }
        : null,
      change: change ? change.state : null,
    })),
  };
}
