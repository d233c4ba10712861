import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../domain/back-office/staff-roles';
import { loadStaffApplicationDocumentImage } from '../../app/routes/staff/application-document-image.server';
import { actOnStaffApplication, loadStaffApplication } from '../../app/routes/staff/application.server';
import { loadStaffApprovals } from '../../app/routes/staff/approvals.server';
import { readDocument } from '../../server/accounts/documents';
import { CUSTOMER_SEALS } from '../../server/accounts/sealed-fields';
import { readBvnRecordForReview } from '../../server/back-office/applications/application-bvn-record';
import { documentsOf } from '../../server/back-office/applications/application-documents';
import {
  askRiskClearance,
  screenAgain,
  screeningForStaff,
} from '../../server/back-office/applications/application-screening';
import { findApplication } from '../../server/back-office/applications/find-application';
import { createReviewCache } from '../../server/back-office/applications/review-cache';
import { historyOf } from '../../server/back-office/history';
import { createStaffMember, type StaffMember } from '../../server/back-office/staff-members';
import { completeSession, startHalfSession } from '../../server/back-office/staff-sessions';
import { accountApplications, auditEvents, customers } from '../../server/db/schema';
import { servicesContext } from '../../server/request-context';
import { createTestApp } from '../support/test-services';
import { openWebsiteAccount, type WebsiteCustomer } from '../support/website-customer';

// Issue 30 point 1: the KYC review's documents drawn by the server, and the BVN record beside the data.
const dataDir = mkdtempSync(join(tmpdir(), 'back-office-kyc-'));
let context: Awaited<ReturnType<typeof createTestApp>>;
const members = {} as Record<StaffRole, StaffMember>;
const cookies = {} as Record<StaffRole, string>;
let customer: WebsiteCustomer;
let applicationId = '';
const ROLES: StaffRole[] = ['customer_service', 'compliance', 'mortgage_officer', 'admin'];

const db = () => context.services.database.db;

/**
 * A route's loader or action as React Router calls it, for a browser holding `cookie`: its answer,
 * or a thrown refusal as a Response (a redirect, or data() with its status).
 */
async function callRoute<T>(
  handler: (args: never) => Promise<T>,
  { path, pattern, params, cookie, method = 'GET' }: RouteCall,
): Promise<T | Response> {
  const routerContext = new RouterContextProvider();
  routerContext.set(servicesContext, context.services);
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: cookie ? { Cookie: cookie } : {},
    ...(method === 'POST' ? { body: new URLSearchParams({ intent: 'approve' }) } : {}),
  });
  try {
    return await handler({ request, url: new URL(request.url), pattern, context: routerContext, params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const { init } = thrown as { init?: { status?: number } };
    return new Response(null, { status: init?.status ?? 500 });
  }
}
interface RouteCall {
  path: string;
  pattern: string;
  params: Record<string, string>;
  cookie: string | undefined;
  method?: 'GET' | 'POST';
}

/** The image route's answer for a browser holding `cookie`. */
async function getImage(cookie: string | undefined, document: string, id = applicationId) {
  return (await callRoute(loadStaffApplicationDocumentImage, {
    path: `/staff/applications/${id}/documents/${document}/image`,
    pattern: '/staff/applications/:id/documents/:document/image',
    params: { id, document },
    cookie,
  })) as Response;
}

/** The application page's loader for a browser holding `cookie`. */
const applicationPage = (cookie: string | undefined, id = applicationId) =>
  callRoute(loadStaffApplication, {
    path: `/staff/applications/${id}`,
    pattern: '/staff/applications/:id',
    params: { id },
    cookie,
  });

/** The application page's action posting 'approve' for a browser holding `cookie`. */
const postApproval = (cookie: string | undefined, id = applicationId) =>
  callRoute(actOnStaffApplication, {
    path: `/staff/applications/${id}`,
    pattern: '/staff/applications/:id',
    params: { id },
    cookie,
    method: 'POST',
  });

const imageViews = () =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'applications.document-image.view'), eq(auditEvents.subject, applicationId)));

