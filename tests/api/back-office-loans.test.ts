import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '../../server/errors/app-error';
import { csvOf } from '../../domain/csv';
import { lagosExportTime } from '../../domain/lagos-time';
import { mortgageProduct } from '../../domain/mortgage-products';
import { storeDocument } from '../../server/accounts/documents';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, listPendingApprovals, pendingApprovalFor } from '../../server/back-office/approvals';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import { historyOf } from '../../server/back-office/history';
import { loanDocumentFileName, viewLoanDocument } from '../../server/back-office/loans/loan-document';
import { listLoanQueue, loansCsv } from '../../server/back-office/loans/loan-queue';
import {
  answerLoanMessage,
  askLoanApproval,
  askLoanDecline,
  moveLoanApplication,
  openLoanApplication,
  requestLoanDocument,
} from '../../server/back-office/loans/loan-work';
import { requestApproval } from '../../server/back-office/approvals';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { loanApplications, loanDocuments } from '../../server/db/schema';
import { loanApplicationView, sendLoanMessage, type LoanApplication } from '../../server/loans/loan-applications';
import { listOutbox } from '../../server/messaging/outbox';
import { findProfile, type Profile } from '../../server/sign-in/profiles';
import { createTestApp } from '../support/test-services';

// Issue 10: the mortgage officer's queue of loan applications.
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-loans-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
let maker: StaffMember;
let checker: StaffMember;
let compliance: StaffMember;
let customerService: StaffMember;
let profile: Profile;
// A holder the local core knew before the website (server/core-banking/seed-existing-accounts.ts).
const HOLDER_EMAIL = 'adaeze.okonkwo@example.com';
const query = (params: Record<string, string> = {}) => new URLSearchParams(params);
const mailsTo = async (address: string) =>
  (await listOutbox(context.services, { limit: 10_000 })).filter(
    (entry) => entry.channel === 'email' && entry.to === address,
  );

