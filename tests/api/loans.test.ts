import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../server/messaging/outbox';
import { loanApplications } from '../../server/db/schema';
import { birthDateOnRecord } from '../../server/loans/applicant-record';
import { nextStepAfter, recordLoanStatus } from '../../server/loans/loan-applications';
import { findProfile } from '../../server/sign-in/profiles';
import { imageFile, jpegBytes } from '../support/fake-applicant';
import { newClientAddress } from '../support/fake-bvn-holder';
import { apiBrowser, setPassword, signIn, type ApiBrowser } from '../support/signed-in-customer';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

// Issue 9: the mortgage application of a signed-in customer, saved step by step, and its dashboard.
const dataDir = mkdtempSync(join(tmpdir(), 'loans-test-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
type Json = Record<string, any>;
type Customer = WebsiteCustomer & { username: string; password: string };
let applicant: Customer;
let stranger: Customer;

beforeAll(async () => {
  context = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
  const opened = [
    await openWebsiteAccount(context.app, context.services, {
      bvnNo: '61234567301',
      email: 'loan.applicant@example.com',
    }),
    await openWebsiteAccount(context.app, context.services, {
      bvnNo: '61234567302',
      email: 'loan.stranger@example.com',
    }),
  ];
  [applicant, stranger] = opened.map((customer, index) => ({
    ...customer,
    username: customer.acctNumber,
    password: ['2468013579', '3692581470'][index],
  }));
  for (const customer of [applicant, stranger])
    expect((await setPassword(context.services, apiBrowser(context.app), customer)).status).toBe(200);
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await context.services.database.db.execute(sql`delete from rate_limits`);
});

async function signedIn(customer: Customer): Promise<ApiBrowser> {
  const browser = apiBrowser(context.app);
  expect((await signIn(context.services, browser, customer)).status).toBe(200);
  return browser;
}

const PRODUCT = { step: 1, productId: 'standard', loanAmount: '20,000,000', tenorYears: '20' };
const PROPERTY = {
  step: 2,
  propertyStatus: 'identified',
  propertyPrice: '25000000',
  propertyType: 'Terrace',
  propertyAddress: '12 Admiralty Way, Lekki',
  propertyState: 'Lagos',
};
const INCOME = {
  step: 3,
  employmentStatus: 'Employed',
  employerName: 'Dangote Cement',
  jobTitle: 'Engineer',
  netMonthlyIncome: '1,500,000',
  birthDate: '1988-05-14',
};
const OBLIGATIONS = { step: 4, existingMonthlyRepayments: '0', dependants: '2' };

function documents(files: Record<string, File>) {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
}
const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], name, {
    type: 'application/pdf',
  });

async function upload(browser: ApiBrowser, id: string, files: Record<string, File>) {
  return context.app.request(`/api/v1/loans/applications/${id}/documents`, {
    method: 'POST',
    body: documents(files),
    headers: { Cookie: browser.cookieHeader(), 'X-Forwarded-For': newClientAddress() },
  });
}

