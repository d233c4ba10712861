import { data } from 'react-router';
import type { Route } from './+types/complaints';
import { submitComplaint } from '@server/complaints/submit-complaint';
import { clientRefContext, servicesContext } from '@server/request-context';
import type { ComplaintActionData } from '~/components/website-forms/complaint-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { readPageForm } from '~/lib/read-page-form.server';

export async function actOnComplaint({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const values = postedValues(await readPageForm(request));
  try {
    const { reference, masked } = await submitComplaint({
      services,
      input: values,
      clientRef: context.get(clientRefContext),
    });
    const received: ComplaintActionData = { intent: 'complaint', status: 'received', reference, masked };
    return data(received, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return formFailure(error, 'complaint', values);
  }
}
