import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { OTP_LENGTH } from '../../../domain/constants';
import { AddressSchema, ContactChangeSchema, ContactCodeSchema, DataRequestSchema } from '../../../domain/forms';
import { LoginCodeSchema, LoginSchema, PasswordResetStartSchema, PasswordSetSchema } from '../../../domain/login';
import { customerAreaTexts } from '../../../domain/messages/customer-area';
import { cancelContactChange } from '../../customer-area/contact-changes';
import { confirmContactChange, saveAddress, startContactChange } from '../../customer-area/contact-details';
import { exportCustomerData } from '../../customer-area/data-export';
import { fileDataRequest, listDataRequests } from '../../customer-area/data-requests';
import { customerOverview } from '../../customer-area/overview';
import type { Services } from '../../services';
import { completePasswordReset, startPasswordReset } from '../../sign-in/password-reset';
import { holderOf, type Profile } from '../../sign-in/profiles';
import {
  clearedSessionCookie,
  describeDevice,
  endAllSessions,
  endSession,
  endSessionByPublicId,
  listSessions,
  readSession,
  sessionCookie,
  sessionTokenOf,
  toSessionView,
  type CustomerSession,
} from '../../sign-in/sessions';
import { confirmSignIn, resendSignInCode, startSignIn } from '../../sign-in/sign-in';
import { browserOf } from '../browser-key';
import { clientNetwork, clientRef } from '../client-address';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { ApiResource } from './index';
import { mountOperations } from './mount-operations';
import { operation, operationsOf, readByUseCase, type ApiOperation } from './openapi';

const TAG = 'Sign-in and customer area';

export type SignedIn = { Variables: { profile: Profile; session: CustomerSession; sessionToken: string } };

const PendingSignInSchema = z.object({
  status: z.literal('pending'),
  loginRef: z.string(),
  maskedPhone: z.string().describe('The last 4 digits'),
  codeSeconds: z.number(),
  notice: z.string(),
});
const SuccessSchema = z.object({ status: z.literal('success'), message: z.string().optional() });
const signedInOnly = {
  401: { description: 'SignInRequired: no session, or it ended (idle 15 minutes, 12 hours, signed out)' },
};
const codeRefusals = {
  410: { description: 'SignInExpired: the reference ended, expired or belongs to another browser' },
  422: { description: 'ValidationError: a field, or a wrong or expired code (with tries left)' },
  429: { description: 'Too many tries or codes; see Retry-After' },
};

const signedInOperation = operationsOf<SignedIn>();
const SignInReference = readByUseCase('The loginRef of the first answer (string)');