beforeAll(async () => {
  context = await createTestApp({ DATA_DIR: dataDir });
  const { services } = context;
  maker = (
    await createStaffMember({
      services,
      email: 'femi.mortgage@bank.test',
      name: 'Femi Ojo',
      roles: ['mortgage_officer'],
    })
  ).member;
  checker = (
    await createStaffMember({
      services,
      email: 'ada.mortgage@bank.test',
      name: 'Ada Nwosu',
      roles: ['mortgage_officer'],
    })
  ).member;
  compliance = (
    await createStaffMember({ services, email: 'ngozi.compliance@bank.test', name: 'Ngozi Eze', roles: ['compliance'] })
  ).member;
  customerService = (
    await createStaffMember({
      services,
      email: 'tola.service@bank.test',
      name: 'Tola Bello',
      roles: ['customer_service'],
    })
  ).member;
  profile = (await findProfile(services, '9000000016'))!;
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let sequence = 0;
/** A submitted application (as the customer's submission leaves it), straight in the table. */
async function submittedLoan({
  productId = 'standard',
  status = 'received' as LoanApplication['status'],
} = {}): Promise<LoanApplication> {
  sequence += 1;
  const [application] = await context.services.database.db
    .insert(loanApplications)
    .values({
      reference: `MTG-20250601-T${String(sequence).padStart(5, '0')}`,
      profileId: profile.id,
      productId,
      status,
      step: 6,
      loanKobo: 2_000_000_000,
      priceKobo: 2_500_000_000,
      tenorYears: 20,
      annualRatePercent: '18',
      submittedAt: new Date(),
    })
    .returning();
  return application;
}

/** The terms a maker proposes: the application's own figures. */
const TERMS = { loanAmount: '20,000,000', annualRatePercent: '18', tenorYears: '20' };

/** The application as it is stored now. */
const storedLoan = async (id: string) =>
  (await context.services.database.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];
const statusOf = async (id: string) => (await storedLoan(id)).status;
/** What the customer reads on the Loan Dashboard. */
const customerView = async (id: string) => loanApplicationView(context.services, await storedLoan(id));

describe('the loan queue', () => {
  it('filters by status and product, searches by reference, leaves drafts out, pages and exports', async () => {
    const { services } = context;
    const nhf = await submittedLoan({ productId: 'nhf' });
    const valuation = await submittedLoan({ status: 'valuation' });
    const draft = await submittedLoan({ status: 'draft' });

    const all = (await listLoanQueue({ services, query: query() })).rows.map((row) => row.id);
    expect(all).toEqual(expect.arrayContaining([nhf.id, valuation.id]));
    expect(all).not.toContain(draft.id);
    expect((await listLoanQueue({ services, query: query({ product: 'nhf' }) })).rows.map((row) => row.id)).toEqual([
      nhf.id,
    ]);
    expect(
      (await listLoanQueue({ services, query: query({ status: 'valuation' }) })).rows.map((row) => row.id),
    ).toEqual([valuation.id]);
    expect(
      (await listLoanQueue({ services, query: query({ q: nhf.reference.slice(-6).toLowerCase() }) })).rows.map(
        (row) => row.id,
      ),
    ).toEqual([nhf.id]);
    expect((await listLoanQueue({ services, query: query({ status: 'draft' }) })).total).toBe(all.length);

    for (let index = 0; index < 20; index += 1) await submittedLoan();
    const firstPage = await listLoanQueue({ services, query: query() });
    expect(firstPage.rows).toHaveLength(20);
    expect((await listLoanQueue({ services, query: query({ page: '2' }) })).rows.length).toBe(firstPage.total - 20);

    await services.database.db
      .update(loanApplications)
      .set({ officerId: maker.id })
      .where(eq(loanApplications.id, nhf.id));
    const csv = await loansCsv(services, query({ product: 'nhf' }));
    expect(csv.header).toEqual([
      'Reference',
      'Customer',
      'Product',
      'Loan (NGN)',
      'Status',
      'Mortgage officer',
      'Submitted',
      'Last updated',
    ]);
    expect(csv.rows).toEqual([
      [
        nhf.reference,
        'Okonkwo Adaeze Ngozi',
        mortgageProduct('nhf')!.name,
        '20000000.00',
        'received',
        'Femi Ojo',
        lagosExportTime(nhf.submittedAt!),
        lagosExportTime(nhf.updatedAt),
      ],
    ]);
    expect(csvOf(csv.header, csv.rows).split('\r\n')).toHaveLength(3);
  });
});

describe('working an application', () => {
  it('asks for a document: the customer sees it on the dashboard and gets an e-mail', async () => {
    const { services } = context;
    const application = await submittedLoan();
    const before = (await mailsTo(HOLDER_EMAIL)).length;
    await requestLoanDocument({
      services,
      member: maker,
      id: application.id,
      input: { kind: 'payslip', note: 'The March and April payslips, please.' },
    });

    const [stored] = await services.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.id, application.id));
    const view = await loanApplicationView(services, stored);
    expect(view.missing).toContainEqual({ kind: 'payslip', note: 'The March and April payslips, please.' });
    expect(view.status).toBe('awaiting_documents');
    const mails = await mailsTo(HOLDER_EMAIL);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ subject: `Your mortgage application ${application.reference}` });
    expect(mails[0].text).toContain('Payslips (last 3 months)');

    const history = await historyOf(services, [application.id]);
    expect(history.find((entry) => entry.action === 'loans.document.request')?.actor).toBe('Femi Ojo');
    await expect(
      requestLoanDocument({ services, member: maker, id: application.id, input: { kind: 'passport-of-cat' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
  });

  it('moves to a next working stage only, with the officer as actor, and tells the customer', async () => {
    const { services } = context;
    const application = await submittedLoan();
    await expect(
      moveLoanApplication({ services, member: maker, id: application.id, input: { status: 'disbursed' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.NotNow });
    await expect(
      moveLoanApplication({ services, member: maker, id: application.id, input: { status: 'offer_issued' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.NotNow });
    const moved = await moveLoanApplication({
      services,
      member: maker,
      id: application.id,
      input: { status: 'under_assessment', note: 'Your documents are complete.' },
    });
    expect(moved.message).toContain('Under assessment');

    const opened = await openLoanApplication({ services, id: application.id });
    expect(opened.status).toBe('under_assessment');
    expect(opened.statusHistory.at(-1)).toMatchObject({
      status: 'under_assessment',
      note: 'Your documents are complete.',
      actor: 'Femi Ojo',
    });
    expect(opened.nextStages).toEqual(['awaiting_documents', 'valuation', 'with_fmbn']);
    expect(opened.customer?.email).toBe(HOLDER_EMAIL);
    expect((await mailsTo(HOLDER_EMAIL))[0].text).toContain('it is now "Under assessment"');
  });

  it('declines through maker-checker: pending until a second officer approves, then the customer reads the reason', async () => {
    const { services } = context;
    const application = await submittedLoan({ status: 'under_assessment' });
    const reason = 'The repayment would be more than a third of your income.';
    await expect(
      askLoanDecline({ services, member: maker, id: application.id, input: { reason: 'no' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
    const mailsBefore = (await mailsTo(HOLDER_EMAIL)).length;
    const asked = await askLoanDecline({ services, member: maker, id: application.id, input: { reason } });
    expect(asked.message).toBe('Sent for approval: a second mortgage officer must approve the decline.');

    const approval = (await pendingApprovalFor(services, 'loan.decline', application.id))!;
    expect(approval.payload).toEqual({ reference: application.reference, reason });
    expect(await statusOf(application.id)).toBe('under_assessment');
    expect((await customerView(application.id)).status).toBe('under_assessment');
    expect(await mailsTo(HOLDER_EMAIL)).toHaveLength(mailsBefore);

    await expect(
      decideApproval({
        services,
        approvalId: approval.id,
        checker: maker,
        decision: 'approved',
        actions: APPROVED_ACTIONS,
      }),
    ).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
      message: 'You asked for this action, so another staff member must approve it.',
    });
    expect(await statusOf(application.id)).toBe('under_assessment');

    await decideApproval({
      services,
      approvalId: approval.id,
      checker,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
    expect((await customerView(application.id)).history.at(-1)).toMatchObject({ status: 'declined', note: reason });
    const mails = await mailsTo(HOLDER_EMAIL);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0].text).toContain(`The reason: ${reason}`);
    expect((await openLoanApplication({ services, id: application.id })).statusHistory.at(-1)).toMatchObject({
      status: 'declined',
      actor: 'Ada Nwosu',
    });
    const history = await historyOf(services, [application.id]);
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['approval.request.loan.decline', 'approval.approved.loan.decline', 'loans.decline']),
    );

    await expect(askLoanApproval({ services, member: maker, id: application.id, input: TERMS })).rejects.toMatchObject({
      code: AppErrorCode.NotNow,
    });
    await expect(
      askLoanDecline({ services, member: checker, id: application.id, input: { reason } }),
    ).rejects.toMatchObject({ code: AppErrorCode.NotNow });
    await expect(
      requestLoanDocument({ services, member: maker, id: application.id, input: { kind: 'other' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Closed });
  });

  it('leaves a loan open when the second officer rejects the decline', async () => {
    const { services } = context;
    const application = await submittedLoan({ status: 'valuation' });
    await askLoanDecline({
      services,
      member: maker,
      id: application.id,
      input: { reason: 'The valuation came in below the loan.' },
    });
    const approval = (await pendingApprovalFor(services, 'loan.decline', application.id))!;
    await decideApproval({
      services,
      approvalId: approval.id,
      checker,
      decision: 'rejected',
      actions: APPROVED_ACTIONS,
    });
    expect(await statusOf(application.id)).toBe('valuation');
    expect(await pendingApprovalFor(services, 'loan.decline', application.id)).toBeNull();
  });

  it('lets one decision wait at a time: a decline and an offer cannot both be asked for', async () => {
    const { services } = context;
    const application = await submittedLoan({ status: 'with_fmbn' });
    const decisionWaiting = {
      code: AppErrorCode.Conflict,
      message:
        'A decision on this application is already waiting for a second officer: it must be approved or rejected on the Approvals page first.',
    };
    await askLoanDecline({ services, member: maker, id: application.id, input: { reason: 'FMBN did not clear it.' } });
    await expect(
      askLoanDecline({ services, member: checker, id: application.id, input: { reason: 'FMBN did not clear it.' } }),
    ).rejects.toMatchObject(decisionWaiting);
    await expect(
      askLoanApproval({ services, member: checker, id: application.id, input: TERMS }),
    ).rejects.toMatchObject(decisionWaiting);
    const other = await submittedLoan({ status: 'with_fmbn' });
    await askLoanApproval({ services, member: maker, id: other.id, input: TERMS });
    await expect(
      askLoanDecline({ services, member: checker, id: other.id, input: { reason: 'FMBN did not clear it.' } }),
    ).rejects.toMatchObject(decisionWaiting);
  });

  it('keeps a customer-service officer from asking for a decline or approving one', async () => {
    const { services } = context;
    const application = await submittedLoan({ status: 'under_assessment' });
    const reason = 'The property title could not be verified.';
    await expect(
      askLoanDecline({ services, member: customerService, id: application.id, input: { reason } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden, message: 'Your role does not cover this action.' });
    expect(await pendingApprovalFor(services, 'loan.decline', application.id)).toBeNull();

    await askLoanDecline({ services, member: maker, id: application.id, input: { reason } });
    const approval = (await pendingApprovalFor(services, 'loan.decline', application.id))!;
    await expect(
      decideApproval({
        services,
        approvalId: approval.id,
        checker: customerService,
        decision: 'approved',
        actions: APPROVED_ACTIONS,
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    expect(await statusOf(application.id)).toBe('under_assessment');
    expect((await listPendingApprovals(services, customerService)).map(({ approval }) => approval.kind)).not.toContain(
      'loan.decline',
    );
  });

  it('approves through maker-checker: the maker cannot check, another remit cannot, a second officer can', async () => {
    const { services } = context;
    const application = await submittedLoan({ status: 'with_fmbn' });
    await askLoanApproval({
      services,
      member: maker,
      id: application.id,
      input: {
        ...TERMS,
        internalNote: 'DTI 18.7%, LTV 83%, FMBN cleared. Recommend offer',
        note: 'Congratulations: we will call you to sign.',
      },
    });
    await expect(
      askLoanApproval({ services, member: checker, id: application.id, input: TERMS }),
    ).rejects.toMatchObject({
      code: AppErrorCode.Conflict,
    });
    const approval = (await pendingApprovalFor(services, 'loan.approve', application.id))!;
    expect(approval.payload).toEqual({
      reference: application.reference,
      loanAmount: '₦20,000,000',
      annualRatePercent: '18',
      tenorYears: '20',
      internalNote: 'DTI 18.7%, LTV 83%, FMBN cleared. Recommend offer',
      customerNote: 'Congratulations: we will call you to sign.',
    });

    await expect(
      decideApproval({
        services,
        approvalId: approval.id,
        checker: maker,
        decision: 'approved',
        actions: APPROVED_ACTIONS,
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    await expect(
      decideApproval({
        services,
        approvalId: approval.id,
        checker: compliance,
        decision: 'approved',
        actions: APPROVED_ACTIONS,
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    const [waiting] = await services.database.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.id, application.id));
    expect(waiting.status).toBe('with_fmbn');

    await decideApproval({
      services,
      approvalId: approval.id,
      checker,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
    const opened = await openLoanApplication({ services, id: application.id });
    expect(opened.status).toBe('offer_issued');
    expect(opened.statusHistory.at(-1)).toMatchObject({
      status: 'offer_issued',
      actor: 'Ada Nwosu',
      note: 'Congratulations: we will call you to sign.',
    });
    expect(opened.internalNotes).toMatchObject([
      { action: 'approve', body: 'DTI 18.7%, LTV 83%, FMBN cleared. Recommend offer', by: 'Femi Ojo' },
    ]);
    expect(
      JSON.stringify(
        await loanApplicationView(
          services,
          (
            await services.database.db.select().from(loanApplications).where(eq(loanApplications.id, application.id))
          )[0],
        ),
      ),
    ).not.toContain('DTI 18.7%');
    expect(opened.nextStages).toEqual(['perfecting_title']);
    expect((await mailsTo(HOLDER_EMAIL))[0].text).toContain(
      'is approved. We offer you ₦20,000,000 at 18% a year over 20 years',
    );
    const history = await historyOf(services, [application.id]);
    expect(history.find((entry) => entry.action === 'loans.approve')).toMatchObject({
      actor: 'Ada Nwosu',
      sentence: 'Loan application approved by a second mortgage officer: offer issued.',
    });
    // The maker's own try is refused, and the history says so (issue 30).
    const approvals = history.filter((entry) => entry.action === 'approval.approved.loan.approve');
    expect(approvals.map((entry) => [entry.outcome, entry.sentence, entry.actor])).toEqual([
      ['refused', 'Tried to approve their own request to approve a loan.', maker.name],
      ['success', 'Approved the request to approve a loan: it is done.', 'Ada Nwosu'],
    ]);
  });

  it('serves a document decrypted to the officer, audits each view, and knows nothing of a wrong pair', async () => {
    const { services } = context;
    const application = await submittedLoan();
    const other = await submittedLoan();
    const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const documentId = crypto.randomUUID();
    const storageKey = `loans/${application.id}/${documentId}`;
    await storeDocument(services, storageKey, { field: 'payslip', bytes, type: 'application/pdf' });
    await services.database.db.insert(loanDocuments).values({
      id: documentId,
      applicationId: application.id,
      kind: 'payslip',
      storageKey,
      fileName: 'salary "May".html',
      contentType: 'application/pdf',
      size: bytes.byteLength,
    });

    // Issue 26.10: the download is named from the kind and the type, never the customer's file name.
    const served = await viewLoanDocument({ services, member: maker, applicationId: application.id, documentId });
    expect(served).toMatchObject({ contentType: 'application/pdf', fileName: 'payslip.pdf' });
    expect(loanDocumentFileName('bankStatement', 'image/jpeg')).toBe('bank-statement.jpg');
    expect(new Uint8Array(served!.bytes)).toEqual(bytes);
    expect(await viewLoanDocument({ services, member: maker, applicationId: other.id, documentId })).toBeNull();
    expect(await viewLoanDocument({ services, member: maker, applicationId: 'x', documentId: 'y' })).toBeNull();
    const views = await listAuditTrail({
      services,
      query: new URLSearchParams({ subject: application.reference, action: 'loans.document.view' }),
    });
    expect(views.rows.map((view) => [view.actorName, view.sentence, JSON.parse(view.details)])).toEqual([
      ['Femi Ojo', 'Document opened: Payslips (last 3 months).', { document: documentId, kind: 'payslip' }],
    ]);
    // Openings stay in the audit trail, out of the application's history.
    expect((await historyOf(services, [application.id])).map((entry) => entry.action)).not.toContain(
      'loans.document.view',
    );
  });

  it('answers an unknown or draft application as not found', async () => {
    const { services } = context;
    const draft = await submittedLoan({ status: 'draft' });
    await expect(openLoanApplication({ services, id: draft.id })).rejects.toMatchObject({
      code: AppErrorCode.NotFound,
    });
    await expect(openLoanApplication({ services, id: 'nope' })).rejects.toMatchObject({ code: AppErrorCode.NotFound });
  });
});

// Issue 28: what the bank writes for its own staff never reaches the customer; the officer is named and answers.
describe('internal notes, the officer and the thread', () => {
  it('keeps the internal note of every action apart from what the customer reads and is sent', async () => {
    const { services } = context;
    const application = await submittedLoan({ status: 'received' });
    const secret = (action: string) => `INTERNAL ${action}: DTI 18.7%`;
    await requestLoanDocument({
      services,
      member: maker,
      id: application.id,
      input: { kind: 'payslip', note: 'The April payslip.', internalNote: secret('request') },
    });
    await moveLoanApplication({
      services,
      member: maker,
      id: application.id,
      input: { status: 'under_assessment', note: 'Thank you.', internalNote: secret('move') },
    });
    await askLoanApproval({
      services,
      member: maker,
      id: application.id,
      input: { ...TERMS, internalNote: secret('approve') },
    });
    const declinable = await submittedLoan({ status: 'under_assessment' });
    await askLoanDecline({
      services,
      member: maker,
      id: declinable.id,
      input: { reason: 'The valuation came in below the loan.', internalNote: secret('decline') },
    });

    const opened = await openLoanApplication({ services, id: application.id });
    expect(opened.internalNotes.map((note) => note.body)).toEqual([
      secret('request'),
      secret('move'),
      secret('approve'),
    ]);
    expect((await openLoanApplication({ services, id: declinable.id })).internalNotes.map((note) => note.body)).toEqual(
      [secret('decline')],
    );
    for (const id of [application.id, declinable.id])
      expect(JSON.stringify(await customerView(id))).not.toContain('INTERNAL');
    expect((await mailsTo(HOLDER_EMAIL)).some((mail) => mail.text.includes('INTERNAL'))).toBe(false);
    await expect(
      moveLoanApplication({
        services,
        member: maker,
        id: application.id,
        input: { status: 'valuation', internalNote: 'x'.repeat(1001) },
      }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
  });

  it('treats the note of an approval asked before the split as internal', async () => {
    const { services } = context;
    const application = await submittedLoan({ status: 'with_fmbn' });
    await requestApproval({
      services,
      kind: 'loan.approve',
      subjectId: application.id,
      payload: { reference: application.reference, note: 'DTI 18.7%, LTV 83%, FMBN cleared. Recommend offer' },
      maker,
    });
    const approval = (await pendingApprovalFor(services, 'loan.approve', application.id))!;
    await decideApproval({
      services,
      approvalId: approval.id,
      checker,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
    const view = await customerView(application.id);
    expect(view.status).toBe('offer_issued');
    expect(JSON.stringify(view)).not.toContain('DTI');
    expect((await openLoanApplication({ services, id: application.id })).internalNotes).toMatchObject([
      { body: 'DTI 18.7%, LTV 83%, FMBN cleared. Recommend offer', by: 'Femi Ojo' },
    ]);
  });

  it('names the first officer to act, and carries the thread both ways with an e-mail to the customer', async () => {
    const { services } = context;
    const application = await submittedLoan();
    expect((await customerView(application.id)).officerName).toBeNull();
    await sendLoanMessage({
      services,
      profile,
      id: application.id,
      input: { message: 'When will you value the house?' },
    });
    await expect(
      answerLoanMessage({ services, member: checker, id: application.id, input: { message: '' } }),
    ).rejects.toMatchObject({ code: AppErrorCode.ValidationError });
    const before = (await mailsTo(HOLDER_EMAIL)).length;
    await answerLoanMessage({
      services,
      member: checker,
      id: application.id,
      input: { message: 'Next Tuesday; the valuer will call you.' },
    });
    await moveLoanApplication({ services, member: maker, id: application.id, input: { status: 'under_assessment' } });

    const view = await customerView(application.id);
    expect(view.officerName).toBe('Ada Nwosu');
    expect(view.messages).toMatchObject([
      { from: 'customer', body: 'When will you value the house?' },
      { from: 'bank', staffName: 'Ada Nwosu', body: 'Next Tuesday; the valuer will call you.' },
    ]);
    const mails = await mailsTo(HOLDER_EMAIL);
    expect(mails.length).toBe(before + 2);
    expect(
      mails.some((mail) => mail.text.includes(`has answered your message about application ${application.reference}`)),
    ).toBe(true);
  });
});
