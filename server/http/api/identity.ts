import { Hono } from 'hono';
import { z } from 'zod';
import { BvnValidationSchema } from '../../../domain/forms';
import { withDatabaseErrors } from '../../accounts/database-errors';
import { BVN_REDEEM_PER_BROWSER, BVN_REDEEM_PER_CLIENT } from '../../identity/identity-limits';
import { redeemBvnConsent } from '../../identity/redeem-bvn-consent';
import { startBvnConsent } from '../../identity/start-bvn-consent';
import type { Services } from '../../services';
import { browserOf } from '../browser-key';
import { clientRef } from '../client-address';
import type { ApiResource } from './index';
import { mountOperations } from './mount-operations';
import { operation, readByUseCase, type ApiOperation } from './openapi';

const TAG = 'Identity';
/** Where the browser comes back when the page that asked did not say. */
const DEFAULT_BVN_RETURN_TO = '/bvnvalidation';

/** The specification's client sends these (0 and its app's id); the API does not read them. */
const NOT_READ = readByUseCase('Sent by the specification’s client; not read');
const BvnAppLinkRequestSchema = BvnValidationSchema.extend({
  lobbyUrlId: NOT_READ,
  appId: NOT_READ,
  returnTo: readByUseCase("Same-site path to come back to, e.g. '/instantaccount/ind/r'; default '/bvnvalidation'"),
});
const GetBvnDataRequestSchema = z.object({
  ref: readByUseCase('The single-use reference of the return address (?msg=has_bvn_data&ref=...)'),
  bvnNo: readByUseCase('When given, must be the validated BVN'),
  lobbyUrlId: NOT_READ,
});
const BvnDataSchema = z.object({
  bvnNo: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  middlename: z.string().describe("'' when shorter than 3 characters"),
  gender: z.enum(['Male', 'Female', '']),
  birthDate: z.string().describe('yyyy-mm-dd'),
  phoneNo: z.string().describe("13 digits, or '' when the record has none"),
  nin: z.string(),
  email: z.string(),
});

function identityOperations(services: Services): ApiOperation[] {
  return [
    operation({
      method: 'post',
      path: '/agmortgvalidation/bvnAppLink',
      summary:
        "Start a BVN validation: answers the identity provider's consent page. The provider sends the browser back to returnTo with ?msg=has_bvn_data&ref=<single-use reference>, ?msg=bvn_declined or ?msg=bvn_error&igErrorCode=<code>.",
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: BvnAppLinkRequestSchema },
      responses: {
        200: {
          description: 'The consent page to go to',
          schema: z.object({ status: z.literal('success'), url: z.string() }),
        },
        422: { description: "ValidationError: 'BVN must be valid 11 characters!!'" },
        429: { description: 'Too many validations from this client or for this BVN; see Retry-After' },
      },
      handle: async (c, { input }) => {
        const { url } = await withDatabaseErrors(() =>
          startBvnConsent({
            services,
            bvnNo: input.bvnNo,
            returnTo: typeof input.returnTo === 'string' && input.returnTo ? input.returnTo : DEFAULT_BVN_RETURN_TO,
            clientRef: clientRef(c, services),
            browserRef: browserOf(c).ref(),
          }),
        );
        return c.json({ status: 'success', url });
      },
    }),
    operation({
      method: 'post',
      path: '/customers/self/getBvnData',
      summary:
        'Fetch the BVN data of an approved consent, with the reference of the return address: once, within 10 minutes',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: GetBvnDataRequestSchema },
      responses: {
        200: { description: 'The BVN data', schema: z.object({ status: z.literal('success'), data: BvnDataSchema }) },
        410: { description: 'BvnReferenceExpired: used already, or too late' },
        422: { description: 'The BVN given is not the validated one' },
        429: { description: 'Too many look-ups from this client; see Retry-After' },
      },
      handle: async (c, { input }) => {
        const data = await withDatabaseErrors(async () => {
          await services.rateLimits.consume(BVN_REDEEM_PER_CLIENT, clientRef(c, services));
          await services.rateLimits.consume(BVN_REDEEM_PER_BROWSER, browserOf(c).ref());
          return redeemBvnConsent({
            services,
            ref: String(input.ref ?? ''),
            bvnNo: typeof input.bvnNo === 'string' && input.bvnNo ? input.bvnNo : undefined,
            browserRef: browserOf(c).ref(),
          });
        });
        return c.json({ status: 'success', data });
      },
    }),
  ];
}

export function identityResource(services: Services): ApiResource {
  const routes = new Hono();
  routes.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const operations = identityOperations(services);
  mountOperations(routes, operations);
  return { routes, operations };
}
