import { Hono } from 'hono';
import { z } from 'zod';
import {
  LoanConsentSchema,
  LoanIncomeStepSchema,
  LoanMessageSchema,
  LoanObligationsStepSchema,
  LoanProductStepSchema,
  LoanPropertyStepSchema,
  LoanWithdrawSchema,
  nairaRule,
} from '../../../domain/forms';
import { LOAN_DOCUMENT_KINDS } from '../../db/schema';
import {
  listLoanApplications,
  loanApplicationView,
  ownApplication,
  saveLoanStep,
  sendLoanMessage,
  startLoanApplication,
  submitLoanApplication,
  uploadLoanDocuments,
  withdrawLoanApplication,
} from '../../loans/loan-applications';
import type { Services } from '../../services';
import { readFormBody, readJsonBody, splitForm } from '../request-body';
import { AppError, AppErrorCode } from '../../errors/app-error';
import { requireCustomer, type SignedIn } from './customer-area';
import type { ApiResource } from './index';
import type { ApiOperation } from './openapi';

const TAG = 'Mortgage applications';
const signedInOnly = { 401: { description: 'SignInRequired' } };
const mine = { 404: { description: 'No such application of this customer' } };
const StartSchema = z.object({
  productId: z.string().optional().describe('standard, nhf, leap, tom or acada'),
  loanAmount: z.string().optional().describe('Naira'),
  propertyPrice: z.string().optional().describe('Naira'),
  tenorYears: z.string().optional(),
});
const binary = (description: string) => z.string().meta({ format: 'binary', description });

const operations: ApiOperation[] = [
  {
    method: 'get',
    path: '/loans/applications',
    summary: "The signed-in customer's mortgage applications with status, history, documents and what is missing",
    tag: TAG,
    responses: { 200: { description: 'The applications' }, ...signedInOnly },
  },
  {
    method: 'post',
    path: '/loans/applications',
    summary: 'Starts an application, or answers the one in progress; figures from the calculator fill its first step',
    tag: TAG,
    request: { contentType: 'application/json', schema: StartSchema },
    responses: { 201: { description: 'The application in progress' }, ...signedInOnly },
  },
  {
    method: 'get',
    path: '/loans/applications/{applicationId}',
    summary: 'One of the customer’s applications',
    tag: TAG,
    responses: { 200: { description: 'The application' }, ...mine, ...signedInOnly },
  },
  {
    method: 'patch',
    path: '/loans/applications/{applicationId}',
    summary:
      'Saves a step in order: 1 product (productId, loanAmount, tenorYears), 2 property, 3 employment and income, 4 existing obligations, 5 documents done. A step against the product’s rules is saved and answered NotEligible with the reasons.',
    tag: TAG,
    request: {
      contentType: 'application/json',
      schema: z.union([
        LoanProductStepSchema.extend({ step: z.literal(1) }),
        LoanPropertyStepSchema.safeExtend({ step: z.literal(2) }),
        LoanIncomeStepSchema.safeExtend({ step: z.literal(3) }),
        LoanObligationsStepSchema.extend({ step: z.literal(4) }),
        z.object({ step: z.literal(5) }),
      ]),
    },
    responses: {
      200: { description: 'Saved' },
      409: { description: 'StepSkipped or NotDraft' },
      422: { description: 'ValidationError, or NotEligible with the reasons' },
      ...mine,
      ...signedInOnly,
    },
  },
  {
    method: 'post',
    path: '/loans/applications/{applicationId}/documents',
    summary:
      'Uploads documents (PDF, JPEG or PNG, at most 5 MB each, judged by their bytes): any of payslip, bankStatement, titleDocument, identity, other. Fulfils what the bank asked for. A refused file does not stop the others: they are kept, and the 422 names the refused ones.',
    tag: TAG,
    request: {
      contentType: 'multipart/form-data',
      schema: z.object(Object.fromEntries(LOAN_DOCUMENT_KINDS.map((kind) => [kind, binary(kind).optional()]))),
    },
    responses: {
      200: { description: 'Uploaded' },
      409: { description: 'Closed (declined or disbursed)' },
      422: { description: 'ValidationError: a file of another type or too large' },
      ...mine,
      ...signedInOnly,
    },
  },
  {
    method: 'post',
    path: '/loans/applications/{applicationId}/submit',
    summary:
      'Submits the application with the consents: every step done and the product’s rules met. Documents may still be missing: the application lists them and takes them after. Answers the reference; a confirmation goes by e-mail.',
    tag: TAG,
    request: { contentType: 'application/json', schema: LoanConsentSchema },
    responses: {
      200: {
        description: 'Received',
        schema: z.object({ status: z.literal('success'), reference: z.string(), message: z.string() }),
      },
      409: { description: 'StepSkipped or NotDraft' },
      422: { description: 'ValidationError or NotEligible' },
      ...mine,
      ...signedInOnly,
    },
  },
  {
    method: 'post',
    path: '/loans/applications/{applicationId}/messages',
    summary:
      'Writes to the mortgage officer in the application’s thread (a submitted application); the thread is in the application’s `messages`.',
    tag: TAG,
    request: { contentType: 'application/json', schema: LoanMessageSchema },
    responses: {
      200: { description: 'Sent' },
      409: { description: 'NotSubmitted' },
      422: { description: 'ValidationError' },
      ...mine,
      ...signedInOnly,
    },
  },
  {
    method: 'post',
    path: '/loans/applications/{applicationId}/withdraw',
    summary: 'Withdraws a submitted application before an offer is issued.',
    tag: TAG,
    request: { contentType: 'application/json', schema: LoanWithdrawSchema },
    responses: {
      200: { description: 'Withdrawn' },
      409: { description: 'NotWithdrawable' },
      422: { description: 'ValidationError' },
      ...mine,
      ...signedInOnly,
    },
  },
];

