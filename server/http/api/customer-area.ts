import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { OTP_LENGTH } from '../../../domain/constants';
import { AddressSchema, DataRequestSchema } from '../../../domain/forms';
import { LoginSchema, PasswordResetStartSchema } from '../../../domain/login';
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
import { readJsonBody } from '../request-body';
import { AppError, AppErrorCode } from '../../errors/app-error';
import type { ApiResource } from './index';
import type { ApiOperation } from './openapi';

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

const operations: ApiOperation[] = [
  {
    method: 'post',
    path: '/customers/login',
    summary: `Sign-in, first step: account number (or e-mail) and the 10-digit password. A right pair sends a ${OTP_LENGTH}-digit code to the phone on record. No account, no password yet and a wrong one get the same 401.`,
    tag: TAG,
    request: { contentType: 'application/json', schema: LoginSchema },
    responses: {
      202: { description: 'A code was sent', schema: PendingSignInSchema },
      401: { description: 'InvalidCredentials' },
      422: { description: 'ValidationError' },
      429: codeRefusals[429],
      503: { description: 'SmsUnavailable or CoreBankingUnavailable' },
    },
  },
  {
    method: 'post',
    path: '/customers/self/otpLogin',
    summary:
      'Sign-in, second step: the code of the SMS, in the browser that began. Starts a session (an HttpOnly cookie), ending the one the browser held before.',
    tag: TAG,
    request: { contentType: 'application/json', schema: z.object({ loginRef: z.string(), otp: z.string() }) },
    responses: { 200: { description: 'Signed in; the session cookie is set', schema: SuccessSchema }, ...codeRefusals },
  },
  {
    method: 'post',
    path: '/customers/self/resendOtp',
    summary: 'A new sign-in code for the sign-in begun in this browser (tries carry over to it)',
    tag: TAG,
    request: { contentType: 'application/json', schema: z.object({ loginRef: z.string() }) },
    responses: {
      202: { description: 'A new code was sent', schema: PendingSignInSchema },
      ...codeRefusals,
      503: { description: 'SmsUnavailable' },
    },
  },
  {
    method: 'post',
    path: '/customers/self/passwordReset',
    summary:
      'Setting a password (the first time, or a forgotten one): sends one code to the phone and one to the e-mail on record. The same answer whether or not the account exists.',
    tag: TAG,
    request: { contentType: 'application/json', schema: PasswordResetStartSchema },
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
  },
  {
    method: 'post',
    path: '/customers/self/passwordSet',
    summary:
      'Both codes and the new 10-digit password, twice. Ends every session of the customer and tells the e-mail on record.',
    tag: TAG,
    request: {
      contentType: 'application/json',
      schema: z.object({
        resetRef: z.string(),
        phoneCode: z.string(),
        emailCode: z.string(),
        password: z.string(),
        confirmPassword: z.string(),
      }),
    },
    responses: { 200: { description: 'The password is set', schema: SuccessSchema }, ...codeRefusals },
  },
  {
    method: 'post',
    path: '/customers/self/logout',
    summary: 'Signs out: the session ends on the server and the cookie is cleared',
    tag: TAG,
    responses: { 200: { description: 'Signed out', schema: SuccessSchema }, ...signedInOnly },
  },
  {
    method: 'get',
    path: '/customers/me',
    summary: "The signed-in customer's details, accounts (with BVN/NIN link status) and applications",
    tag: TAG,
    responses: { 200: { description: 'The overview' }, ...signedInOnly },
  },
  {
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
  },
  {
    method: 'get',
    path: '/customers/me/sessions',
    summary:
      'Where the customer is signed in: device, network (the address cut to its /24 or /48; the address itself is not kept), start, last activity; `current` marks this device',
    tag: TAG,
    responses: { 200: { description: 'The sessions' }, ...signedInOnly },
  },
  {
    method: 'delete',
    path: '/customers/me/sessions',
    summary: "'Sign out everywhere else': ends every session of the customer but this one",
    tag: TAG,
    responses: { 200: { description: 'Ended', schema: SuccessSchema }, ...signedInOnly },
  },
  {
    method: 'delete',
    path: '/customers/me/sessions/{sessionId}',
    summary: "Ends one of the customer's own sessions",
    tag: TAG,
    responses: {
      200: { description: 'Ended', schema: SuccessSchema },
      404: { description: 'No such session of this customer' },
      ...signedInOnly,
    },
  },
  {
    method: 'post',
    path: '/customers/me/contact',
    summary: `A change of e-mail or phone, first step: the sign-in password again, then a ${OTP_LENGTH}-digit code goes to the new address`,
    tag: TAG,
    request: {
      contentType: 'application/json',
      schema: z.object({ field: z.enum(['email', 'phoneNo']), value: z.string(), password: z.string() }),
    },
    responses: {
      202: { description: 'A code was sent to the new address' },
      409: { description: "'Email is Already Taken'" },
      422: { description: 'ValidationError: a field, or a wrong password' },
      429: codeRefusals[429],
      ...signedInOnly,
    },
  },
  {
    method: 'post',
    path: '/customers/me/contact/confirm',
    summary:
      "The code from the new address: the change is made (in the core too), the customer's other sessions end, and the old address is told with a link that cancels the change for 24 hours",
    tag: TAG,
    request: {
      contentType: 'application/json',
      schema: z.object({ field: z.enum(['email', 'phoneNo']), otp: z.string() }),
    },
    responses: {
      200: { description: 'Changed', schema: SuccessSchema.extend({ field: z.enum(['email', 'phoneNo']) }) },
      422: codeRefusals[422],
      ...signedInOnly,
    },
  },
  {
    method: 'post',
    path: '/customers/contactChange/cancel',
    summary:
      "The link of a contact-change notice (no session needed): puts back the previous e-mail or phone (and undoes the profile's later changes), ends every session and tells customer service. Works once, for 24 hours.",
    tag: TAG,
    request: { contentType: 'application/json', schema: z.object({ token: z.string() }) },
    responses: {
      200: { description: 'Cancelled', schema: SuccessSchema },
      410: { description: 'Gone: the link was used, expired or never existed' },
    },
  },
  {
    method: 'put',
    path: '/customers/me/address',
    summary: 'Saves the home address',
    tag: TAG,
    request: { contentType: 'application/json', schema: AddressSchema },
    responses: {
      200: { description: 'Saved', schema: SuccessSchema },
      422: { description: 'ValidationError' },
      ...signedInOnly,
    },
  },
  {
    method: 'get',
    path: '/customers/me/data',
    summary:
      'A copy of everything the website holds about the customer (JSON attachment): profile, customer record, accounts, BVN/NIN link and contact-change history, account and mortgage applications (documents listed, not their bytes), loan threads, contact messages, newsletter, data-subject requests, sessions. Recorded once in the audit trail, not as a data-subject request.',
    tag: TAG,
    responses: { 200: { description: 'The data, as a download' }, ...signedInOnly },
  },
  {
    method: 'get',
    path: '/customers/me/dataRequests',
    summary: "The customer's data-subject requests with their 30-day deadlines",
    tag: TAG,
    responses: { 200: { description: 'The requests' }, ...signedInOnly },
  },
  {
    method: 'post',
    path: '/customers/me/dataRequests',
    summary:
      'A data-subject request (access, rectification, erasure, restriction, objection), recorded with its 30-day deadline and confirmed by e-mail',
    tag: TAG,
    request: { contentType: 'application/json', schema: DataRequestSchema },
    responses: {
      201: { description: 'Recorded' },
      422: { description: 'ValidationError' },
      429: codeRefusals[429],
      ...signedInOnly,
    },
  },
];

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
  const { isProduction } = services.config;
  const readJson = (c: Context) => readJsonBody(c.req.raw);
  const context = (c: Context) => ({ services, clientRef: clientRef(c, services), browserRef: browserOf(c).ref() });
  routes.use('/customers/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.post('/customers/login', async (c) =>
    c.json(await startSignIn({ ...context(c), input: await readJson(c) }), 202),
  );
  routes.post('/customers/self/resendOtp', async (c) =>
    c.json(await resendSignInCode({ ...context(c), loginRef: (await readJson(c)).loginRef }), 202),
  );
  routes.post('/customers/self/otpLogin', async (c) => {
    const body = await readJson(c);
    const { token } = await confirmSignIn({
      ...context(c),
      loginRef: body.loginRef,
      input: body,
      previousToken: sessionTokenOf(c.req.header('cookie'), isProduction),
      device: describeDevice(c.req.header('user-agent')),
      network: clientNetwork(c, services),
    });
    c.header('Set-Cookie', sessionCookie(token, isProduction), { append: true });
    return c.json({ status: 'success' as const });
  });
  routes.post('/customers/self/passwordReset', async (c) =>
    c.json(await startPasswordReset({ ...context(c), input: await readJson(c) }), 202),
  );
  routes.post('/customers/self/passwordSet', async (c) => {
    const body = await readJson(c);
    return c.json(await completePasswordReset({ ...context(c), resetRef: body.resetRef, input: body }));
  });
  routes.post('/customers/self/logout', async (c) => {
    const token = sessionTokenOf(c.req.header('cookie'), isProduction);
    const signedIn = await readSession({ services, token });
    c.header('Set-Cookie', clearedSessionCookie(isProduction), { append: true });
    if (!signedIn || !token) throw signInRequired();
    await endSession({ services, token, reason: 'signed-out' });
    return c.json({ status: 'success' as const, message: customerAreaTexts.signIn.signedOut });
  });

  routes.post('/customers/contactChange/cancel', async (c) =>
    c.json(
      await cancelContactChange({ services, token: (await readJson(c)).token, clientRef: clientRef(c, services) }),
    ),
  );

  const me = new Hono<SignedIn>();
  me.use(requireCustomer(services));
  me.get('/', async (c) => {
    const overview = await customerOverview({ services, profile: c.get('profile') });
    if (!overview) throw signInRequired();
    return c.json({ status: 'success' as const, ...overview });
  });
  me.post('/keepAlive', (c) =>
    c.json({ status: 'success' as const, idleSeconds: services.config.CUSTOMER_SESSION_IDLE_SECONDS }),
  );
  me.get('/sessions', async (c) => {
    const sessions = await listSessions({ services, profileId: c.get('profile').id });
    const current = c.get('session').publicId;
    return c.json({ status: 'success' as const, sessions: sessions.map((session) => toSessionView(session, current)) });
  });
  me.delete('/sessions', async (c) => {
    await endAllSessions({
      services,
      profileId: c.get('profile').id,
      reason: 'ended-by-customer',
      except: c.get('sessionToken'),
    });
    return c.json({ status: 'success' as const, message: customerAreaTexts.sessions.endedOthers });
  });
  me.delete('/sessions/:sessionId', async (c) => {
    const ended = await endSessionByPublicId({
      services,
      profileId: c.get('profile').id,
      publicId: c.req.param('sessionId'),
    });
    if (!ended) throw new AppError(AppErrorCode.NotFound, 'No such session.');
    return c.json({ status: 'success' as const, message: customerAreaTexts.sessions.ended });
  });
  me.post('/contact', async (c) =>
    c.json(
      await startContactChange({
        services,
        profile: c.get('profile'),
        input: await readJson(c),
        clientRef: clientRef(c, services),
      }),
      202,
    ),
  );
  me.post('/contact/confirm', async (c) =>
    c.json(
      await confirmContactChange({
        services,
        profile: c.get('profile'),
        input: await readJson(c),
        clientRef: clientRef(c, services),
        sessionToken: c.get('sessionToken'),
      }),
    ),
  );
  me.put('/address', async (c) =>
    c.json(
      await saveAddress({
        services,
        profile: c.get('profile'),
        input: await readJson(c),
        clientRef: clientRef(c, services),
      }),
    ),
  );
  me.get('/data', async (c) => {
    const data = await exportCustomerData({ services, profile: c.get('profile'), clientRef: clientRef(c, services) });
    c.header('Content-Disposition', `attachment; filename="my-data-${data.reference}.json"`);
    return c.json(data);
  });
  me.get('/dataRequests', async (c) =>
    c.json({ status: 'success' as const, requests: await listDataRequests({ services, profile: c.get('profile') }) }),
  );
  me.post('/dataRequests', async (c) => {
    const profile = c.get('profile');
    const holder = await holderOf(services, profile);
    return c.json(
      await fileDataRequest({ services, profile, input: await readJson(c), email: holder?.email ?? '' }),
      201,
    );
  });
  routes.route('/customers/me', me);

  return { routes, operations };
}