function publicOperations(services: Services): ApiOperation[] {
  const { isProduction } = services.config;
  const context = (c: Context) => ({ services, clientRef: clientRef(c, services), browserRef: browserOf(c).ref() });
  return [
    operation({
      method: 'post',
      path: '/customers/login',
      summary: `Sign-in, first step: account number (or e-mail) and the 10-digit password. A right pair sends a ${OTP_LENGTH}-digit code to the phone on record. No account, no password yet and a wrong one get the same 401.`,
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: LoginSchema },
      responses: {
        202: { description: 'A code was sent', schema: PendingSignInSchema },
        401: { description: 'InvalidCredentials' },
        422: { description: 'ValidationError' },
        429: codeRefusals[429],
        503: { description: 'SmsUnavailable or CoreBankingUnavailable' },
      },
      handle: async (c, { input }) => c.json(await startSignIn({ ...context(c), input }), 202),
    }),
    operation({
      method: 'post',
      path: '/customers/self/otpLogin',
      summary:
        'Sign-in, second step: the code of the SMS, in the browser that began. Starts a session (an HttpOnly cookie), ending the one the browser held before.',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: LoginCodeSchema.extend({ loginRef: SignInReference }) },
      responses: {
        200: { description: 'Signed in; the session cookie is set', schema: SuccessSchema },
        ...codeRefusals,
      },
      handle: async (c, { input }) => {
        const { token } = await confirmSignIn({
          ...context(c),
          loginRef: input.loginRef,
          input,
          previousToken: sessionTokenOf(c.req.header('cookie'), isProduction),
          device: describeDevice(c.req.header('user-agent')),
          network: clientNetwork(c, services),
        });
        c.header('Set-Cookie', sessionCookie(token, isProduction), { append: true });
        return c.json({ status: 'success' as const });
      },
    }),
    operation({
      method: 'post',
      path: '/customers/self/resendOtp',
      summary: 'A new sign-in code for the sign-in begun in this browser (tries carry over to it)',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: z.object({ loginRef: SignInReference }) },
      responses: {
        202: { description: 'A new code was sent', schema: PendingSignInSchema },
        ...codeRefusals,
        503: { description: 'SmsUnavailable' },
      },
      handle: async (c, { input }) => c.json(await resendSignInCode({ ...context(c), loginRef: input.loginRef }), 202),
    }),
    operation({
      method: 'post',
      path: '/customers/self/passwordReset',
      summary:
        'Setting a password (the first time, or a forgotten one): sends one code to the phone and one to the e-mail on record. The same answer whether or not the account exists.',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: PasswordResetStartSchema },
      responses: {
        202: {
          description: 'Codes sent if the account exists',
          schema: z.object({
            status: z.literal('pending'),
            resetRef: z.string(),
            codeSeconds: z.number(),
            notice: z.string(),
          }),
        },
        422: { description: 'ValidationError' },
        429: codeRefusals[429],
      },
      handle: async (c, { input }) => c.json(await startPasswordReset({ ...context(c), input }), 202),
    }),
    operation({
      method: 'post',
      path: '/customers/self/passwordSet',
      summary:
        'Both codes and the new 10-digit password, twice. Ends every session of the customer and tells the e-mail on record.',
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: PasswordSetSchema.and(
          z.object({ resetRef: readByUseCase('The resetRef of the first answer (string)') }),
        ),
      },
      responses: { 200: { description: 'The password is set', schema: SuccessSchema }, ...codeRefusals },
      handle: async (c, { input }) =>
        c.json(await completePasswordReset({ ...context(c), resetRef: input.resetRef, input })),
    }),
    operation({
      method: 'post',
      path: '/customers/self/logout',
      summary: 'Signs out: the session ends on the server and the cookie is cleared',
      tag: TAG,
      responses: { 200: { description: 'Signed out', schema: SuccessSchema }, ...signedInOnly },
      handle: async (c) => {
        const token = sessionTokenOf(c.req.header('cookie'), isProduction);
        const signedIn = await readSession({ services, token });
        c.header('Set-Cookie', clearedSessionCookie(isProduction), { append: true });
        if (!signedIn || !token) throw signInRequired();
        await endSession({ services, token, reason: 'signed-out' });
        return c.json({ status: 'success' as const, message: customerAreaTexts.signIn.signedOut });
      },
    }),
    operation({
      method: 'post',
      path: '/customers/contactChange/cancel',
      summary:
        "The link of a contact-change notice (no session needed): puts back the previous e-mail or phone (and undoes the profile's later changes), ends every session and tells customer service. Works once, for 24 hours.",
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: z.object({ token: readByUseCase("The notice link's token (string)") }),
      },
      responses: {
        200: { description: 'Cancelled', schema: SuccessSchema },
        410: { description: 'Gone: the link was used, expired or never existed' },
      },
      handle: async (c, { input }) =>
        c.json(await cancelContactChange({ services, token: input.token, clientRef: clientRef(c, services) })),
    }),
  ];
}

