import { desc, eq } from 'drizzle-orm';
import type { AccountOpeningResult, AccountPayload, CustomerView } from '../../domain/account-result';
import { QUICK_STEP } from '../../domain/constants';
import { ACCOUNT_PRODUCTS } from '../../domain/lists';
import { accountApplications, customers } from '../db/schema';
import type { Database } from '../db/client';

export type Customer = typeof customers.$inferSelect;
export type AccountApplication = typeof accountApplications.$inferSelect;

export type { AccountOpeningResult, AccountPayload, CustomerView } from '../../domain/account-result';

export function productName(code: string): string {
  return ACCOUNT_PRODUCTS.find((product) => product.code === code)?.name ?? code;
}

/** A person's name as the bank's books carry it: surname, first name, middle name, in capitals. */
function personNameOf({
  lastname,
  firstname,
  middlename,
}: Pick<Customer, 'lastname' | 'firstname' | 'middlename'>): string {
  return [lastname, firstname, middlename].filter(Boolean).join(' ').toUpperCase();
}

/** The account's name: the company's for a corporate customer, the person's otherwise. */
export function accountNameOf(
  customer: Pick<Customer, 'lastname' | 'firstname' | 'middlename' | 'businessName'>,
): string {
  return customer.businessName ? customer.businessName.toUpperCase() : personNameOf(customer);
}

export function toCustomerView(customer: Customer): CustomerView {
  return {
    _id: customer.id,
    email: customer.email,
    emailVerified: customer.emailVerifiedAt !== null,
    step: customer.step,
    acctType: customer.acctType,
    checkedUser: { step: customer.step },
  };
}

/** The application's means: the quick path's, or the wizard's ('full'). */
const isWizardApplication = (application: Pick<AccountApplication, 'step'>) => application.step < QUICK_STEP;

export function toAccountPayload(
  customer: Customer,
  application: AccountApplication,
  { hisTitle = '' }: { hisTitle?: string } = {},
): AccountPayload {
  const acctNumber = application.acctNumber ?? '';
  return {
    message: acctNumber ? 'finishedReg' : 'accountPending',
    means: isWizardApplication(application) ? 'full' : 'quick',
    // The quick form asks no title; the greeting then has none (specification 2.9).
    hisTitle,
    firstname: customer.firstname,
    lastname: customer.lastname,
    accountName: accountNameOf(customer),
    acctTypeName: productName(application.accountProduct),
    acctNumber,
    ...(customer.businessName ? { signatory: personNameOf(customer) } : {}),
  };
}

export function toOpeningResult(customer: Customer, application: AccountApplication): AccountOpeningResult {
  return {
    status: 'success',
    customer: toCustomerView(customer),
    payloadData: toAccountPayload(customer, application),
  };
}

/** A customer with the application opened most recently, for the results of later calls. */
export async function findCustomerWithLatestApplication(db: Database, customerId: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return undefined;
  const [application] = await db
    .select()
    .from(accountApplications)
    .where(eq(accountApplications.customerId, customerId))
    .orderBy(desc(accountApplications.createdAt))
    .limit(1);
  return application ? { customer, application } : undefined;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
