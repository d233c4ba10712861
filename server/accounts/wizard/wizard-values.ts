import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { QUICK_STEP } from '../../../domain/constants';
import {
  CORPORATE_FIELDS,
  WIZARD_STEP_FIELDS,
  fieldFailures,
  type WizardDetails,
  type WizardStep,
} from '../../../domain/forms';
import type { Database } from '../../db/client';
import { accountApplications } from '../../db/schema';
import type { Services } from '../../services';
import {
  toAccountPayload,
  toCustomerView,
  type AccountApplication,
  type AccountPayload,
  type Customer,
  type CustomerView,
} from '../account-result';
import { APPLICATION_DETAILS_SEAL } from '../sealed-fields';

/** A failed parse's messages, the fields of the step in form order first (the first is shown). */
export function failuresInOrder(result: z.ZodSafeParseResult<unknown>, step: WizardStep): Record<string, string> {
  const failures = fieldFailures(result);
  const ordered: Record<string, string> = {};
  for (const field of [...CORPORATE_FIELDS, ...WIZARD_STEP_FIELDS[step]])
    if (failures[field]) ordered[field] = failures[field];
  return { ...ordered, ...failures };
}

export function readDetails(services: Services, application: Pick<AccountApplication, 'detailsSealed'>): WizardDetails {
  return application.detailsSealed
    ? (JSON.parse(services.cipher.decrypt(application.detailsSealed, APPLICATION_DETAILS_SEAL)) as WizardDetails)
    : {};
}

export function sealDetails(services: Services, details: WizardDetails): string {
  return services.cipher.encrypt(JSON.stringify(details), APPLICATION_DETAILS_SEAL);
}

/** The customer's wizard application: the newest one (a customer fills one wizard at a time). */
export async function findWizardApplication(db: Database, customerId: string): Promise<AccountApplication | undefined> {
  const [application] = await db
    .select()
    .from(accountApplications)
    .where(and(eq(accountApplications.customerId, customerId), lt(accountApplications.step, QUICK_STEP)))
    .orderBy(desc(accountApplications.createdAt))
    .limit(1);
  return application;
}

/**
 * What the wizard's calls answer: the customer (step and checkedUser.step are the application's),
 * the account result, and the saved values of steps 2 to 4 with step 1's product and e-mail and the
 * BVN record's names, so a
 * browser on another device can resume. The BVN, phone and birth date are not sent back.
 */
export interface WizardApplicationView {
  status: 'success';
  customer: CustomerView;
  payloadData: AccountPayload;
  draft: WizardDetails & { accountProduct: string; email: string; acctType: string };
  /** Step 5's documents the server keeps already (from a round where another file failed). */
  uploaded: string[];
}

export function toWizardView(
  services: Services,
  customer: Customer,
  application: AccountApplication,
): WizardApplicationView {
  const details = readDetails(services, application);
  const title = typeof details.title === 'string' ? details.title : '';
  return {
    status: 'success',
    customer: { ...toCustomerView(customer), step: application.step, checkedUser: { step: application.step } },
    payloadData: toAccountPayload(customer, application, { hisTitle: title }),
    draft: {
      lastname: customer.lastname,
      firstname: customer.firstname,
      middlename: customer.middlename,
      gender: customer.gender,
      ...details,
      accountProduct: application.accountProduct,
      email: customer.email,
      acctType: customer.acctType,
    },
    uploaded: Object.keys(application.documentKeys ?? {}),
  };
}
