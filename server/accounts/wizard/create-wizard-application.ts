import { and, eq, isNull } from 'drizzle-orm';
import type { WizardStepOne } from '../../../domain/forms';
import { wizardTexts } from '../../../domain/messages/wizard';
import { accountApplications, customers } from '../../db/schema';
import { markVerifiedBvnUsed, readVerifiedBvn } from '../../identity/verified-bvn';
import { accountAlreadyOpened, bvnReferenceExpired, emailTaken, invalid } from '../../errors/refusals';
import type { Services } from '../../services';
import { ACCOUNT_OPEN_PER_BROWSER, ACCOUNT_OPEN_PER_CLIENT } from '../account-limits';
import type { Customer } from '../account-result';
import { grantApplicant, grantProvenBrowser } from '../applicant-grants';
import { withDatabaseErrors } from '../database-errors';
import { CUSTOMER_SEALS, HASH_PURPOSES, phoneHashOf } from '../sealed-fields';
import { queueVerificationEmail } from '../verification-email';
import { findWizardApplication, toWizardView, type WizardApplicationView } from './wizard-values';

/**
 * `POST /customers/self`: step 1 saved, with the BVN proven by the OTP (the reference of
 * `confirmWizardSignup`, single use, this browser only). Names, gender and NIN come from the BVN
 * record. A customer of this BVN who applied before continues their record (the create becomes an
 * update); a product already opened is refused. The e-mail on file is never replaced as a side
 * effect (a different address is confirmed through utilizeDiffConfirmationEmail). An unverified
 * address gets the link that brings the customer back to step 2 on any device.
 */
export async function createWizardApplication({
  services,
  input,
  clientRef,
  browserRef,
}: {
  services: Services;
  input: WizardStepOne & { bvnRef?: string };
  clientRef: string;
  browserRef: string;
}): Promise<WizardApplicationView> {
  return withDatabaseErrors(async () => {
    await services.rateLimits.consume(ACCOUNT_OPEN_PER_CLIENT, clientRef);
    await services.rateLimits.consume(ACCOUNT_OPEN_PER_BROWSER, browserRef);
    const { bvnRef, ...form } = input;
    const business = input.acctType === 'Corporate' ? input : undefined;
    const verified = await readVerifiedBvn({ services, ref: bvnRef, bvnNo: form.bvnNo, browserRef });
    if (verified.birthDate && verified.birthDate !== form.birthDate)
      throw invalid({ birthDate: wizardTexts.basicInfo.birthDateMismatch });

    const bvnHash = services.keyedHash(form.bvnNo, HASH_PURPOSES.bvn);
    const { db } = services.database;
    const { customer, application, mails } = await db.transaction(async (tx) => {
      const sameCompany = business ? eq(customers.cacNumber, business.cacNumber) : isNull(customers.cacNumber);
      let [customer]: (Customer | undefined)[] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.acctType, form.acctType), eq(customers.bvnHash, bvnHash), sameCompany));
      const isReturning = customer !== undefined;
      if (!customer) {
        const [owner] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.acctType, form.acctType), eq(customers.email, form.email)));
        if (owner) throw emailTaken();
        [customer] = await tx
          .insert(customers)
          .values({
            acctType: form.acctType,
            email: form.email,
            lastname: verified.lastname,
            firstname: verified.firstname,
            middlename: verified.middlename,
            gender: verified.gender,
            preferredBranch: '',
            step: 1,
            cbBy: form.cbBy,
            businessName: business?.businessName ?? null,
            cacNumber: business?.cacNumber ?? null,
            bvnSealed: services.cipher.encrypt(form.bvnNo, CUSTOMER_SEALS.bvn),
            bvnHash,
            ninSealed: verified.nin ? services.cipher.encrypt(verified.nin, CUSTOMER_SEALS.nin) : null,
            ninHash: verified.nin ? services.keyedHash(verified.nin, HASH_PURPOSES.nin) : null,
            // As in the instant account, the BVN record's phone where it has one: codes go there.
            phoneSealed: services.cipher.encrypt(verified.phoneNo || form.phoneNo, CUSTOMER_SEALS.phone),
            phoneHash: phoneHashOf(services.keyedHash, verified.phoneNo || form.phoneNo),
            birthDateSealed: services.cipher.encrypt(form.birthDate, CUSTOMER_SEALS.birthDate),
          })
          .returning();
      }
      const [sameProduct] = await tx
        .select()
        .from(accountApplications)
        .where(
          and(
            eq(accountApplications.customerId, customer.id),
            eq(accountApplications.accountProduct, form.accountProduct),
          ),
        );
      // 'A customer created earlier' continues the wizard it began; a finished one cannot start again.
      const inProgress = sameProduct && !sameProduct.completedAt && sameProduct.step < 5 ? sameProduct : undefined;
      if (sameProduct && !inProgress) throw accountAlreadyOpened();
      const unfinished = inProgress ?? (await findWizardApplication(tx, customer.id));
      const application =
        inProgress ??
        (
          await tx
            .insert(accountApplications)
            .values({
              customerId: customer.id,
              accountProduct: form.accountProduct,
              preferredBranch: unfinished?.preferredBranch ?? '',
              state: 'draft',
              step: 1,
            })
            .returning()
        )[0];
      if (!(await markVerifiedBvnUsed({ db: tx, ref: bvnRef! }))) throw bvnReferenceExpired();
      // A returning customer's record opened in a browser new to it is told to their e-mail.
      const newBrowserNotice = isReturning
        ? await grantProvenBrowser({ services, db: tx, browserRef, customer, means: 'bvn' })
        : undefined;
      if (!isReturning) await grantApplicant({ db: tx, browserRef, customerId: customer.id });
      const verificationEmail = customer.emailVerifiedAt
        ? undefined
        : await queueVerificationEmail({ services, db: tx, customer });
      return { customer, application, mails: [newBrowserNotice, verificationEmail] };
    });
    await services.messenger.deliver(...mails);
    await services.audit.record({
      action: 'accounts.wizard.create',
      outcome: 'success',
      subject: application.id,
      clientRef,
      details: { step: application.step },
    });
    return toWizardView(services, customer, application);
  });
}
