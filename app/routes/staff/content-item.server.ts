import { data } from 'react-router';
import type { Route } from './+types/content-item';
import { makerWaitingFor } from '@server/back-office/approvals';
import { historyOf } from '@server/back-office/history';
import {
  approveContentChange,
  readContentItem,
  refuseContentChange,
  requestContentWithdrawal,
  restoreContentVersion,
  saveContentDraft,
  submitContentChange,
} from '@server/content/content-work';
import { listPictures } from '@server/content/pictures/picture-work';
import { OPEN_STATES } from '@domain/content/content-model';
import { contentKind } from '@domain/content/kinds';
import { productById } from '~/content/products';
import { contentTexts } from '@domain/messages/back-office/content';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { requireStaff } from '~/lib/staff-session.server';

const iso = (date: Date | null) => date?.toISOString() ?? null;
/** A datetime-local field's value in Lagos time (UTC+1 all year). */
const lagosLocal = (date: Date | null) =>
  date ? new Date(date.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16) : '';

export async function loadStaffContentItem({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'content');
  const found = await readContentItem(services, params.id);
  if (!found) throw data(contentTexts.notFound, { status: 404 });
  const versions = found.versions.map((version) => ({
    id: version.id,
    number: version.number,
    state: version.state,
    body: version.body,
    isSample: version.isSample,
    maker: version.maker,
    makerId: version.makerId,
    checker: version.checker,
    submittedAt: iso(version.submittedAt),
    publishAt: iso(version.publishAt),
    publishAtLocal: lagosLocal(version.publishAt),
    publishedAt: iso(version.publishedAt),
    refusalReason: version.refusalReason,
    restoredFrom: found.versions.find((other) => other.id === version.restoredFrom)?.number ?? null,
  }));
  const { kind, key } = found.item;
  const product = kind === 'product' ? productById(key) : undefined;
  // The library, newest first, for a kind whose items show its pictures: the form offers them, the preview draws them.
  const pictures = contentKind(kind).pictureIds
    ? (await listPictures(services)).map(({ id, alt, width, height, widths }) => ({ id, alt, width, height, widths }))
    : [];
  const published = versions.find((version) => version.state === 'published') ?? null;
  const change = versions.find((version) => OPEN_STATES.includes(version.state)) ?? null;
  const start = change ?? published;
  return {
    item: { id: found.item.id, key, kind, name: start ? contentKind(kind).describe(key, start.body) : key },
    /** The draft form's fields, filled from the change in progress or the published version. */
    fields: contentKind(kind).fields(start?.body ?? {}, pictures),
    previewContext: { product, pictures, isSample: Boolean(published?.isSample) },
    memberId: member.id,
    published,
    change,
    shown: versions.filter((version) => version.publishedAt !== null),
    history: await historyOf(services, [found.item.id]),
    /** A kind editors add items of can be withdrawn from the site, with a second editor's approval (decision 098). */
    mayWithdraw: Boolean(contentKind(kind).isAddable),
    withdrawalAskedBy: await makerWaitingFor(services, 'content.withdraw', found.item.id),
  };
}

/** Save a draft, submit it, approve or refuse a change, restore a version, or ask to withdraw the item. */
export async function actOnStaffContentItem({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'content');
  const values = postedValues(await readPageForm(request));
  const intent = values.intent ?? '';
  const success = (result: { message: string }): AreaOutcome => ({ intent, status: 'success', ...result });
  try {
    if (intent === 'save')
      return success(await saveContentDraft({ services, member, itemId: params.id, input: values }));
    if (intent === 'submit') return success(await submitContentChange({ services, member, input: values }));
    if (intent === 'approve') return success(await approveContentChange({ services, member, input: values }));
    if (intent === 'refuse') return success(await refuseContentChange({ services, member, input: values }));
    if (intent.startsWith('restore-')) return success(await restoreContentVersion({ services, member, input: values }));
    if (intent === 'withdraw') return success(await requestContentWithdrawal({ services, member, input: values }));
    throw data('Unknown form', { status: 400 });
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