function signedInOperations(services: Services): ApiOperation<SignedIn>[] {
  const signedIn = (c: Context<SignedIn>) => ({
    services,
    profile: c.get('profile'),
    clientRef: clientRef(c, services),
  });
  return [
    signedInOperation({
      method: 'get',
      path: '/customers/me',
      summary: "The signed-in customer's details, accounts (with BVN/NIN link status) and applications",
      tag: TAG,
      responses: { 200: { description: 'The overview' }, ...signedInOnly },
      handle: async (c) => {
        const overview = await customerOverview({ services, profile: c.get('profile') });
        if (!overview) throw signInRequired();
        return c.json({ status: 'success' as const, ...overview });
      },
    }),
    signedInOperation({
      method: 'post',
      path: '/customers/me/keepAlive',
      summary: "'Stay signed in': counts as activity, so the idle time starts again",
      tag: TAG,
      responses: {
        200: {
          description: 'The idle time, in seconds',
          schema: z.object({ status: z.literal('success'), idleSeconds: z.number() }),
        },
        ...signedInOnly,
      },
      handle: (c) => c.json({ status: 'success' as const, idleSeconds: services.config.CUSTOMER_SESSION_IDLE_SECONDS }),
    }),
    signedInOperation({
      method: 'get',
      path: '/customers/me/sessions',
      summary:
        'Where the customer is signed in: device, network (the address cut to its /24 or /48; the address itself is not kept), start, last activity; `current` marks this device',
      tag: TAG,
      responses: { 200: { description: 'The sessions' }, ...signedInOnly },
      handle: async (c) => {
        const sessions = await listSessions({ services, profileId: c.get('profile').id });
        const current = c.get('session').publicId;
        return c.json({
          status: 'success' as const,
          sessions: sessions.map((session) => toSessionView(session, current)),
        });
      },
    }),
    signedInOperation({
      method: 'delete',
      path: '/customers/me/sessions',
      summary: "'Sign out everywhere else': ends every session of the customer but this one",
      tag: TAG,
      responses: { 200: { description: 'Ended', schema: SuccessSchema }, ...signedInOnly },
      handle: async (c) => {
        await endAllSessions({
          services,
          profileId: c.get('profile').id,
          reason: 'ended-by-customer',
          except: c.get('sessionToken'),
        });
        return c.json({ status: 'success' as const, message: customerAreaTexts.sessions.endedOthers });
      },
    }),
    signedInOperation({
      method: 'delete',
      path: '/customers/me/sessions/{sessionId}',
      summary: "Ends one of the customer's own sessions",
      tag: TAG,
      responses: {
        200: { description: 'Ended', schema: SuccessSchema },
        404: { description: 'No such session of this customer' },
        ...signedInOnly,
      },
      handle: async (c, { params }) => {
        const ended = await endSessionByPublicId({
          services,
          profileId: c.get('profile').id,
          publicId: params.sessionId,
        });
        if (!ended) throw new AppError(AppErrorCode.NotFound, 'No such session.');
        return c.json({ status: 'success' as const, message: customerAreaTexts.sessions.ended });
      },
    }),
    signedInOperation({
      method: 'post',
      path: '/customers/me/contact',
      summary: `A change of e-mail or phone, first step: the sign-in password again, then a ${OTP_LENGTH}-digit code goes to the new address`,
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: ContactChangeSchema },
      responses: {
        202: { description: 'A code was sent to the new address' },
        409: { description: "'Email is Already Taken'" },
        422: { description: 'ValidationError: a field, or a wrong password' },
        429: codeRefusals[429],
        ...signedInOnly,
      },
      handle: async (c, { input }) => c.json(await startContactChange({ ...signedIn(c), input }), 202),
    }),
    signedInOperation({
      method: 'post',
      path: '/customers/me/contact/confirm',
      summary:
        "The code from the new address: the change is made (in the core too), the customer's other sessions end, and the old address is told with a link that cancels the change for 24 hours",
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: ContactCodeSchema,
      },
      responses: {
        200: { description: 'Changed', schema: SuccessSchema.extend({ field: z.enum(['email', 'phoneNo']) }) },
        422: codeRefusals[422],
        ...signedInOnly,
      },
      handle: async (c, { input }) =>
        c.json(await confirmContactChange({ ...signedIn(c), input, sessionToken: c.get('sessionToken') })),
    }),
    signedInOperation({
      method: 'put',
      path: '/customers/me/address',
      summary: 'Saves the home address',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: AddressSchema },
      responses: {
        200: { description: 'Saved', schema: SuccessSchema },
        422: { description: 'ValidationError' },
        ...signedInOnly,
      },
      handle: async (c, { input }) => c.json(await saveAddress({ ...signedIn(c), input })),
    }),
    signedInOperation({
      method: 'get',
      path: '/customers/me/data',
      summary:
        'A copy of everything the website holds about the customer (JSON attachment): profile, customer record, accounts, BVN/NIN link and contact-change history, account and mortgage applications (documents listed, not their bytes), loan threads, contact messages, newsletter, data-subject requests, sessions. Recorded once in the audit trail, not as a data-subject request.',
      tag: TAG,
      responses: { 200: { description: 'The data, as a download' }, ...signedInOnly },
      handle: async (c) => {
        const data = await exportCustomerData(signedIn(c));
        c.header('Content-Disposition', `attachment; filename="my-data-${data.reference}.json"`);
        return c.json(data);
      },
    }),
    signedInOperation({
      method: 'get',
      path: '/customers/me/dataRequests',
      summary: "The customer's data-subject requests with their 30-day deadlines",
      tag: TAG,
      responses: { 200: { description: 'The requests' }, ...signedInOnly },
      handle: async (c) =>
        c.json({
          status: 'success' as const,
          requests: await listDataRequests({ services, profile: c.get('profile') }),
        }),
    }),
    signedInOperation({
      method: 'post',
      path: '/customers/me/dataRequests',
      summary:
        'A data-subject request (access, rectification, erasure, restriction, objection), recorded with its 30-day deadline and confirmed by e-mail',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: DataRequestSchema },
      responses: {
        201: { description: 'Recorded' },
        422: { description: 'ValidationError' },
        429: codeRefusals[429],
        ...signedInOnly,
      },
      handle: async (c, { input }) => {
        const profile = c.get('profile');
        const holder = await holderOf(services, profile);
        return c.json(await fileDataRequest({ services, profile, input, email: holder?.email ?? '' }), 201);
      },
    }),
  ];
}

function signInRequired() {
  return new AppError(AppErrorCode.SignInRequired, customerAreaTexts.signIn.signInFirst);
}

/** The signed-in customer of an API request, or a 401 SignInRequired. */
export function requireCustomer(services: Services): MiddlewareHandler<SignedIn> {
  return async (c, next) => {
    const token = sessionTokenOf(c.req.header('cookie'), services.config.isProduction);
    const signedIn = await readSession({ services, token });
    if (!signedIn || !token) throw signInRequired();
    c.set('profile', signedIn.profile);
    c.set('session', signedIn.session);
    c.set('sessionToken', token);
    await next();
  };
}

export function customerAreaResource(services: Services): ApiResource {
  const routes = new Hono();
  routes.use('/customers/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  mountOperations(routes, publicOperations(services));
  const me = new Hono<SignedIn>();
  me.use(requireCustomer(services));
  const mine = signedInOperations(services);
  mountOperations(me, mine, '/customers/me');
  routes.route('/customers/me', me);

  return { routes, operations: [...publicOperations(services), ...mine] as ApiOperation[] };
}
