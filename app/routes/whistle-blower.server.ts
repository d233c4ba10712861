import { readPageForm } from '~/lib/read-page-form.server';
import { data } from 'react-router';
import type { Route } from './+types/whistle-blower';
import { clientRefContext, servicesContext } from '@server/request-context';
import { checkWhistleBlowerReportStatus } from '@server/whistle-blower/check-report-status';
import { submitWhistleBlowerReport } from '@server/whistle-blower/submit-report';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { NO_STORE } from '~/lib/page-headers';

export async function actOnWhistleBlower({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const values = postedValues(await readPageForm(request));
  const clientRef = context.get(clientRefContext);
  if (values.intent === 'status') {
    try {
      const report = await checkWhistleBlowerReportStatus({ services, input: values, clientRef });
      const found = {
        reference: report.reference,
        status: report.status,
        receivedAt: report.receivedAt.toISOString(),
        updatedAt: report.updatedAt.toISOString(),
        message: report.message,
      };
      return data({ intent: 'status' as const, status: 'found' as const, report: found }, { headers: NO_STORE });
    } catch (error) {
      return formFailure(error, 'status', values);
    }
  }
  try {
    const { reference, secret } = await submitWhistleBlowerReport({ services, input: values, clientRef });
    return data({ intent: 'report' as const, status: 'received' as const, reference, secret }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, 'report', values);
  }
}
