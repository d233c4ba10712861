import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ContactSchema } from '../../../domain/forms/contact';
import { SubscribeSchema } from '../../../domain/forms/subscribe';
import { websiteFormTexts } from '../../../domain/messages/website-forms';
import {
  WHISTLE_BLOWER_STATUSES,
  WhistleBlowerReportSchema,
  WhistleBlowerStatusCheckSchema,
} from '../../../domain/forms/whistle-blower';
import { sendContactMessage } from '../../contact/send-contact-message';
import { subscribeToNewsletter } from '../../newsletter/subscribe';
import { unsubscribeFromNewsletter } from '../../newsletter/unsubscribe';
import type { Services } from '../../services';
import { checkWhistleBlowerReportStatus } from '../../whistle-blower/check-report-status';
import { submitWhistleBlowerReport } from '../../whistle-blower/submit-report';
import { clientRef } from '../client-address';
import { isFormPost } from '../request-body';
import { sameSitePage } from '../same-site-page';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { ApiResource } from './index';
import { mountOperations } from './mount-operations';
import { operation, readByUseCase, type ApiOperation } from './openapi';
import { SUBSCRIBE_FORM_ID, SUBSCRIBE_RESULT_PARAMETER } from '../../../domain/constants';

const SuccessSchema = z.object({ status: z.literal('success') });
const TAG = 'Messages';

/** Where a browser without JavaScript lands after subscribing: the page it came from, or /newsletter. */
const SUBSCRIBE_FALLBACK_PAGE = '/newsletter';

function subscribeRedirect(c: Context, services: Services, outcome: 'success' | 'failed') {
  const page =
    sameSitePage(c, services.config.PUBLIC_URL) ?? new URL(SUBSCRIBE_FALLBACK_PAGE, services.config.PUBLIC_URL);
  page.searchParams.set(SUBSCRIBE_RESULT_PARAMETER, outcome);
  return c.redirect(`${page.pathname}${page.search}#${SUBSCRIBE_FORM_ID}`, 303);
}

/** The specification's wording (Mongoose's), which the footer form splits on commas and colons. */
function subscriberInvalid(fields: Record<string, string>) {
  const [field, message] = Object.entries(fields)[0] ?? ['email', websiteFormTexts.subscribe.invalidEmail];
  return new AppError(AppErrorCode.ValidationError, websiteFormTexts.subscribe.validationFailed(field, message), {
    fields,
  });
}

function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

function messageOperations(services: Services): ApiOperation[] {
  return [
    operation({
      method: 'post',
      path: '/messages/subscribe',
      summary:
        'Subscribe an address to the newsletter. A repeated address is a success and no second subscription. A form posted without JavaScript is answered with 303 to the page it came from, with ?subscribe=success or ?subscribe=failed and #newsletter-subscribe, the form.',
      tag: TAG,
      request: {
        contentTypes: ['application/json', 'application/x-www-form-urlencoded'],
        schema: SubscribeSchema,
        refusal: subscriberInvalid,
      },
      responses: {
        200: { description: 'Subscribed (or already subscribed)', schema: SuccessSchema },
        303: { description: 'Form post: back to the page, with ?subscribe=success or ?subscribe=failed' },
        422: {
          description: "ValidationError: 'Subscriber validation failed: email: Please provide a valid email address'",
        },
        429: { description: 'Too many subscriptions from this client; see Retry-After' },
      },
      handle: async (c, { input }) => {
        await subscribeToNewsletter({
          services,
          input,
          source: sameSitePage(c, services.config.PUBLIC_URL)?.pathname ?? 'api',
          clientRef: clientRef(c, services),
        });
        return isFormPost(c.req.raw)
          ? subscribeRedirect(c, services, 'success')
          : c.json({ status: 'success' as const });
      },
      answerRefusedFormPost: (c, error) => {
        if (!(error instanceof AppError)) services.logger.error({ err: error }, 'newsletter subscription failed');
        return subscribeRedirect(c, services, 'failed');
      },
    }),
    operation({
      method: 'post',
      path: '/messages/unsubscribe',
      summary: 'Withdraw a newsletter subscription with the token of the link in its confirmation e-mail',
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: z.object({ token: readByUseCase("The link's token (string), checked after the rate limit") }),
      },
      responses: {
        200: { description: 'Unsubscribed (also when it already was)', schema: SuccessSchema },
        404: { description: 'InvalidUnsubscribeLink: no subscription has this token' },
        429: { description: 'Too many attempts; see Retry-After' },
      },
      handle: async (c, { input }) => {
        await unsubscribeFromNewsletter({ services, token: input.token, clientRef: clientRef(c, services) });
        return c.json({ status: 'success' as const });
      },
    }),
    operation({
      method: 'post',
      path: '/messages/contact',
      summary: "Send a message to the bank's customer care address; the sender gets an acknowledgement",
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: ContactSchema },
      responses: {
        201: { description: 'Stored and sent', schema: SuccessSchema },
        422: { description: 'ValidationError with fields' },
        429: { description: 'Too many messages from this client; see Retry-After' },
      },
      handle: async (c, { input }) => {
        const { masked } = await sendContactMessage({ services, input, clientRef: clientRef(c, services) });
        return c.json({ status: 'success' as const, masked }, 201);
      },
    }),
    operation({
      method: 'post',
      path: '/messages/whistle-blower',
      summary:
        'Make a whistle-blower report (anonymous when name and contact are left out); answers its reference and a secret shown only once',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: WhistleBlowerReportSchema },
      responses: {
        201: {
          description: 'Stored encrypted; the bank is told the reference only',
          schema: z.object({
            status: z.literal('success'),
            reference: z.string().meta({ example: 'WB-7K3Q-9XPM' }),
            secret: z.string(),
          }),
        },
        422: { description: 'ValidationError with fields' },
        429: { description: 'Too many reports from this client; see Retry-After' },
      },
      handle: async (c, { input }) => {
        noStore(c);
        const { reference, secret } = await submitWhistleBlowerReport({
          services,
          input,
          clientRef: clientRef(c, services),
        });
        return c.json({ status: 'success' as const, reference, secret }, 201);
      },
    }),
    operation({
      method: 'post',
      path: '/messages/whistle-blower/status',
      summary: 'The status of a whistle-blower report, for the holder of its reference and secret',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: WhistleBlowerStatusCheckSchema },
      responses: {
        200: {
          description: 'The report status',
          schema: z.object({
            status: z.literal('success'),
            report: z.object({
              reference: z.string(),
              status: z.enum(WHISTLE_BLOWER_STATUSES),
              receivedAt: z.iso.datetime(),
              updatedAt: z.iso.datetime(),
              message: z.string().nullable().meta({ description: "The bank's message to the reporter, or null" }),
            }),
          }),
        },
        404: { description: 'ReportNotFound: no report has this reference and secret (one answer for both)' },
        429: { description: 'Too many tries; see Retry-After' },
      },
      handle: async (c, { input }) => {
        noStore(c);
        const report = await checkWhistleBlowerReportStatus({ services, input, clientRef: clientRef(c, services) });
        return c.json({
          status: 'success' as const,
          report: {
            reference: report.reference,
            status: report.status,
            receivedAt: report.receivedAt.toISOString(),
            updatedAt: report.updatedAt.toISOString(),
            message: report.message,
          },
        });
      },
    }),
  ];
}

/** POST /messages/*: newsletter, contact and whistle-blower (specification 7, messages/subscribe). */
export function messagesResource(services: Services): ApiResource {
  const routes = new Hono();

  const operations = messageOperations(services);
  mountOperations(routes, operations);
  return { routes, operations };
}
