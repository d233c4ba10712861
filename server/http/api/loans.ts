import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  LoanConsentSchema,
  LoanMessageSchema,
  LoanStartSchema,
  LoanStepRequestSchema,
  LoanWithdrawSchema,
  type LoanStart,
} from '../../../domain/forms';
import { LoanOfferAcceptSchema } from '../../../domain/forms/loan-offer';
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
import { acceptLoanOffer, offerLetterOf, offerView, ownOfferOf } from '../../loans/loan-offers';
import type { Services } from '../../services';
import { requireCustomer, type SignedIn } from './customer-area';
import type { ApiResource } from './index';
import { mountOperations } from './mount-operations';
import { operationsOf, type ApiOperation } from './openapi';

const TAG = 'Mortgage applications';
const signedInOnly = { 401: { description: 'SignInRequired' } };
const mine = { 404: { description: 'No such application of this customer' } };

const loanOperation = operationsOf<SignedIn>();

function loanOperations(services: Services): ApiOperation<SignedIn>[] {
  const application = async (c: Context<SignedIn>, id: string) =>
    loanApplicationView(services, await ownApplication(services, c.get('profile'), id));
  return [
    loanOperation({
      method: 'get',
      path: '/loans/applications',
      summary: "The signed-in customer's mortgage applications with status, history, documents and what is missing",
      tag: TAG,
      responses: { 200: { description: 'The applications' }, ...signedInOnly },
      handle: async (c) =>
        c.json({
          status: 'success' as const,
          applications: await listLoanApplications({ services, profile: c.get('profile') }),
        }),
    }),
    loanOperation({
      method: 'post',
      path: '/loans/applications',
      summary: 'Starts an application, or answers the one in progress; figures from the calculator fill its first step',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: LoanStartSchema },
      responses: { 201: { description: 'The application in progress' }, ...signedInOnly },
      handle: async (c, { input }) => {
        const started = await startLoanApplication({
          services,
          profile: c.get('profile'),
          figures: carriedFigures(input),
        });
        return c.json({ status: 'success' as const, application: await loanApplicationView(services, started) }, 201);
      },
    }),
    loanOperation({
      method: 'get',
      path: '/loans/applications/{applicationId}',
      summary: 'One of the customer’s applications',
      tag: TAG,
      responses: { 200: { description: 'The application' }, ...mine, ...signedInOnly },
      handle: async (c, { params }) =>
        c.json({ status: 'success' as const, application: await application(c, params.applicationId) }),
    }),
    loanOperation({
      method: 'patch',
      path: '/loans/applications/{applicationId}',
      summary:
        'Saves a step in order: 1 product (productId, loanAmount, tenorYears), 2 property, 3 employment and income, 4 existing obligations, 5 documents done. A step against the product’s rules is saved and answered NotEligible with the reasons.',
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: LoanStepRequestSchema,
      },
      responses: {
        200: { description: 'Saved' },
        409: { description: 'StepSkipped or NotDraft' },
        422: { description: 'ValidationError, or NotEligible with the reasons' },
        ...mine,
        ...signedInOnly,
      },
      handle: async (c, { input, params }) => {
        const saved = await saveLoanStep({ services, profile: c.get('profile'), id: params.applicationId, input });
        return c.json({ status: 'success' as const, application: await loanApplicationView(services, saved) });
      },
    }),
    loanOperation({
      method: 'post',
      path: '/loans/applications/{applicationId}/documents',
      summary:
        'Uploads documents (PDF, JPEG or PNG, at most 5 MB each, judged by their bytes): any of payslip, bankStatement, titleDocument, identity, other. Fulfils what the bank asked for. A refused file does not stop the others: they are kept, and the 422 names the refused ones.',
      tag: TAG,
      request: {
        contentTypes: ['multipart/form-data'],
        schema: z.object({}),
        files: Object.fromEntries(LOAN_DOCUMENT_KINDS.map((kind) => [kind, `${kind}: PDF, JPEG or PNG, at most 5 MB`])),
      },
      responses: {
        200: { description: 'Uploaded' },
        409: { description: 'Closed (declined or disbursed)' },
        422: { description: 'ValidationError: a file of another type or too large' },
        ...mine,
        ...signedInOnly,
      },
      handle: async (c, { files, params }) => {
        await uploadLoanDocuments({ services, profile: c.get('profile'), id: params.applicationId, files });
        return c.json({ status: 'success' as const, application: await application(c, params.applicationId) });
      },
    }),
    loanOperation({
      method: 'post',
      path: '/loans/applications/{applicationId}/submit',
      summary:
        'Submits the application with the consents: every step done and the product’s rules met. Documents may still be missing: the application lists them and takes them after. Answers the reference; a confirmation goes by e-mail.',
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: LoanConsentSchema,
      },
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
      handle: async (c, { input, params }) =>
        c.json(await submitLoanApplication({ services, profile: c.get('profile'), id: params.applicationId, input })),
    }),
    loanOperation({
      method: 'post',
      path: '/loans/applications/{applicationId}/messages',
      summary:
        'Writes to the mortgage officer in the application’s thread (a submitted application); the thread is in the application’s `messages`.',
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: LoanMessageSchema,
      },
      responses: {
        200: { description: 'Sent' },
        409: { description: 'NotSubmitted' },
        422: { description: 'ValidationError' },
        ...mine,
        ...signedInOnly,
      },
      handle: async (c, { input, params }) =>
        c.json(await sendLoanMessage({ services, profile: c.get('profile'), id: params.applicationId, input })),
    }),
    loanOperation({
      method: 'post',
      path: '/loans/applications/{applicationId}/withdraw',
      summary: 'Withdraws a submitted application before an offer is issued.',
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: LoanWithdrawSchema,
      },
      responses: {
        200: { description: 'Withdrawn' },
        409: { description: 'NotWithdrawable' },
        422: { description: 'ValidationError' },
        ...mine,
        ...signedInOnly,
      },
      handle: async (c, { input, params }) =>
        c.json(await withdrawLoanApplication({ services, profile: c.get('profile'), id: params.applicationId, input })),
    }),
    loanOperation({
      method: 'get',
      path: '/loans/applications/{applicationId}/offer',
      summary:
        'The offer on one of the customer’s applications: the terms a second mortgage officer approved (loan in kobo, rate % a year, tenor in years, conditions one a line), when it was issued and when the customer accepted it (null until then).',
      tag: TAG,
      responses: {
        200: { description: 'The offer' },
        404: { description: 'NotFound: no such application of this customer, or no offer on it' },
        ...signedInOnly,
      },
      handle: async (c, { params }) => {
        const own = await ownApplication(services, c.get('profile'), params.applicationId);
        return c.json({ status: 'success' as const, offer: offerView(await ownOfferOf(services, own)) });
      },
    }),
    loanOperation({
      method: 'get',
      path: '/loans/applications/{applicationId}/offer/letter',
      summary:
        'The offer letter (PDF, A4): the terms, the conditions and the repayment schedule year by year, saved under the name in Content-Disposition.',
      tag: TAG,
      responses: {
        200: {
          description: 'The PDF, as an attachment',
          contentType: 'application/pdf',
          schema: z.string().meta({ format: 'binary' }),
        },
        404: { description: 'NotFound: no such application of this customer, or no offer on it' },
        ...signedInOnly,
      },
      handle: async (c, { params }) => {
        const profile = c.get('profile');
        const letter = await offerLetterOf(
          services,
          profile,
          await ownApplication(services, profile, params.applicationId),
        );
        return c.body(new Uint8Array(letter.bytes), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${letter.fileName}"`,
          'Content-Length': String(letter.bytes.byteLength),
          'X-Content-Type-Options': 'nosniff',
        });
      },
    }),
    loanOperation({
      method: 'post',
      path: '/loans/applications/{applicationId}/offer/accept',
      summary:
        'Accepts the offer, once, while the application is at "Offer issued": `accept` must be "on" (the Loan Dashboard’s tick). The time is kept and the mortgage officer who approved the offer is e-mailed.',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: LoanOfferAcceptSchema },
      responses: {
        200: { description: 'Accepted: the offer with its acceptance time' },
        404: { description: 'NotFound: no such application of this customer, or no offer on it' },
        409: { description: 'Conflict: already accepted; NotNow: the application is no longer at "Offer issued"' },
        422: { description: 'ValidationError: the acceptance was not ticked' },
        ...signedInOnly,
      },
      handle: async (c, { input, params }) => {
        const profile = c.get('profile');
        const own = await ownApplication(services, profile, params.applicationId);
        const answer = await acceptLoanOffer({ services, profile, application: own, input });
        return c.json({ ...answer, offer: offerView(await ownOfferOf(services, own)) });
      },
    }),
  ];
}

/** The calculator's figures of a start request, when it carries them all. */
function carriedFigures({ productId, loanAmount, propertyPrice, tenorYears }: LoanStart) {
  if (productId === undefined || loanAmount === undefined || tenorYears === undefined) return null;
  return { productId, loanKobo: loanAmount, priceKobo: propertyPrice ?? null, tenorYears };
}

export function loansResource(services: Services): ApiResource {
  const routes = new Hono<SignedIn>();
  routes.use('/loans/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.use('/loans/*', requireCustomer(services));
  const operations = loanOperations(services);
  mountOperations(routes, operations);
  return { routes: routes as unknown as Hono, operations: operations as ApiOperation[] };
}