describe('the mortgage application', () => {
  let browser: ApiBrowser;
  let id: string;

  it('asks anonymous callers to sign in', async () => {
    for (const [method, path] of [
      ['GET', '/loans/applications'],
      ['POST', '/loans/applications'],
    ] as const) {
      const response = await apiBrowser(context.app).call(method, path, method === 'POST' ? {} : undefined);
      expect(response.status).toBe(401);
    }
  });

  it('starts with the figures carried from the calculator, and answers the same draft when asked again', async () => {
    browser = await signedIn(applicant);
    const started = await browser.call('POST', '/loans/applications', {
      productId: 'nhf',
      loanAmount: '12000000',
      propertyPrice: '15000000',
      tenorYears: '25',
    });
    expect(started.status).toBe(201);
    const { application } = (await started.json()) as Json;
    expect(application).toMatchObject({
      productId: 'nhf',
      status: 'draft',
      step: 0,
      loanKobo: 1_200_000_000,
      priceKobo: 1_500_000_000,
      tenorYears: 25,
      annualRatePercent: 6,
    });
    expect(application.reference).toMatch(/^MTG-\d{8}-[A-HJKMNP-Z2-9]{6}$/);
    id = application.id;
    const again = (await (await browser.call('POST', '/loans/applications', {})).json()) as Json;
    expect(again.application.id).toBe(id);
  });

  it('takes the steps in order, checks each on the server, and refuses what breaks the product’s rules with the reason', async () => {
    expect((await browser.call('PATCH', `/loans/applications/${id}`, PROPERTY)).status).toBe(409);
    const invalid = await browser.call('PATCH', `/loans/applications/${id}`, {
      ...PRODUCT,
      loanAmount: 'lots',
      tenorYears: '45',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(((await invalid.json()) as Json).error.fields)).toEqual(['loanAmount', 'tenorYears']);

    const tooBig = await browser.call('PATCH', `/loans/applications/${id}`, {
      ...PRODUCT,
      productId: 'leap',
      loanAmount: '2000000',
      tenorYears: '5',
    });
    expect(tooBig.status).toBe(422);
    const refusal = ((await tooBig.json()) as Json).error;
    expect(refusal.name).toBe('NotEligible');
    expect(refusal.message).toMatch(/1,000,000/);

    for (const step of [PRODUCT, PROPERTY, INCOME, OBLIGATIONS]) {
      const saved = await browser.call('PATCH', `/loans/applications/${id}`, step);
      expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
    }
    const { application } = (await (await browser.call('GET', `/loans/applications/${id}`)).json()) as Json;
    expect(application).toMatchObject({
      step: 4,
      productId: 'standard',
      loanKobo: 2_000_000_000,
      priceKobo: 2_500_000_000,
      problems: [],
    });
    expect(application.values).toMatchObject({
      loanAmount: '20000000',
      employerName: 'Dangote Cement',
      netMonthlyIncome: '1500000',
    });
    expect(application.missing.map((item: Json) => item.kind)).toEqual(['payslip', 'bankStatement', 'titleDocument']);
  });

  it('refuses a repayment beyond a third of the net income', async () => {
    const poorer = await browser.call('PATCH', `/loans/applications/${id}`, { ...INCOME, netMonthlyIncome: '300000' });
    expect(poorer.status).toBe(422);
    expect(((await poorer.json()) as Json).error.message).toMatch(/net income/);
    expect((await browser.call('PATCH', `/loans/applications/${id}`, INCOME)).status).toBe(200);
  });

  it('takes PDF and image documents by their bytes, and refuses anything else', async () => {
    const refused = await upload(browser, id, {
      payslip: new File(['<html>not a pdf</html>'], 'payslip.pdf', { type: 'application/pdf' }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Json).error.fields.payslip).toBe(
      'Payslips (last 3 months): upload a PDF, JPEG or PNG file.',
    );
    const tooLarge = await upload(browser, id, {
      bankStatement: imageFile('big.jpg', jpegBytes(5 * 1024 * 1024 + 1), 'image/jpeg'),
    });
    expect(tooLarge.status).toBe(422);

    const accepted = await upload(browser, id, {
      payslip: pdf('payslip.pdf'),
      bankStatement: imageFile('statement.jpg', jpegBytes(), 'image/jpeg'),
    });
    expect(accepted.status).toBe(200);
    const { application } = (await accepted.json()) as Json;
    expect(application.documents.map((document: Json) => document.kind)).toEqual(['payslip', 'bankStatement']);
    expect(application.missing.map((item: Json) => item.kind)).toEqual(['titleDocument']);
  });

  // Issue 26.10: a PDF/HTML polyglot and a PDF that runs JavaScript on opening were kept as sent.
  it('refuses PDFs with active content, however it is spelt or packed, with a clear message', async () => {
    const pdfOf = (body: string | Buffer) =>
      new File([typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body)], 'statement.pdf', {
        type: 'application/pdf',
      });
    const packed = (dictionary: string) => {
      const stream = deflateSync(Buffer.from(dictionary, 'latin1'));
      return Buffer.concat([
        Buffer.from('%PDF-1.5\n5 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
        stream,
        Buffer.from('\nendstream\nendobj\n%%EOF\n'),
      ]);
    };
    const active = [
      '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n',
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj\n%%EOF\n',
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj\n%%EOF\n',
      '%PDF-1.4\n1 0 obj << /Names << /EmbeddedFiles 2 0 R >> >> endobj\n%%EOF\n',
      packed('<< /S /JavaScript /JS (app.alert(1)) >>'),
    ];
    for (const body of active) {
      const refused = await upload(browser, id, { bankStatement: pdfOf(body) });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as Json).error.fields.bankStatement).toBe(
        'Bank statement (last 6 months): this PDF contains scripts, actions, attached files or web-page code, which we cannot accept. Print it to a new PDF (or scan the paper) and upload that.',
      );
    }
    // A plain PDF with an ordinary opening view and packed page text is taken.
    expect(
      (await upload(browser, id, { bankStatement: pdfOf(packed('BT /F1 12 Tf (Balance 250,000) Tj ET')) })).status,
    ).toBe(200);
    expect(
      (
        await upload(browser, id, {
          bankStatement: pdfOf('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj\n%%EOF\n'),
        })
      ).status,
    ).toBe(200);
  });

  it('submits with consent and every step, a document still to come: the e-mail and the application name it, and it is taken after', async () => {
    expect(
      (await browser.call('POST', `/loans/applications/${id}/submit`, { declaration: 'on', creditCheck: 'on' })).status,
    ).toBe(409);
    expect((await browser.call('PATCH', `/loans/applications/${id}`, { step: 5 })).status).toBe(200);
    const noConsent = await browser.call('POST', `/loans/applications/${id}/submit`, { declaration: 'on' });
    expect(noConsent.status).toBe(422);
    expect(Object.keys(((await noConsent.json()) as Json).error.fields)).toEqual(['creditCheck']);

    const submitted = await browser.call('POST', `/loans/applications/${id}/submit`, {
      declaration: 'on',
      creditCheck: 'on',
    });
    expect(submitted.status).toBe(200);
    const { reference } = (await submitted.json()) as Json;
    const mail = (await listOutbox(context.services)).find(
      (entry) => entry.to === applicant.email && entry.subject === `Your mortgage application ${reference}`,
    );
    expect(mail?.text).toContain('₦20,000,000');
    expect(mail?.text).toContain('Still needed from you: Title documents of the property.');
    let { application } = (await (await browser.call('GET', `/loans/applications/${id}`)).json()) as Json;
    expect(application.status).toBe('received');
    expect(application.missing).toEqual([{ kind: 'titleDocument', note: '' }]);
    expect((await upload(browser, id, { titleDocument: pdf('c-of-o.pdf') })).status).toBe(200);
    ({ application } = (await (await browser.call('GET', `/loans/applications/${id}`)).json()) as Json);
    expect(application.missing).toEqual([]);

    const again = await browser.call('POST', `/loans/applications/${id}/submit`, {
      declaration: 'on',
      creditCheck: 'on',
    });
    expect(again.status).toBe(409);
    expect((await browser.call('PATCH', `/loans/applications/${id}`, PRODUCT)).status).toBe(409);
    const [audit] = (
      (await context.services.database.db.execute(
        sql`select count(*)::int as n from audit_events where action = 'loans.status' and subject = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(audit.n).toBe(2);
  });

  it('shows the status history, what the bank asks for, and fulfils it on upload', async () => {
    await recordLoanStatus(context.services, { id }, 'awaiting_documents', {
      actor: 'staff-test',
      note: 'A newer statement, please',
    });
    await context.services.database.db.execute(
      sql`insert into loan_document_requests (application_id, kind, note) values (${id}, 'bankStatement', 'The last 6 months, stamped by your bank')`,
    );
    let [application] = ((await (await browser.call('GET', '/loans/applications')).json()) as Json)
      .applications as Json[];
    expect(application.history.map((event: Json) => event.status)).toEqual(['draft', 'received', 'awaiting_documents']);
    expect(application.missing).toEqual([{ kind: 'bankStatement', note: 'The last 6 months, stamped by your bank' }]);
    expect((await upload(browser, id, { bankStatement: pdf('stamped.pdf') })).status).toBe(200);
    [application] = ((await (await browser.call('GET', '/loans/applications')).json()) as Json).applications as Json[];
    expect(application.missing).toEqual([]);
  });

  it('never shows or changes one customer’s application to another', async () => {
    const other = await signedIn(stranger);
    expect(((await (await other.call('GET', '/loans/applications')).json()) as Json).applications).toEqual([]);
    expect((await other.call('GET', `/loans/applications/${id}`)).status).toBe(404);
    expect((await other.call('PATCH', `/loans/applications/${id}`, PRODUCT)).status).toBe(404);
    expect((await upload(other, id, { other: pdf('x.pdf') })).status).toBe(404);
    expect(
      (await other.call('POST', `/loans/applications/${id}/submit`, { declaration: 'on', creditCheck: 'on' })).status,
    ).toBe(404);
    expect((await other.call('GET', '/loans/applications/not-an-id')).status).toBe(404);
  });
});

// Issue 28: the journey without traps.
describe('the journey without traps', () => {
  let browser: ApiBrowser;
  let draftId: string;
  const stored = async (applicationId: string) =>
    (
      await context.services.database.db.select().from(loanApplications).where(eq(loanApplications.id, applicationId))
    )[0];
  const view = async (applicationId: string) =>
    ((await (await browser.call('GET', `/loans/applications/${applicationId}`)).json()) as Json).application as Json;

  it('judges a step by its answers and those of the steps before it: correcting step 1 after a refusal on step 3 saves and moves on to step 3', async () => {
    browser = await signedIn(applicant);
    draftId = ((await (await browser.call('POST', '/loans/applications', {})).json()) as Json).application.id;
    for (const step of [PRODUCT, PROPERTY])
      expect((await browser.call('PATCH', `/loans/applications/${draftId}`, step)).status).toBe(200);
    const refused = await browser.call('PATCH', `/loans/applications/${draftId}`, {
      ...INCOME,
      netMonthlyIncome: '300000',
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Json).error.name).toBe('NotEligible');

    expect(
      (await browser.call('PATCH', `/loans/applications/${draftId}`, { ...PRODUCT, loanAmount: '19,000,000' })).status,
    ).toBe(200);
    const application = await view(draftId);
    expect(application.problemsByStep['1']).toEqual([]);
    expect(application.problemsByStep['3'].join(' ')).toMatch(/net income/);
    expect(nextStepAfter(context.services, await stored(draftId), 1)).toBe(3);
  });

  it('asks an NHF applicant for the months of contributions, and nobody else', async () => {
    expect(
      (
        await browser.call('PATCH', `/loans/applications/${draftId}`, {
          ...PRODUCT,
          productId: 'nhf',
          loanAmount: '5,000,000',
          tenorYears: '10',
        })
      ).status,
    ).toBe(200);
    const noMonths = await browser.call('PATCH', `/loans/applications/${draftId}`, INCOME);
    expect(noMonths.status).toBe(422);
    expect(((await noMonths.json()) as Json).error.fields).toEqual({
      nhfContributionMonths: 'Enter how many months you have contributed to the NHF: NHF loans need at least 6.',
    });
    expect((await browser.call('PATCH', `/loans/applications/${draftId}`, PRODUCT)).status).toBe(200);
    expect((await browser.call('PATCH', `/loans/applications/${draftId}`, INCOME)).status).toBe(200);
  });

  it('takes the date of birth the bank holds rather than one typed again', async () => {
    const profile = (await findProfile(context.services, applicant.acctNumber))!;
    const recorded = await birthDateOnRecord(context.services, profile);
    expect(recorded).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(
      (await browser.call('PATCH', `/loans/applications/${draftId}`, { ...INCOME, birthDate: '1970-01-01' })).status,
    ).toBe(200);
    expect((await view(draftId)).values.birthDate).toBe(recorded);
    const { birthDate: _typed, ...withoutBirthDate } = INCOME;
    expect((await browser.call('PATCH', `/loans/applications/${draftId}`, withoutBirthDate)).status).toBe(200);
  });

  it('keeps the good documents sent with a bad one, and names the bad one only', async () => {
    const response = await upload(browser, draftId, {
      bankStatement: pdf('statement.pdf'),
      payslip: new File(['<html>not a pdf</html>'], 'payslip.pdf', { type: 'application/pdf' }),
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as Json;
    expect(Object.keys(error.fields)).toEqual(['payslip']);
    expect(error.message).toContain('Uploaded: Bank statement (last 6 months).');
    expect((await view(draftId)).documents.map((document: Json) => document.kind)).toEqual(['bankStatement']);
  });

  it('writes to the officer on a submitted application, and withdraws it before an offer only', async () => {
    const [submitted] = (
      ((await (await browser.call('GET', '/loans/applications')).json()) as Json).applications as Json[]
    ).filter((application) => application.status !== 'draft');
    expect((await browser.call('POST', `/loans/applications/${draftId}/messages`, { message: 'Hello?' })).status).toBe(
      409,
    );
    const empty = await browser.call('POST', `/loans/applications/${submitted.id}/messages`, { message: '   ' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Json).error.fields).toEqual({ message: 'Write your message.' });
    expect(
      (
        await browser.call('POST', `/loans/applications/${submitted.id}/messages`, {
          message: 'Is my stamped statement enough?',
        })
      ).status,
    ).toBe(200);
    expect((await view(submitted.id)).messages).toMatchObject([
      { from: 'customer', body: 'Is my stamped statement enough?' },
    ]);
    const [sealed] = (
      (await context.services.database.db.execute(
        sql`select body_sealed from loan_messages where application_id = ${submitted.id}`,
      )) as unknown as { rows: { body_sealed: string }[] }
    ).rows;
    expect(sealed.body_sealed).not.toContain('stamped');

    const other = await signedIn(stranger);
    expect((await other.call('POST', `/loans/applications/${submitted.id}/messages`, { message: 'Hi' })).status).toBe(
      404,
    );
    expect((await other.call('POST', `/loans/applications/${submitted.id}/withdraw`, { confirm: 'on' })).status).toBe(
      404,
    );

    const unconfirmed = await browser.call('POST', `/loans/applications/${submitted.id}/withdraw`, {});
    expect(unconfirmed.status).toBe(422);
    expect(((await unconfirmed.json()) as Json).error.fields).toEqual({
      confirm: 'Tick the box to confirm that you want to withdraw the application.',
    });
    expect((await browser.call('POST', `/loans/applications/${draftId}/withdraw`, { confirm: 'on' })).status).toBe(409);
    expect((await browser.call('POST', `/loans/applications/${submitted.id}/withdraw`, { confirm: 'on' })).status).toBe(
      200,
    );
    const withdrawn = await view(submitted.id);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    expect(withdrawn.history.at(-1)).toMatchObject({ status: 'withdrawn' });
    expect((await browser.call('POST', `/loans/applications/${submitted.id}/withdraw`, { confirm: 'on' })).status).toBe(
      409,
    );

    await context.services.database.db
      .update(loanApplications)
      .set({ status: 'offer_issued' })
      .where(eq(loanApplications.id, submitted.id));
    const offered = await browser.call('POST', `/loans/applications/${submitted.id}/withdraw`, { confirm: 'on' });
    expect(offered.status).toBe(409);
    expect(((await offered.json()) as Json).error.name).toBe('NotWithdrawable');
  });
});
