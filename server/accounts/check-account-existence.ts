import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { ACCOUNT_PRODUCT_CODES, ACCOUNT_TYPES } from '../../domain/lists';
import { choiceRule, emailRule, identityNumberRule } from '../../domain/forms';
import { accountApplications, applicantGrants, bvnReferences, customers } from '../db/schema';
import type { Services } from '../services';
import { ACCOUNT_CHECK_PER_BROWSER, ACCOUNT_CHECK_PER_CLIENT } from './account-limits';
import { withDatabaseErrors } from './database-errors';
import { accountAlreadyOpened, emailTaken } from '../errors/refusals';
import { HASH_PURPOSES } from './sealed-fields';

/** What the check reads: the BVN, the address and the product, for an individual unless said otherwise. */
export const AccountCheckSchema = z.object({
  bvnNo: identityNumberRule('bvnNo'),
  email: emailRule(),
  accountProduct: choiceRule('accountProduct', ACCOUNT_PRODUCT_CODES),
  acctType: choiceRule('acctType', ACCOUNT_TYPES).default('Individual'),
});
export type AccountCheck = z.output<typeof AccountCheckSchema>;

export interface CheckedUser {
  /** Never the id of an existing customer: this call must not hand out other people's records. */
  _id: '';
  email: string;
  emailVerified: boolean;
  step: number;
  checkedUser: { step: number };
}

/**
 * Whether this browser has shown that it acts for the BVN's holder: it validated the BVN (an
 * approved consent bound to it, still usable) or it holds an application of that BVN.
 */
async function hasProvedBvn({
  services,
  browserRef,
  bvnHash,
}: {
  services: Services;
  browserRef: string;
  bvnHash: string;
}): Promise<boolean> {
  const { db } = services.database;
  const [proof] = await db
    .select({ refHash: bvnReferences.refHash })
    .from(bvnReferences)
    .where(
      and(
        eq(bvnReferences.bvnHash, bvnHash),
        eq(bvnReferences.redeemedBy, browserRef),
        gt(bvnReferences.useBy, new Date()),
      ),
    )
    .limit(1);
  if (proof) return true;
  const [grant] = await db
    .select({ customerId: applicantGrants.customerId })
    .from(applicantGrants)
    .innerJoin(customers, eq(customers.id, applicantGrants.customerId))
    .where(
      and(
        eq(applicantGrants.browserRef, browserRef),
        eq(customers.bvnHash, bvnHash),
        gt(applicantGrants.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return grant !== undefined;
}

/**
 * Whether this BVN may open this product (specification 4): step 0 for a new customer, the
 * customer's step otherwise; an account of the same product already open is refused, as is an
 * e-mail address another customer uses. Only a browser that proved the BVN learns any of that: to
 * anyone else every BVN and address looks new, so the call cannot be used to find customers.
 */
export async function checkAccountExistence({
  services,
  input,
  clientRef,
  browserRef,
}: {
  services: Services;
  input: AccountCheck;
  clientRef: string;
  browserRef: string;
}): Promise<{ status: 'success'; data: { user: CheckedUser } }> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(ACCOUNT_CHECK_PER_CLIENT, clientRef);
    await services.rateLimits.consume(ACCOUNT_CHECK_PER_BROWSER, browserRef);
    const { bvnNo, email, accountProduct, acctType } = input;
    const { db } = services.database;
    const bvnHash = services.keyedHash(bvnNo, HASH_PURPOSES.bvn);
    const newCustomer: CheckedUser = { _id: '', email, emailVerified: false, step: 0, checkedUser: { step: 0 } };
    if (!(await hasProvedBvn({ services, browserRef, bvnHash })))
      return { status: 'success', data: { user: newCustomer } };
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.acctType, acctType), eq(customers.bvnHash, bvnHash)));
    if (customer) {
      const [opened] = await db
        .select({ id: accountApplications.id })
        .from(accountApplications)
        .where(
          and(eq(accountApplications.customerId, customer.id), eq(accountApplications.accountProduct, accountProduct)),
        );
      if (opened) throw accountAlreadyOpened();
    }
    const [emailOwner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.acctType, acctType), eq(customers.email, email)));
    if (emailOwner && emailOwner.id !== customer?.id) throw emailTaken();
    const step = customer?.step ?? 0;
    return {
      status: 'success',
      data: {
        user: {
          _id: '',
          email,
          emailVerified: customer?.email === email && customer.emailVerifiedAt !== null,
          step,
          checkedUser: { step },
        },
      },
    };
  });
}
