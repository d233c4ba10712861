import { data } from 'react-router';
import type { Route } from './+types/whistle-blower-report';
import { complianceTexts } from '@domain/messages/back-office/compliance';
import { historyOf } from '@server/back-office/history';
import { answerWhistleBlowerReport, openWhistleBlowerReport } from '@server/back-office/whistle-blower/report-work';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { orNotFound } from '~/lib/staff-not-found.server';
import { requireStaff } from '~/lib/staff-session.server';
import { actOnItemWork, itemWork } from '~/lib/item-work.server';

const texts = complianceTexts.whistleBlower;

export async function loadStaffWhistleBlowerReport({ request, context, params }: Route.LoaderArgs) {
  const { services, member } = await requireStaff(request, context, 'whistle-blower');
  const report = await orNotFound(texts.notFound, () => openWhistleBlowerReport({ services, member, id: params.id }));
  return {
    report,
    history: await historyOf(services, [report.id]),
    work: await itemWork(services, member, 'whistle-blower', report.id),
  };
}

/** Sets the status and the message the reporter reads with the status check. */
export async function actOnStaffWhistleBlowerReport({ request, context, params }: Route.ActionArgs) {
  const { services, member } = await requireStaff(request, context, 'whistle-blower');
  const values = postedValues(await readPageForm(request));
  const owned = await actOnItemWork(services, member, 'whistle-blower', params.id, values);
  if (owned) return owned;
  const intent = values.intent ?? '';
  if (intent !== 'answer') throw data('Unknown form', { status: 400 });
  try {
    return {
      intent,
      ...(await orNotFound(texts.notFound, () =>
        answerWhistleBlowerReport({ services, member, id: params.id, input: values }),
      )),
    } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
