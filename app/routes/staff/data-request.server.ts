import { data } from 'react-router';
import type { Route } from './+types/data-request';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { dataSubjectTexts } from '@domain/messages/back-office/data-subject-work';
import type { ApprovalKind } from '@domain/back-office/staff-roles';
import { pendingApprovalFor } from '@server/back-office/approvals';
import { askCorrection, correctionOf } from '@server/back-office/data-requests/data-correction';
import {
  answerDataRequest,
  askErasure,
  itemsOf,
  openDataRequest,
} from '@server/back-office/data-requests/data-request-work';
import { heldData } from '@server/back-office/data-requests/held-data';
import { historyOf } from '@server/back-office/history';
import { findStaffById, staffLabel } from '@server/back-office/staff-members';
import { AppError } from '@server/errors/app-error';
import type { Services } from '@server/services';
import { findProfileById } from '@server/sign-in/profiles';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { orNotFound } from '~/lib/staff-not-found.server';
import { requireStaff } from '~/lib/staff-session.server';
import { actOnItemWork, itemWork } from '~/lib/item-work.server';

const texts = complianceTexts.dataRequests;

/** The request waiting for a checker on this item, with its maker's name. */
async function waiting(services: Services, kind: ApprovalKind, id: string) {
  const approval = await pendingApprovalFor(services, kind, id);
  if (!approval) return null;
  const maker = await findStaffById(services, approval.makerId);
  return { maker: maker ? staffLabel(maker) : '', payload: approval.payload };
}

/** What the bank holds on the customer, for an erasure; null while the core banking is silent. */
async function heldOrNull(services: Services, profileId: string) {
  const profile = await findProfileById(services, profileId);
  if (!profile) return null;
  try {
    return await heldData(services, profile);
  } catch (error) {
    if (error instanceof AppError && error.isOutage) return null;
    throw error;
  }
}

export async function loadStaffDataRequest({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'data-requests');
  const { correctionSealed, ...item } = await orNotFound(texts.notFound, () =>
    openDataRequest({ services, member, id: params.id }),
  );
  const isOpen = item.state === 'received';
  const erasure = item.kind === 'erasure' && isOpen ? await waiting(services, 'data.erase', item.id) : null;
  const held = item.kind === 'erasure' && isOpen ? await heldOrNull(services, item.profileId) : null;
  return {
    request: item,
    history: await historyOf(services, [item.id]),
    work: await itemWork(services, member, 'data-request', item.id),
    erasure: {
      held,
      waitingFor: erasure ? { maker: erasure.maker, items: itemsOf(erasure.payload) } : null,
      draftAnswer:
        item.erasedItems.length > 0
          ? dataSubjectTexts.draftAnswer({
              erased: item.erasedItems.map((erased) => dataSubjectTexts.items[erased]),
              kept: held?.kept ?? [],
            })
          : '',
    },
    correction: {
      values: item.kind === 'rectification' ? correctionOf(services, correctionSealed) : null,
      waitingFor:
        item.kind === 'rectification' ? ((await waiting(services, 'data.correct', item.id))?.maker ?? null) : null,
    },
  };
}

/**
 * Complete or decline with an answer (e-mailed to the customer); an erasure of the items chosen and
 * a correction each ask a second officer.
 */
export async function actOnStaffDataRequest({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'data-requests');
  const values = postedValues(await readPageForm(request));
  const owned = await actOnItemWork(services, member, 'data-request', params.id, values);
  if (owned) return owned;
  const intent = values.intent ?? '';
  const id = params.id;
  try {
    if (intent === 'complete' || intent === 'decline') {
      const outcome = intent === 'complete' ? 'completed' : 'declined';
      return {
        intent,
        ...(await orNotFound(texts.notFound, () =>
          answerDataRequest({ services, member, id, outcome, input: values }),
        )),
      } satisfies AreaOutcome;
    }
    if (intent === 'erase')
      return {
        intent,
        ...(await orNotFound(texts.notFound, () => askErasure({ services, member, id, input: values }))),
      } satisfies AreaOutcome;
    if (intent === 'correct')
      return {
        intent,
        ...(await orNotFound(texts.notFound, () => askCorrection({ services, member, id, input: values }))),
      } satisfies AreaOutcome;
    throw data('Unknown form', { status: 400 });
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