beforeAll(async () => {
  context = await createTestApp({ DATA_DIR: dataDir });
  const { services } = context;
  for (const role of ROLES) {
    members[role] = (
      await createStaffMember({ services, email: `${role}@bank.test`, name: `${role} member`, roles: [role] })
    ).member;
    const halfToken = await startHalfSession({ services, staffId: members[role].id, clientRef: 'test' });
    const token = await completeSession({ services, halfToken, staffId: members[role].id, clientRef: 'test' });
    cookies[role] = `staff=${token}`;
  }
  customer = await openWebsiteAccount(context.app, services, { bvnNo: '71234567499', email: 'kyc.me@example.com' });
  const [application] = await db()
    .select({ id: accountApplications.id })
    .from(accountApplications)
    .where(eq(accountApplications.customerId, customer.customerId));
  applicationId = application.id;
});
afterAll(async () => {
  await context.services.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a document drawn for the review page', () => {
  it('refuses a stranger and every role that does not read applications', async () => {
    const stranger = await getImage(undefined, 'photo');
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get('location')).toMatch(/^\/staff\/login/);
    for (const role of ['mortgage_officer', 'admin'] as const)
      expect((await getImage(cookies[role], 'photo')).status, role).toBe(403);
    expect(await imageViews()).toEqual([]);
  });

  it('answers customer service with a new JPEG, never the stored upload, shown inline and not cached', async () => {
    const answer = await getImage(cookies.customer_service, 'photo');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-disposition')).toBe('inline');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg' });

    // The stored photo is a PNG: what is served is drawn again from its pixels, not passed on.
    const found = (await findApplication(context.services, applicationId))!;
    const stored = documentsOf(found.application).find((document) => document.name === 'photo')!;
    const upload = (await readDocument(context.services, stored.key))!;
    expect([...upload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(bytes.equals(upload)).toBe(false);
    expect(bytes.includes(upload.subarray(8, 40))).toBe(false);

    const card = await getImage(cookies.customer_service, 'scannedIDCard');
    expect(card.headers.get('content-type')).toBe('image/jpeg');
    expect((await getImage(cookies.customer_service, 'signature')).status).toBe(404);
    expect((await getImage(cookies.customer_service, 'photo', '00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });

  it('records each document a member looks at once a sitting, and leaves it out of the history', async () => {
    await getImage(cookies.customer_service, 'photo');
    await getImage(cookies.customer_service, 'photo');
    const views = await imageViews();
    expect(views.map((view) => [view.actor, view.details?.document]).sort()).toEqual(
      [
        [members.customer_service.id, 'photo'],
        [members.customer_service.id, 'scannedIDCard'],
      ].sort(),
    );
    const history = await historyOf(context.services, [applicationId]);
    expect(history.map((entry) => entry.action)).not.toContain('applications.document-image.view');
  });
});

describe('the BVN record beside the data', () => {
  it('reads the record and its photo through the identity port, and marks what differs', async () => {
    const { services } = context;
    const same = (await readBvnRecordForReview({ services, member: members.customer_service, applicationId }))!;
    expect(same).toMatchObject({ state: 'found', differences: 0 });

    // The applicant's name and date of birth since changed on the website's record.
    await db()
      .update(customers)
      .set({
        firstname: 'Adanna',
        birthDateSealed: services.cipher.encrypt('1999-01-01', CUSTOMER_SEALS.birthDate),
      })
      .where(eq(customers.id, customer.customerId));
    const review = (await readBvnRecordForReview({ services, member: members.customer_service, applicationId }))!;
    if (review.state !== 'found') throw new Error(`no record: ${review.state}`);
    expect(review.differences).toBe(2);
    expect(review.comparison.filter((row) => row.agreement === 'different').map((row) => row.field)).toEqual([
      'name',
      'birthDate',
    ]);
    expect(review.record.name).toContain(customer.lastname);
    expect(review.record.nin).toMatch(/^\*{7}\d{4}$/);
    // The provider's photo drawn again as a small JPEG.
    expect(review.photo).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    const photo = await sharp(Buffer.from(review.photo.split(',')[1]!, 'base64')).metadata();
    expect(photo.format).toBe('jpeg');
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(320);

    const readings = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'applications.bvn-record.view'), eq(auditEvents.subject, applicationId)));
    expect(readings.map((reading) => reading.actor)).toEqual([members.customer_service.id]);
  });

  it('says when the provider is down or does not know the BVN, without failing the page', async () => {
    const { services } = context;
    // The earlier readings are kept in memory: a new cache asks the provider.
    services.reviewCache = createReviewCache();
    const lookupBvn = services.identity.lookupBvn;
    try {
      services.identity.lookupBvn = (bvnNo) => lookupBvn('99999999999').then(() => lookupBvn(bvnNo));
      expect(await readBvnRecordForReview({ services, member: members.customer_service, applicationId })).toEqual({
        state: 'unavailable',
      });
      services.identity.lookupBvn = () => Promise.resolve(null);
      expect(await readBvnRecordForReview({ services, member: members.customer_service, applicationId })).toEqual({
        state: 'unknown',
      });
    } finally {
      services.identity.lookupBvn = lookupBvn;
    }
  });
});

describe('the review kept in memory between reloads', () => {
  it('does not look the BVN up or draw a document again within ten minutes (screening included), and does after', async () => {
    const { services } = context;
    let now = Date.now();
    services.reviewCache = createReviewCache({ now: () => now });
    const lookups = vi.spyOn(services.identity, 'lookupBvn');
    const reads = vi.spyOn(services.storage, 'get');
    try {
      const open = () => readBvnRecordForReview({ services, member: members.customer_service, applicationId });
      const first = await open();
      const drawn = await getImage(cookies.customer_service, 'photo');
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(reads).toHaveBeenCalledTimes(1);
      // Screening compares the typed name with the same record: no second look-up.
      await screenAgain({ services, member: members.customer_service, applicationId });
      expect(lookups).toHaveBeenCalledTimes(1);

      now += 9 * 60 * 1000;
      expect(await open()).toEqual(first);
      const again = await getImage(cookies.customer_service, 'photo');
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await drawn.arrayBuffer()));
      expect(lookups).toHaveBeenCalledTimes(1);
      expect(reads).toHaveBeenCalledTimes(1);

      now += 60 * 1000 + 1;
      await open();
      await getImage(cookies.customer_service, 'photo');
      expect(lookups).toHaveBeenCalledTimes(2);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      lookups.mockRestore();
      reads.mockRestore();
    }
  });
});

