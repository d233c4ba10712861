import type { Route } from './+types/account-profile';
import { type AreaOutcome } from '~/components/form-kit/area-form';
import { formFailure, postedValues } from '~/lib/form-action.server';
import { requestParts, requireCustomer, sessionTokenOfRequest } from '~/lib/customer-session.server';
import { readPageForm } from '~/lib/read-page-form.server';
import { CONTACT_FIELDS, type ContactField } from '@domain/forms';
import { confirmContactChange, saveAddress, startContactChange } from '@server/customer-area/contact-details';
import { parseOrRefuse } from '@server/errors/refusals';
import { AddressSchema, ContactChangeSchema, ContactCodeSchema } from '@domain/forms';
import { customerOverview } from '@server/customer-area/overview';

export async function loadAccountProfile({ request, context }: Route.LoaderArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const overview = await customerOverview({ services, profile });
  return {
    email: overview?.holder.email ?? '',
    phoneNo: overview?.holder.phoneNo ?? '',
    address: overview?.address ?? null,
  };
}

/** A new e-mail or phone (code to it, then the code), or the address. */
export async function actOnAccountProfile({ request, context }: Route.ActionArgs) {
  const { services, profile } = await requireCustomer(request, context);
  const form = await readPageForm(request);
  // The password is never sent back with a refused form.
  const { password: _password, ...values } = postedValues(form);
  const intent = values.intent ?? '';
  const [field, step] = intent.split('-') as [ContactField, string];
  const { clientRef } = requestParts(context);
  try {
    if (intent === 'address')
      return {
        intent,
        status: 'success',
        message: (await saveAddress({ services, profile, input: parseOrRefuse(AddressSchema, values), clientRef }))
          .message,
      } satisfies AreaOutcome;
    if (!CONTACT_FIELDS.includes(field)) throw new Response('Unknown form', { status: 400 });
    if (step === 'start')
      return {
        intent,
        status: 'success',
        message: (
          await startContactChange({
            services,
            profile,
            input: parseOrRefuse(ContactChangeSchema, { field, value: values.value, password: form.get('password') }),
            clientRef,
          })
        ).notice,
      } satisfies AreaOutcome;
    return {
      intent,
      status: 'success',
      message: (
        await confirmContactChange({
          services,
          profile,
          input: parseOrRefuse(ContactCodeSchema, { field, otp: values.otp }),
          clientRef,
          sessionToken: sessionTokenOfRequest(request, context) ?? '',
        })
      ).message,
    } satisfies AreaOutcome;
  } catch (error) {
    return formFailure(error, intent, values);
  }
}
