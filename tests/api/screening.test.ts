import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screeningTexts } from '../../domain/messages/back-office/screening';
import { staffApprovalTexts } from '../../domain/messages/back-office/approvals';
import { SAMPLE_SCREENING_LISTS } from '../../server/config';
import { createLogger } from '../../server/logger';
import { ScreeningUnavailableError } from '../../server/adapters/screening';
import { createHttpScreening } from '../../server/adapters/screening/http-screening';
import { parseCsv, parseUnList, parseWatchList } from '../../server/adapters/screening/list-files';
import { createLocalScreening } from '../../server/adapters/screening/local-screening';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, pendingApprovalFor } from '../../server/back-office/approvals';
import { approveApplication } from '../../server/back-office/applications/application-review';
import {
  askRiskClearance,
  screenAgain,
  screeningForStaff,
} from '../../server/back-office/applications/application-screening';
import { historyOf } from '../../server/back-office/history';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { CUSTOMER_SEALS, HASH_PURPOSES } from '../../server/accounts/sealed-fields';
import { accountApplications, applicationScreenings, customers, staffMembers } from '../../server/db/schema';
import { AppError } from '../../server/errors/app-error';
import { readBody, sendJson, startFakeHttpServer } from '../support/fake-http-server';
import { createTestApp } from '../support/test-services';

const silent = createLogger({ level: 'silent' });
const sampleUn = () => readFileSync(SAMPLE_SCREENING_LISTS.un, 'utf8');
const sampleWatch = () => readFileSync(SAMPLE_SCREENING_LISTS.watch, 'utf8');

describe('the list files', () => {
  it('reads the UN consolidated list: individuals with names, aliases, dates of birth and reference; entities with aliases', () => {
    const entries = parseUnList(sampleUn());
    expect(entries.map((entry) => [entry.reference, entry.kind, entry.name])).toEqual([
      ['QDi.901', 'individual', 'OBADIAH KELECHI ARIBISALA'],
      ['TAi.902', 'individual', 'DÀNJUMÀ ÌYÁNDÁ FÁṢỌLÁ-ỌDẸ'],
      ['QDe.901', 'entity', 'SAHEL HORIZON TRADING COMPANY'],
    ]);
    expect(entries[0]).toMatchObject({ source: 'un', category: 'sanctions', aliases: ['Obi Aribisala'] });
    expect(entries[0]!.birthDates).toEqual(['1968-07-14']);
    expect(entries[1]!.birthDates).toEqual(['1975', '1977', '1978']);
    expect(entries[2]!.aliases).toEqual(['Sahel Horizon Traders']);
  });

  it('refuses a file that is not the UN list', () => {
    expect(() => parseUnList('<html><body>Not found</body></html>')).toThrow(/CONSOLIDATED_LIST/);
  });

  it("reads the bank's watch list, quotes and all, and names the line it cannot read", () => {
    const entries = parseWatchList(sampleWatch());
    expect(entries.map((entry) => [entry.name, entry.category, entry.birthDates])).toEqual([
      ['Ifeyinwa Chinwendu Odogwu', 'pep', ['1971-03-09']],
      ['Tamunotonye Bobmanuel Ikiriko', 'sanctions', []],
      ['Ebiere Tokoni Ayibakuro', 'watch', ['1980']],
    ]);
    expect(entries[0]!.aliases).toEqual(['Ify Odogwu', 'Ifeyinwa Odogwu-Eze']);
    expect(entries[2]!.reason).toContain('"watch" for six months');
    expect(parseCsv('a,"b, c\nd"\r\n"e""f",\n')).toEqual([
      ['a', 'b, c\nd'],
      ['e"f', ''],
    ]);
    expect(() => parseWatchList('name,category\nX,pep')).toThrow(/header/);
    expect(() => parseWatchList('name,aliases,date_of_birth,category,reason\nX,,,friend,')).toThrow(/line 2: category/);
    expect(() => parseWatchList('name,aliases,date_of_birth,category,reason\nX,,12/03/1970,pep,')).toThrow(
      /line 2: date of birth/,
    );
  });
});

