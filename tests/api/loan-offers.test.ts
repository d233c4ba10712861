import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoanOfferAcceptSchema } from '../../domain/forms/loan-offer';
import { AppErrorCode } from '../../server/errors/app-error';
import { parseOrRefuse } from '../../server/errors/refusals';
import type { StaffRole } from '../../domain/back-office/staff-roles';
import { collectCustomerData } from '../../server/customer-area/data-export';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, pendingApprovalFor } from '../../server/back-office/approvals';
import { historyOf } from '../../server/back-office/history';
import { staffOfferLetter } from '../../server/back-office/loans/loan-offer-letter';
import { askLoanApproval, openLoanApplication } from '../../server/back-office/loans/loan-work';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { auditEvents, loanApplications, loanOffers } from '../../server/db/schema';
import { loanApplicationView, ownApplication, type LoanApplication } from '../../server/loans/loan-applications';
import { acceptLoanOffer, offerLetterOf } from '../../server/loans/loan-offers';
import { listOutbox } from '../../server/messaging/outbox';
import { findProfile, type Profile } from '../../server/sign-in/profiles';
import { pdfText } from '../support/pdf-text';
import { apiBrowser, setPassword, signIn } from '../support/signed-in-customer';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount } from '../support/website-customer';

// Issue 30, point 2: credit figures, an approval that carries its terms, the offer letter and its acceptance.
const dataDir = mkdtempSync(join(tmpdir(), 'loan-offers-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
const members: Record<'maker' | 'checker' | 'service' | 'compliance' | 'admin', StaffMember> = {} as never;
let profile: Profile;
let otherProfile: Profile;
const TERMS = {
  loanAmount: '18,000,000',
  annualRatePercent: '16.5',
  tenorYears: '15',
  conditions: 'Life assurance assigned to the bank\nTitle documents deposited before disbursement',
};

beforeAll(async () => {
  context = await createTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  const { services } = context;
  const make = async (email: string, name: string, roles: string[]) =>
    (await createStaffMember({ services, email, name, roles: roles as never })).member;
  members.maker = await make('femi.mortgage@bank.test', 'Femi Ojo', ['mortgage_officer']);
  members.checker = await make('ada.mortgage@bank.test', 'Ada Nwosu', ['mortgage_officer']);
  members.service = await make('tola.service@bank.test', 'Tola Bello', ['customer_service']);
  members.compliance = await make('ngozi.compliance@bank.test', 'Ngozi Eze', ['compliance']);
  members.admin = await make('bayo.admin@bank.test', 'Bayo Admin', ['admin']);
  profile = (await findProfile(services, '9000000016'))!;
  otherProfile = (await findProfile(services, '9000000023'))!;
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let sequence = 0;
/** An application under assessment, its customer's answers sealed as the steps leave them. */
async function assessedLoan({
  productId = 'standard',
  loanNaira = 20_000_000,
  profileId = profile.id,
} = {}): Promise<LoanApplication> {
  const { services } = context;
  sequence += 1;
  const details = {
    netMonthlyIncome: 150_000_000,
    existingMonthlyRepayments: 0,
    birthDate: '1988-05-14',
    nhfContributionMonths: 12,
  };
  const [application] = await services.database.db
    .insert(loanApplications)
    .values({
      reference: `MTG-20261128-O${String(sequence).padStart(5, '0')}`,
      profileId,
      productId,
      status: 'under_assessment',
      step: 6,
      loanKobo: loanNaira * 100,
      priceKobo: 2_500_000_000,
      tenorYears: 20,
      annualRatePercent: '18',
      detailsSealed: services.cipher.encrypt(JSON.stringify(details), 'loan_applications.details'),
      submittedAt: new Date(),
    })
    .returning();
  return application;
}

const stored = async (id: string) =>
  (await context.services.database.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];

/** The offer asked for by the maker and approved by the checker. */
async function offered(application: LoanApplication, terms = TERMS) {
  const { services } = context;
  await askLoanApproval({ services, member: members.maker, id: application.id, input: terms });
  const approval = (await pendingApprovalFor(services, 'loan.approve', application.id))!;
  await decideApproval({
    services,
    approvalId: approval.id,
    checker: members.checker,
    decision: 'approved',
    actions: APPROVED_ACTIONS,
  });
  return stored(application.id);
}

describe('the credit figures on the officer’s page', () => {
  it('computes each figure against the product’s rule, with the customer’s accounts and their link state', async () => {
    const application = await assessedLoan();
    const opened = await openLoanApplication({ services: context.services, id: application.id });
    expect(Object.fromEntries(opened.credit.map((check) => [check.rule, [check.value, check.meets]]))).toMatchObject({
      // ₦20m over 20 years at 18%: ₦308,657.xx a month on ₦1.5m.
      debtToIncome: [20.6, true],
      loanToValue: [80, true],
      ageAtMaturity: [expect.any(Number), true],
      loanAmount: [2_000_000_000, true],
      tenor: [20, true],
    });
    expect(opened.accounts).toEqual([
      expect.objectContaining({ accountNumber: '9000000016', productName: 'Regular Savings', link: 'notLinked' }),
    ]);
  });

  it('shows an NHF loan beyond the Fund’s cap as failing its limit', async () => {
    const application = await assessedLoan({ productId: 'nhf', loanNaira: 16_000_000 });
    const opened = await openLoanApplication({ services: context.services, id: application.id });
    expect(opened.credit.find((check) => check.rule === 'loanAmount')).toMatchObject({
      max: 1_500_000_000,
      meets: false,
    });
    expect(opened.credit.find((check) => check.rule === 'contributions')).toMatchObject({ value: 12, meets: true });
  });
});

describe('approval with terms', () => {
  it('refuses terms that are not terms, or beyond the product’s limits, beside their fields', async () => {
    const { services } = context;
    const application = await assessedLoan({ productId: 'nhf', loanNaira: 10_000_000 });
    const ask = (input: Record<string, string>) =>
      askLoanApproval({ services, member: members.maker, id: application.id, input });
    await expect(ask({})).rejects.toMatchObject({
      code: AppErrorCode.ValidationError,
      fields: expect.objectContaining({ loanAmount: expect.any(String), tenorYears: expect.any(String) }),
    });
    await expect(ask({ ...TERMS, annualRatePercent: '6.1234' })).rejects.toMatchObject({
      fields: { annualRatePercent: expect.stringContaining('three decimals') },
    });
    await expect(ask({ ...TERMS, loanAmount: '15,000,001' })).rejects.toMatchObject({
      fields: { loanAmount: expect.stringContaining('at most ₦15,000,000') },
    });
    await expect(ask({ ...TERMS, tenorYears: '31' })).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
    expect(await pendingApprovalFor(services, 'loan.approve', application.id)).toBeNull();
  });

  it('lets only a mortgage officer ask, and only a second one approve, the terms as asked', async () => {
    const { services } = context;
    const application = await assessedLoan();
    for (const member of [members.service, members.compliance, members.admin])
      await expect(
        askLoanApproval({ services, member, id: application.id, input: TERMS }),
        member.name,
      ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    await askLoanApproval({ services, member: members.maker, id: application.id, input: TERMS });
    const approval = (await pendingApprovalFor(services, 'loan.approve', application.id))!;
    expect(approval.payload).toMatchObject({
      loanAmount: '₦18,000,000',
      annualRatePercent: '16.5',
      tenorYears: '15',
      conditions: TERMS.conditions,
    });
    for (const checker of [members.maker, members.service, members.compliance, members.admin])
      await expect(
        decideApproval({ services, approvalId: approval.id, checker, decision: 'approved', actions: APPROVED_ACTIONS }),
        checker.name,
      ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    expect((await stored(application.id)).status).toBe('under_assessment');

    await decideApproval({
      services,
      approvalId: approval.id,
      checker: members.checker,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
    const [offer] = await services.database.db
      .select()
      .from(loanOffers)
      .where(eq(loanOffers.applicationId, application.id));
    expect(offer).toMatchObject({
      loanKobo: 1_800_000_000,
      annualRatePercent: '16.500',
      tenorYears: 15,
      conditions: TERMS.conditions,
      makerId: members.maker.id,
      checkerId: members.checker.id,
      acceptedAt: null,
    });
    // The application now carries the offered figures, which its schedule and the queue show.
    expect(await stored(application.id)).toMatchObject({
      status: 'offer_issued',
      loanKobo: 1_800_000_000,
      tenorYears: 15,
      annualRatePercent: '16.500',
    });
    const [mail] = (await listOutbox(services, { limit: 10_000 })).filter(
      (entry) => entry.to === 'adaeze.okonkwo@example.com' && entry.text.includes(application.reference),
    );
    expect(mail.text).toContain('We offer you ₦18,000,000 at 16.5% a year over 15 years.');
    expect(mail.text).toContain('Your offer letter is ready: download it from the Loan Dashboard');
  });
});

describe('the offer letter and its acceptance', () => {
  it('gives the customer a PDF naming the bank, the terms, the conditions and the schedule', async () => {
    const { services } = context;
    const application = await offered(await assessedLoan());
    const letter = await offerLetterOf(services, profile, application);
    expect(letter.fileName).toBe(`offer-letter-${application.reference}.pdf`);
    const parsed = await PDFDocument.load(letter.bytes);
    expect(parsed.getTitle()).toBe(`Offer of a mortgage loan ${application.reference}`);
    expect(parsed.getAuthor()).toBe('AG Mortgage Bank Plc');
    const lines = pdfText(letter.bytes);
    expect(lines).toContain('AG Mortgage Bank Plc');
    expect(lines).toContain('18,000,000.00');
    expect(lines).toContain('16.5% a year, fixed');
    expect(lines).toContain('15 years');
    expect(lines).toContain('1. Life assurance assigned to the bank');
    expect(lines).toContain('2. Title documents deposited before disbursement');
    // Fifteen years of the schedule, the last one ending at nil.
    expect(lines).toContain('15');
    expect(lines.filter((line) => line === '0.00')).toHaveLength(1);
  });

  it('has no letter before an offer, and none for another customer', async () => {
    const { services } = context;
    const waiting = await assessedLoan();
    await expect(offerLetterOf(services, profile, waiting)).rejects.toMatchObject({ code: AppErrorCode.NotFound });
    const application = await offered(await assessedLoan());
    await expect(ownApplication(services, otherProfile, application.id)).rejects.toMatchObject({
      code: AppErrorCode.NotFound,
    });
  });

  it('records the acceptance once, with who and when, shown to staff and the customer', async () => {
    const { services } = context;
    const application = await offered(await assessedLoan());
    expect(() => parseOrRefuse(LoanOfferAcceptSchema, {})).toThrow('Tick the box to accept the offer.');
    const input = parseOrRefuse(LoanOfferAcceptSchema, { accept: 'on' });
    const answer = await acceptLoanOffer({ services, profile, application, input });
    expect(answer.message).toContain('you have accepted the offer');
    const [offer] = await services.database.db
      .select()
      .from(loanOffers)
      .where(eq(loanOffers.applicationId, application.id));
    expect(offer.acceptedBy).toBe(profile.id);
    expect(offer.acceptedAt).toBeInstanceOf(Date);
    await expect(acceptLoanOffer({ services, profile, application, input })).rejects.toMatchObject({
      code: AppErrorCode.Conflict,
    });
    const opened = await openLoanApplication({ services, id: application.id });
    expect(opened.offer?.acceptedAt).toBe(offer.acceptedAt!.toISOString());
    expect((await loanApplicationView(services, await stored(application.id))).offer?.acceptedAt).toBe(
      offer.acceptedAt!.toISOString(),
    );
    const events = await services.database.db.select().from(auditEvents).where(eq(auditEvents.subject, application.id));
    expect(events.map((event) => event.action)).toContain('loans.offer.accept');
    expect((await historyOf(services, [application.id])).map((entry) => entry.sentence)).toContain(
      'Customer accepted the offer.',
    );
  });

  it('refuses an acceptance once the loan has moved past the offer, or with no offer', async () => {
    const { services } = context;
    const input = { accept: 'on' as const };
    const waiting = await assessedLoan();
    await expect(acceptLoanOffer({ services, profile, application: waiting, input })).rejects.toMatchObject({
      code: AppErrorCode.NotFound,
    });
    const application = await offered(await assessedLoan());
    await services.database.db
      .update(loanApplications)
      .set({ status: 'declined' })
      .where(eq(loanApplications.id, application.id));
    await expect(
      acceptLoanOffer({ services, profile, application: await stored(application.id), input }),
    ).rejects.toMatchObject({ code: AppErrorCode.NotNow });
  });
});

describe('the offer in the API, the approving officer’s e-mail, the data download and the staff’s letter', () => {
  it('serves the offer, its letter and the acceptance under /api/v1 to its customer, and e-mails the officer who approved', async () => {
    const { app, services } = context;
    const opened = await openWebsiteAccount(app, services, { bvnNo: '61234567391', email: 'offer.api@example.com' });
    const customer = { ...opened, username: opened.acctNumber, password: '5820147369' };
    expect((await setPassword(services, apiBrowser(app), customer)).status).toBe(200);
    const browser = apiBrowser(app);
    expect((await signIn(services, browser, customer)).status).toBe(200);
    const webProfile = (await findProfile(services, customer.acctNumber))!;
    const application = await assessedLoan({ profileId: webProfile.id });
    const path = `/loans/applications/${application.id}/offer`;

    expect((await browser.call('GET', path)).status).toBe(404);
    expect((await browser.call('GET', `${path}/letter`)).status).toBe(404);
    await offered(application);
    expect((await apiBrowser(app).call('GET', path)).status).toBe(401);
    const shown = await browser.call('GET', path);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      status: 'success',
      offer: {
        loanKobo: 1_800_000_000,
        annualRatePercent: 16.5,
        tenorYears: 15,
        conditions: TERMS.conditions,
        acceptedAt: null,
      },
    });
    const letter = await browser.call('GET', `${path}/letter`);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    expect(letter.headers.get('content-disposition')).toBe(
      `attachment; filename="offer-letter-${application.reference}.pdf"`,
    );
    expect(pdfText(new Uint8Array(await letter.arrayBuffer()))).toContain('16.5% a year, fixed');

    const unticked = await browser.call('POST', `${path}/accept`, {});
    expect(unticked.status).toBe(422);
    const accepted = await browser.call('POST', `${path}/accept`, { accept: 'on' });
    expect(accepted.status).toBe(200);
    const { offer } = (await accepted.json()) as { offer: { acceptedAt: string } };
    expect(Date.parse(offer.acceptedAt)).not.toBeNaN();
    expect((await browser.call('POST', `${path}/accept`, { accept: 'on' })).status).toBe(409);

    // The checker approved the offer: they are told, with the way to the file; the maker is not.
    const mails = (await listOutbox(services, { limit: 10_000 })).filter((entry) =>
      entry.text.includes(application.reference),
    );
    const told = mails.filter((entry) => entry.subject === `Offer accepted: ${application.reference}`);
    expect(told.map((entry) => entry.to)).toEqual([members.checker.email]);
    expect(told[0].text).toContain(`/staff/loans/${application.id}`);

    // The customer's copy of their data holds the offer and its acceptance.
    const data = await collectCustomerData({ services, profile: webProfile });
    expect(data.loans.find((loan) => loan.reference === application.reference)?.offer).toEqual({
      loanAmountNaira: 18_000_000,
      annualRatePercent: 16.5,
      tenorYears: 15,
      conditions: TERMS.conditions,
      issuedAt: expect.any(String),
      acceptedAt: offer.acceptedAt,
    });
  });

  it('gives the letter to a member who reads loans, recording each download, and to no other role', async () => {
    const { services } = context;
    const application = await offered(await assessedLoan());
    const download = (member: StaffMember) =>
      staffOfferLetter({ services, member, roles: member.roles as StaffRole[], applicationId: application.id });
    for (const member of [members.service, members.compliance, members.admin])
      await expect(download(member), member.name).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    const letter = (await download(members.maker))!;
    expect(letter.fileName).toBe(`offer-letter-${application.reference}.pdf`);
    expect(pdfText(letter.bytes)).toContain('1. Life assurance assigned to the bank');
    await download(members.checker);
    const views = await services.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, application.id), eq(auditEvents.action, 'loans.offer.view')));
    expect(views.map((view) => view.actor).sort()).toEqual([members.maker.id, members.checker.id].sort());
    const waiting = await assessedLoan();
    expect(
      await staffOfferLetter({
        services,
        member: members.maker,
        roles: ['mortgage_officer'],
        applicationId: waiting.id,
      }),
    ).toBeNull();
    expect(
      await staffOfferLetter({ services, member: members.maker, roles: ['mortgage_officer'], applicationId: 'nope' }),
    ).toBeNull();
  });
});