describe('compliance reads the application page to clear a high risk', () => {
  it('opens the page and its documents to compliance without the decision, screening and owner forms, and refuses its action', async () => {
    const decided = await applicationPage(cookies.customer_service);
    if (decided instanceof Response) throw new Error(`refused: ${decided.status}`);
    expect(decided).toMatchObject({ decides: true, work: expect.objectContaining({ kind: 'application' }) });

    const read = await applicationPage(cookies.compliance);
    if (read instanceof Response) throw new Error(`refused: ${read.status}`);
    expect(read).toMatchObject({ decides: false, work: null, bvnReview: { state: 'found' } });
    expect(read.application.id).toBe(applicationId);
    expect(read.screening).not.toBeNull();
    expect((await getImage(cookies.compliance, 'photo')).status).toBe(200);

    for (const role of ['mortgage_officer', 'admin'] as const)
      expect(((await applicationPage(cookies[role])) as Response).status, role).toBe(403);
    expect(((await postApproval(cookies.compliance)) as Response).status).toBe(403);
    const [application] = await db()
      .select()
      .from(accountApplications)
      .where(eq(accountApplications.id, applicationId));
    expect(application.reviewState).toBe('awaiting_review');
  });

  it('links a clearance request on the Approvals page to the application page, which shows compliance the hit', async () => {
    const { services } = context;
    // The sandbox's 22222222224 is on the made-up sample UN list: the application screens High.
    const listed = await openWebsiteAccount(context.app, services, {
      bvnNo: '22222222224',
      email: 'listed.applicant@example.com',
    });
    const [application] = await db()
      .select({ id: accountApplications.id })
      .from(accountApplications)
      .where(eq(accountApplications.customerId, listed.customerId));
    const screening = await screeningForStaff({
      services,
      applicationId: application.id,
      member: members.customer_service,
    });
    expect(screening?.level).toBe('high');
    await askRiskClearance({ services, member: members.customer_service, applicationId: application.id });

    const approvals = await callRoute(loadStaffApprovals, {
      path: '/staff/approvals',
      pattern: '/staff/approvals',
      params: {},
      cookie: cookies.compliance,
    });
    if (approvals instanceof Response) throw new Error(`refused: ${approvals.status}`);
    const request = approvals.approvals.find((approval) => approval.kind === 'application.risk')!;
    expect(request.itemPath).toBe(`/staff/applications/${application.id}`);

    const page = await applicationPage(cookies.compliance, application.id);
    if (page instanceof Response) throw new Error(`refused: ${page.status}`);
    expect(page.screening).toMatchObject({ level: 'high', clearanceAskedBy: 'customer_service member' });
    expect(page.screening?.parties[0]?.hits[0]).toMatchObject({ reference: 'QDi.901' });
  });
});