/** Optional naira or whole-number figures from a start request; anything unreadable is left out. */
function carriedFigures(body: Record<string, unknown>) {
  const amount = (value: unknown) => {
    const parsed = nairaRule('amount', { min: 1 }).safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  const loanKobo = amount(body.loanAmount);
  const tenorYears = Number(body.tenorYears);
  if (
    typeof body.productId !== 'string' ||
    loanKobo === null ||
    !Number.isInteger(tenorYears) ||
    tenorYears < 1 ||
    tenorYears > 30
  )
    return null;
  return { productId: body.productId, loanKobo, priceKobo: amount(body.propertyPrice), tenorYears };
}

export function loansResource(services: Services): ApiResource {
  const routes = new Hono<SignedIn>();
  routes.use('/loans/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.use('/loans/*', requireCustomer(services));
  routes.get('/loans/applications', async (c) =>
    c.json({
      status: 'success' as const,
      applications: await listLoanApplications({ services, profile: c.get('profile') }),
    }),
  );
  routes.post('/loans/applications', async (c) => {
    const application = await startLoanApplication({
      services,
      profile: c.get('profile'),
      figures: carriedFigures(await readJsonBody(c.req.raw)),
    });
    return c.json({ status: 'success' as const, application: await loanApplicationView(services, application) }, 201);
  });
  routes.get('/loans/applications/:id', async (c) =>
    c.json({
      status: 'success' as const,
      application: await loanApplicationView(
        services,
        await ownApplication(services, c.get('profile'), c.req.param('id')),
      ),
    }),
  );
  routes.patch('/loans/applications/:id', async (c) => {
    const body = await readJsonBody(c.req.raw);
    const step = Number(body.step);
    if (!Number.isInteger(step))
      throw new AppError(AppErrorCode.ValidationError, 'Say which step to save.', {
        fields: { step: 'Say which step to save.' },
      });
    const saved = await saveLoanStep({
      services,
      profile: c.get('profile'),
      id: c.req.param('id'),
      step,
      input: Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
      ),
    });
    return c.json({ status: 'success' as const, application: await loanApplicationView(services, saved) });
  });
  routes.post('/loans/applications/:id/documents', async (c) => {
    const { files } = splitForm(await readFormBody(c.req.raw));
    const profile = c.get('profile');
    await uploadLoanDocuments({ services, profile, id: c.req.param('id'), files });
    return c.json({
      status: 'success' as const,
      application: await loanApplicationView(services, await ownApplication(services, profile, c.req.param('id'))),
    });
  });
  routes.post('/loans/applications/:id/submit', async (c) =>
    c.json(
      await submitLoanApplication({
        services,
        profile: c.get('profile'),
        id: c.req.param('id'),
        input: await readJsonBody(c.req.raw),
      }),
    ),
  );
  routes.post('/loans/applications/:id/messages', async (c) =>
    c.json(
      await sendLoanMessage({
        services,
        profile: c.get('profile'),
        id: c.req.param('id'),
        input: await readJsonBody(c.req.raw),
      }),
    ),
  );
  routes.post('/loans/applications/:id/withdraw', async (c) =>
    c.json(
      await withdrawLoanApplication({
        services,
        profile: c.get('profile'),
        id: c.req.param('id'),
        input: await readJsonBody(c.req.raw),
      }),
    ),
  );
  return { routes: routes as unknown as Hono, operations };
}
