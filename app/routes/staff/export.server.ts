import type { Route } from './+types/export';
import { requireStaff } from '~/lib/staff-session.server';
import { csvOf } from '@domain/csv';
import { QUEUE_EXPORTS } from '@server/back-office/exports';
import { recordStaffAction } from '@server/back-office/staff-actions';

/**
 * A queue's current filter as CSV (/staff/export/applications?state=pending): the list's own
 * query, checked against the queue's remit, the export itself audited.
 */
export async function loadStaffExport({ request, params, context }: Route.LoaderArgs) {
  const queue = Object.hasOwn(QUEUE_EXPORTS, params.queue) ? QUEUE_EXPORTS[params.queue]! : undefined;
  const { services, member } = await requireStaff(request, context, queue?.area ?? null);
  if (!queue) throw new Response('Not found', { status: 404 });
  const query = new URL(request.url).searchParams;
  const { header, rows } = await queue.rows(services, query);
  await recordStaffAction(services, member, {
    action: 'export.csv',
    subject: params.queue,
    details: { rows: rows.length, filter: query.toString().slice(0, 200) },
  });
  return new Response(csvOf(header, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${queue.fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