describe('the local adapter', () => {
  const screening = () =>
    createLocalScreening({
      unListPath: SAMPLE_SCREENING_LISTS.un,
      watchListPath: SAMPLE_SCREENING_LISTS.watch,
      logger: silent,
    });

  it('finds a listed person whatever the order, case and accents, with score and source', async () => {
    const hits = await screening().screen({
      name: 'aribisala obadiah kelechi',
      birthDate: '1968-07-14',
      kind: 'individual',
    });
    expect(hits).toEqual([
      expect.objectContaining({ source: 'un', reference: 'QDi.901', score: 1, category: 'sanctions' }),
    ]);
    const accented = await screening().screen({ name: 'Danjuma Iyanda Fasola Ode', birthDate: '', kind: 'individual' });
    expect(accented[0]).toMatchObject({ reference: 'TAi.902' });
    const pep = await screening().screen({ name: 'Ifeyinwa Odogwu', birthDate: '1971-03-09', kind: 'individual' });
    expect(pep[0]).toMatchObject({ source: 'watch-list', category: 'pep' });
    const company = await screening().screen({ name: 'Sahel Horizon Traders', birthDate: '', kind: 'entity' });
    expect(company[0]).toMatchObject({ reference: 'QDe.901', listedName: 'Sahel Horizon Traders' });
    expect(
      await screening().screen({ name: 'Adaeze Ngozi Okonkwo', birthDate: '1990-04-12', kind: 'individual' }),
    ).toEqual([]);
  });

  it('is unavailable while a list cannot be read, and reads it once it can', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'screening-lists-'));
    const watch = join(folder, 'watch.csv');
    const local = createLocalScreening({ unListPath: SAMPLE_SCREENING_LISTS.un, watchListPath: watch, logger: silent });
    const subject = { name: 'Ebiere Ayibakuro', birthDate: '', kind: 'individual' } as const;
    await expect(local.screen(subject)).rejects.toBeInstanceOf(ScreeningUnavailableError);
    writeFileSync(watch, sampleWatch());
    expect(await local.screen(subject)).toHaveLength(1);
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('the HTTP adapter', () => {
  it('posts the name, date of birth and kind with its key, and reads the hits', async () => {
    const received: unknown[] = [];
    const provider = await startFakeHttpServer(async (request, response) => {
      received.push({
        path: request.url,
        auth: request.headers.authorization,
        body: JSON.parse((await readBody(request)).toString()),
      });
      const body = received.length;
      if (body === 1)
        return sendJson(response, 200, {
          hits: [
            { source: 'provider-pep', reference: 'P-1', category: 'pep', listedName: 'Obi Aribisala', score: 0.912 },
            { source: 'provider-un', reference: 'QDi.901', category: 'sanctions', listedName: 'OBADIAH', score: 0.99 },
          ],
        });
      if (body === 2) return sendJson(response, 200, { hits: [{ category: 'friend' }] });
      return sendJson(response, 503, { error: 'busy' });
    });
    const http = createHttpScreening({ url: `${provider.url}/`, apiKey: 'screen-key', timeoutMs: 2000 });
    const subject = { name: 'Obadiah Aribisala', birthDate: '1968-07-14', kind: 'individual' } as const;
    expect(await http.screen(subject)).toEqual([
      {
        source: 'provider-un',
        reference: 'QDi.901',
        category: 'sanctions',
        listedName: 'OBADIAH',
        score: 0.99,
        reason: '',
      },
      {
        source: 'provider-pep',
        reference: 'P-1',
        category: 'pep',
        listedName: 'Obi Aribisala',
        score: 0.91,
        reason: '',
      },
    ]);
    expect(received[0]).toEqual({
      path: '/screenings',
      auth: 'Bearer screen-key',
      body: { name: 'Obadiah Aribisala', birthDate: '1968-07-14', kind: 'individual' },
    });
    await expect(http.screen(subject)).rejects.toBeInstanceOf(ScreeningUnavailableError);
    await expect(http.screen(subject)).rejects.toBeInstanceOf(ScreeningUnavailableError);
    await provider.close();
    await expect(http.screen(subject)).rejects.toBeInstanceOf(ScreeningUnavailableError);
  });
});

describe('screening of an account application, its risk and its clearance', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let service: StaffMember;
  let secondService: StaffMember;
  let compliance: StaffMember;
  let serviceAndCompliance: StaffMember;
  let mortgageOfficer: StaffMember;
  let admin: StaffMember;
  const db = () => context.services.database.db;

  async function staff(email: string, roles: StaffMember['roles']) {
    const { member } = await createStaffMember({ services: context.services, email, name: email, roles });
    const [enrolled] = await db()
      .update(staffMembers)
      .set({ enrolledAt: new Date() })
      .where(eq(staffMembers.id, member.id))
      .returning();
    return enrolled!;
  }

  async function insertApplication(person: {
    firstname: string;
    middlename?: string;
    lastname: string;
    birthDate: string;
    bvnNo: string;
    email: string;
    businessName?: string;
    state?: 'draft' | 'pending';
  }) {
    const { cipher, keyedHash } = context.services;
    const [customer] = await db()
      .insert(customers)
      .values({
        acctType: person.businessName ? 'Corporate' : 'Individual',
        email: person.email,
        firstname: person.firstname,
        middlename: person.middlename ?? '',
        lastname: person.lastname,
        gender: 'Male',
        preferredBranch: 'ikeja',
        step: 50,
        businessName: person.businessName ?? null,
        cacNumber: person.businessName ? 'RC1234567' : null,
        bvnSealed: cipher.encrypt(person.bvnNo, CUSTOMER_SEALS.bvn),
        // One customer per BVN: the hash differs so that one sandbox person may apply several times here.
        bvnHash: keyedHash(`${person.bvnNo}:${person.email}`, HASH_PURPOSES.bvn),
        phoneSealed: cipher.encrypt('2348069990004', CUSTOMER_SEALS.phone),
        birthDateSealed: cipher.encrypt(person.birthDate, CUSTOMER_SEALS.birthDate),
      })
      .returning();
    const [application] = await db()
      .insert(accountApplications)
      .values({
        customerId: customer!.id,
        accountProduct: '001',
        preferredBranch: 'ikeja',
        state: person.state ?? 'pending',
      })
      .returning();
    return application!.id;
  }

  const obadiah = {
    firstname: 'Obadiah',
    middlename: 'Kelechi',
    lastname: 'Aribisala',
    birthDate: '1968-07-14',
    bvnNo: '22222222224',
  };

  async function refusal(work: Promise<unknown>) {
    const error = await work.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }

  beforeAll(async () => {
    context = await createTestApp();
    service = await staff('cs.one@bank.test', ['customer_service']);
    secondService = await staff('cs.two@bank.test', ['customer_service']);
    compliance = await staff('compliance@bank.test', ['compliance']);
    serviceAndCompliance = await staff('both@bank.test', ['customer_service', 'compliance']);
    mortgageOfficer = await staff('mortgage@bank.test', ['mortgage_officer']);
    admin = await staff('admin@bank.test', ['admin']);
  });
  afterAll(() => context.services.close());

  it('screens a submitted application when staff first open it, once, and a low risk is approved at once', async () => {
    const id = await insertApplication({
      firstname: 'Adaeze',
      middlename: 'Ngozi',
      lastname: 'Okonkwo',
      birthDate: '1990-04-12',
      bvnNo: '22222222222',
      email: 'adaeze.screen@example.com',
    });
    const first = await screeningForStaff({ services: context.services, applicationId: id, member: service });
    expect(first).toMatchObject({ state: 'done', adapter: 'local', level: 'low', reasons: [], cleared: null });
    expect(first!.parties).toEqual([{ role: 'applicant', name: 'Adaeze Ngozi Okonkwo', hits: [] }]);
    await screeningForStaff({ services: context.services, applicationId: id, member: secondService });
    expect(
      await db().select().from(applicationScreenings).where(eq(applicationScreenings.applicationId, id)),
    ).toHaveLength(1);
    await approveApplication({ services: context.services, member: service, applicationId: id });
    const history = await historyOf(context.services, [id]);
    expect(history.map((entry) => entry.sentence)).toContain(
      'Screened against sanctions and PEP lists: 0 hits, risk low.',
    );
  });

  it('does not screen a draft', async () => {
    const id = await insertApplication({
      ...obadiah,
      bvnNo: '22222222224',
      email: 'draft.obadiah@example.com',
      state: 'draft',
    });
    expect(await screeningForStaff({ services: context.services, applicationId: id, member: service })).toBeNull();
  });

  it('marks differences from the BVN record', async () => {
    const id = await insertApplication({
      firstname: 'Adaeze',
      lastname: 'Okafor',
      birthDate: '1991-04-12',
      bvnNo: '22222222222',
      email: 'adaeze.typed@example.com',
    });
    const screening = await screeningForStaff({ services: context.services, applicationId: id, member: service });
    expect(screening).toMatchObject({ level: 'medium', reasons: ['bvn-name', 'bvn-birth-date'] });
  });

  it('screens a corporate applicant’s director and the company', async () => {
    const id = await insertApplication({
      firstname: 'Tunde',
      middlename: 'Jo',
      lastname: 'Bakare',
      birthDate: '1985-11-02',
      bvnNo: '22222222223',
      email: 'sahel@example.com',
      businessName: 'Sahel Horizon Trading Company Ltd',
    });
    const screening = await screeningForStaff({ services: context.services, applicationId: id, member: service });
    expect(screening!.parties.map((party) => [party.role, party.name, party.hits.map((hit) => hit.reference)])).toEqual(
      [
        ['director', 'Tunde Jo Bakare', []],
        ['company', 'Sahel Horizon Trading Company Ltd', ['QDe.901']],
      ],
    );
    expect(screening).toMatchObject({ level: 'high', reasons: ['sanctions-hit', 'corporate'] });
  });

  it('refuses approval of a high risk until compliance clears it; who may ask and who may clear, role by role', async () => {
    const id = await insertApplication({ ...obadiah, email: 'obadiah@example.com' });
    const services = context.services;
    const screening = await screeningForStaff({ services, applicationId: id, member: service });
    expect(screening).toMatchObject({ level: 'high', reasons: ['sanctions-hit'] });
    expect(screening!.parties[0]!.hits[0]).toMatchObject({ source: 'un', reference: 'QDi.901', score: 1 });

    expect(await refusal(approveApplication({ services, member: service, applicationId: id }))).toBe(
      screeningTexts.clearance.refusedApproval,
    );
    // Only customer service asks.
    for (const member of [compliance, mortgageOfficer, admin])
      expect(await refusal(askRiskClearance({ services, member, applicationId: id }))).toBe(
        staffApprovalTexts.notYourRemit,
      );
    expect(await askRiskClearance({ services, member: service, applicationId: id })).toEqual({
      message: screeningTexts.clearance.asked,
    });
    expect(await refusal(askRiskClearance({ services, member: secondService, applicationId: id }))).toBe(
      staffApprovalTexts.alreadyWaiting,
    );
    const request = (await pendingApprovalFor(services, 'application.risk', id))!;
    expect(request.payload).toMatchObject({
      risk: 'high',
      riskReasons: 'sanctions-hit',
      hits: 'Obadiah Kelechi Aribisala: OBADIAH KELECHI ARIBISALA (UN Security Council list, QDi.901, 100%)',
    });
    expect(await refusal(screenAgain({ services, member: service, applicationId: id }))).toBe(
      screeningTexts.clearance.screenWhileWaiting,
    );

    // Only compliance clears; never the member who asked.
    const decide = (checker: StaffMember) =>
      decideApproval({ services, approvalId: request.id, checker, decision: 'approved', actions: APPROVED_ACTIONS });
    for (const checker of [secondService, mortgageOfficer, admin])
      expect(await refusal(decide(checker))).toBe(staffApprovalTexts.notYourRemit);
    expect(await refusal(approveApplication({ services, member: secondService, applicationId: id }))).toBe(
      screeningTexts.clearance.refusedApproval,
    );
    await decide(compliance);
    const cleared = await screeningForStaff({ services, applicationId: id, member: service });
    expect(cleared!.cleared).toMatchObject({ by: 'compliance@bank.test' });
    await approveApplication({ services, member: service, applicationId: id });
    const sentences = (await historyOf(services, [id])).map((entry) => entry.sentence);
    expect(sentences).toEqual(
      expect.arrayContaining([
        'High risk cleared by compliance: the application may be approved.',
        "Asked a second staff member to clear an account application's high risk.",
        'Account application approved.',
      ]),
    );
  });

  it('refuses a member who asked for clearance as its checker, and a new screening needs a new clearance', async () => {
    const id = await insertApplication({ ...obadiah, email: 'obadiah.two@example.com' });
    const services = context.services;
    await screeningForStaff({ services, applicationId: id, member: serviceAndCompliance });
    await askRiskClearance({ services, member: serviceAndCompliance, applicationId: id });
    const request = (await pendingApprovalFor(services, 'application.risk', id))!;
    expect(
      await refusal(
        decideApproval({
          services,
          approvalId: request.id,
          checker: serviceAndCompliance,
          decision: 'approved',
          actions: APPROVED_ACTIONS,
        }),
      ),
    ).toBe(staffApprovalTexts.makerCannotCheck);
    await decideApproval({
      services,
      approvalId: request.id,
      checker: compliance,
      decision: 'approved',
      actions: APPROVED_ACTIONS,
    });
    expect((await screeningForStaff({ services, applicationId: id, member: service }))!.cleared).not.toBeNull();
    await screenAgain({ services, member: service, applicationId: id });
    expect((await screeningForStaff({ services, applicationId: id, member: service }))!.cleared).toBeNull();
    expect(await refusal(approveApplication({ services, member: service, applicationId: id }))).toBe(
      screeningTexts.clearance.refusedApproval,
    );
  });

  it('reads as high, never as no hit, when the lists cannot be read', async () => {
    const broken = await createTestApp({ SCREENING_WATCH_LIST: '/nonexistent/watch.csv' });
    try {
      const { services } = broken;
      const member = (
        await createStaffMember({ services, email: 'cs@bank.test', name: 'CS', roles: ['customer_service'] })
      ).member;
      const [customer] = await services.database.db
        .insert(customers)
        .values({
          acctType: 'Individual',
          email: 'nobody@example.com',
          firstname: 'Adaeze',
          middlename: 'Ngozi',
          lastname: 'Okonkwo',
          gender: 'Female',
          preferredBranch: 'ikeja',
          step: 50,
          bvnSealed: services.cipher.encrypt('22222222222', CUSTOMER_SEALS.bvn),
          bvnHash: services.keyedHash('22222222222', HASH_PURPOSES.bvn),
          phoneSealed: services.cipher.encrypt('2348031234567', CUSTOMER_SEALS.phone),
          birthDateSealed: services.cipher.encrypt('1990-04-12', CUSTOMER_SEALS.birthDate),
        })
        .returning();
      const [application] = await services.database.db
        .insert(accountApplications)
        .values({ customerId: customer!.id, accountProduct: '001', preferredBranch: 'ikeja' })
        .returning();
      const screening = await screeningForStaff({ services, applicationId: application!.id, member });
      expect(screening).toMatchObject({ state: 'unavailable', level: 'high', reasons: ['unscreened'] });
    } finally {
      await broken.services.close();
    }
  });
});
