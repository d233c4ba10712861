import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { OTP_LENGTH } from '../../../domain/constants';
import {
  InstantAccountRequestSchema,
  CORPORATE_FIELDS,
  CorporateDetailsSchema,
  ProfileLinkSchema,
  WIZARD_FILE_FIELDS,
  WIZARD_STEP_FIELDS,
  WizardBasicInfoSchema,
  WizardSignupCodeSchema,
  WizardStepOneSchema,
  type WizardSignupCode,
  type WizardStepOne,
} from '../../../domain/forms';
import { wizardTexts } from '../../../domain/messages/wizard';
import { linkBvnAndNin } from '../../accounts/link-bvn-and-nin';
import {
  confirmWizardDeviceCode,
  sendFreshWizardLink,
  sendWizardDeviceCode,
} from '../../accounts/wizard/continue-on-device';
import { createWizardApplication } from '../../accounts/wizard/create-wizard-application';
import { loadWizardApplication, resumeFromLink } from '../../accounts/wizard/load-wizard-application';
import { saveWizardStep, type WizardFiles } from '../../accounts/wizard/save-wizard-step';
import { confirmWizardSignup, resendWizardCode, startWizardSignup } from '../../accounts/wizard/wizard-signup';
import { AccountCheckSchema, checkAccountExistence } from '../../accounts/check-account-existence';
import { getInstantAccountExisting } from '../../accounts/get-instant-account-existing';
import { openInstantAccount } from '../../accounts/open-instant-account';
import { resendVerificationEmail } from '../../accounts/resend-verification-email';
import { changeConfirmationEmail } from '../../accounts/change-confirmation-email';
import type { Services } from '../../services';
import { browserOf } from '../browser-key';
import { clientRef } from '../client-address';
import type { ApiResource } from './index';
import { mountOperations } from './mount-operations';
import { operation, readByUseCase, type ApiOperation } from './openapi';

const TAG = 'Customers';

const CustomerViewSchema = z.object({
  _id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  step: z.number(),
  acctType: z.enum(['Individual', 'Corporate']),
  checkedUser: z.object({ step: z.number() }),
});
const AccountPayloadSchema = z.object({
  message: z.enum(['finishedReg', 'accountPending']),
  means: z.literal('quick'),
  hisTitle: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  accountName: z.string(),
  acctTypeName: z.string(),
  acctNumber: z
    .string()
    .describe("10 digits, or '' while the core banking is slow or down: the details then follow by e-mail"),
  signatory: z
    .string()
    .optional()
    .describe(
      "A corporate account's signatory (the director whose BVN was validated); accountName is then the company's",
    ),
});
const AccountOpeningResultSchema = z.object({
  status: z.literal('success'),
  customer: CustomerViewSchema,
  payloadData: AccountPayloadSchema,
  submittedEmail: z
    .string()
    .optional()
    .describe(
      "The e-mail this application gave when the customer's earlier account keeps another (customer.email); utilizeDiffConfirmationEmail changes it",
    ),
});
/** A wizard link's token (psc): an unknown, missing or lapsed one is refused as the link's own 410. */
const LinkRequestSchema = z.object({ psc: readByUseCase("The e-mail link's token (string)") });
const CheckedUserSchema = z.object({
  _id: z.literal(''),
  email: z.string(),
  emailVerified: z.boolean(),
  step: z.number(),
  checkedUser: z.object({ step: z.number() }),
});

const openingResponses = {
  201: {
    description: 'Opened (acctNumber set) or accepted (acctNumber empty: details by e-mail shortly)',
    schema: AccountOpeningResultSchema,
  },
  409: {
    description: "'You have already opened this type of Account!', 'Email is Already Taken', or SubmissionInProgress",
  },
  410: { description: 'BvnReferenceExpired' },
  422: { description: 'ValidationError with fields {field: message}, the first failing field first' },
  429: { description: 'Too many submissions from this client; see Retry-After' },
  503: { description: "'No Internet' (database unreachable) or IdentityUnavailable" },
};

const WizardViewSchema = z.object({
  status: z.literal('success'),
  customer: CustomerViewSchema,
  payloadData: AccountPayloadSchema.extend({ means: z.enum(['quick', 'full']) }),
  draft: z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .describe('The saved values of steps 2 to 4, with accountProduct, email and acctType, to resume on any device'),
});
/** `POST /customers/self`: step 1 with the reference of its code. */
const WizardStepOneRequestSchema = WizardStepOneSchema.and(
  z.object({ bvnRef: z.string().optional().describe('The bvnRef of POST /customers/signup') }),
);
/** The fields step 1 cannot go without: a company's name and CAC number besides for a corporate applicant. */
const requiredStepOneFields = (acctType: unknown) => [
  ...(acctType === 'Corporate' ? CORPORATE_FIELDS : []),
  ...WIZARD_STEP_FIELDS[1],
  'acctType',
];
/** The fields a signup body's kind requires, blank where absent: each is then refused by its own rule, in the form's order. */
function withRequiredBlanks(body: unknown) {
  if (typeof body !== 'object' || body === null) return body;
  const { signupToken, resend, acctType } = body as Record<string, unknown>;
  const required = signupToken === undefined ? requiredStepOneFields(acctType) : resend === true ? [] : ['otp'];
  return { ...Object.fromEntries(required.map((field) => [field, ''])), ...body };
}
type WizardSignupRequest =
  | { kind: 'start'; form: WizardStepOne }
  | { kind: 'code'; code: WizardSignupCode }
  | { kind: 'resend'; signupToken: string };
/**
 * `POST /customers/signup` carries one of three bodies that no field tells apart by its value (step
 * 1's fields; signupToken and otp; signupToken and resend), so it is one object whose fields each
 * keep their rule; which of them are required follows from signupToken and resend.
 */
const WizardSignupRequestSchema = z
  .preprocess(
    withRequiredBlanks,
    z.object({
      ...CorporateDetailsSchema.partial().shape,
      ...WizardBasicInfoSchema.partial().shape,
      signupToken: z.string().optional().describe('The token of the first answer: with otp, or with resend'),
      otp: WizardSignupCodeSchema.shape.otp.optional().describe(`With signupToken: the ${OTP_LENGTH}-digit code`),
      resend: z.literal(true).optional().describe('With signupToken: true for a new code'),
    }),
  )
  .transform(({ signupToken, otp = '', resend, ...form }): WizardSignupRequest => {
    // Without a token every field step 1 requires has passed its rule (withRequiredBlanks): the body is step 1's.
    if (signupToken === undefined) return { kind: 'start', form: form as WizardStepOne };
    return resend ? { kind: 'resend', signupToken } : { kind: 'code', code: { signupToken, otp } };
  })
  .describe(
    "Step 1's fields (WizardStepOneSchema: all required, a company's name and CAC number too for acctType 'Corporate'); or signupToken with otp; or signupToken with resend",
  );
const wizardStepValue = z.union([z.string(), z.array(z.string())]);
/** The fields of a wizard step as the request carries them; the step's schema (wizard.ts) checks them. */
function wizardStepRequest(step: 2 | 3 | 4 | 5) {
  const fields = WIZARD_STEP_FIELDS[step].filter((field) => !(WIZARD_FILE_FIELDS as readonly string[]).includes(field));
  return z.object({
    step: z.literal([step, String(step)]),
    ...Object.fromEntries(fields.map((field) => [field, wizardStepValue.optional()])),
    ...(step === 5
      ? { cid: z.string().optional(), kolor: z.string().optional().describe('The partner marker, when it matches') }
      : {}),
  });
}
/** Steps 2 to 4 as JSON, step 5 as multipart; the step's rules run against the applicant's kind and record. */
const WizardStepRequestSchema = z
  .discriminatedUnion(
    'step',
    [wizardStepRequest(2), wizardStepRequest(3), wizardStepRequest(4), wizardStepRequest(5)],
    {
      error: wizardTexts.errors.stepSkipped,
    },
  )
  .describe('wizardDetailsSchema(step) for steps 2 to 4, wizardDocumentsSchema for step 5');
const WIZARD_FILE_RULES = Object.fromEntries(
  WIZARD_FILE_FIELDS.map((field) => [field, 'Step 5: JPEG, PNG, GIF, WebP or PDF, at most the size the step names']),
);
const wizardResponses = {
  200: { description: 'The record, its account result and its saved values', schema: WizardViewSchema },
  403: { description: 'EmailNotVerified: steps 2 to 5 wait for the verified e-mail' },
  404: { description: 'No such customer, or this browser may not see it' },
  409: { description: "StepSkipped, or 'You have already opened this type of Account!'" },
  422: { description: 'ValidationError with fields {field: message}, the first failing field first' },
};

/** What a used or lapsed wizard link's ways to continue on another device refuse. */
const continueElsewhereResponses = {
  409: { description: "'You have already opened this type of Account!': the registration is complete" },
  410: { description: 'VerificationLinkInvalid: no wizard has this link' },
};

/** The instant account's documents, by field, with their rules (the upload code checks them). */
const INSTANT_ACCOUNT_FILES = {
  photo: 'Passport photo: JPEG, PNG, GIF or WebP, at most 2,000,000 bytes',
  scannedIDCard: 'Scanned ID card: JPEG, PNG, GIF or WebP, at most 2,000,000 bytes',
};

/** The wizard's final multipart update: its documents, by field. */
function wizardFiles(files: Record<string, File>): WizardFiles {
  return Object.fromEntries(WIZARD_FILE_FIELDS.filter((field) => files[field]).map((field) => [field, files[field]]));
}

function customerOperations(services: Services): ApiOperation[] {
  const context = (c: Context) => ({ services, clientRef: clientRef(c, services), browserRef: browserOf(c).ref() });
  return [
    operation({
      method: 'post',
      path: '/customers/selfProfileUpdate',
      summary:
        "Links the BVN and NIN to an existing account (step 51). The account must exist with the name typed (case, order and spaces aside); the BVN's and NIN's holder must be the account's. A confirmation goes to the e-mail and phone on record.",
      tag: TAG,
      request: {
        contentTypes: ['multipart/form-data'],
        schema: ProfileLinkSchema.extend({
          step: z.literal('51').optional().describe('51, as the specification’s client sends it'),
          kolor: z.string().optional().describe('The partner marker, when it matches'),
        }),
      },
      responses: {
        200: {
          description: 'Linked: means is ninLinked',
          schema: z.object({
            status: z.literal('success'),
            payloadData: AccountPayloadSchema.extend({
              message: z.literal('ninLinked'),
              means: z.literal('ninLinked'),
            }),
          }),
        },
        422: {
          description:
            'ValidationError (a field), or LinkRefused: no such account with that name, or numbers of another holder (one message each, naming no one)',
        },
        429: { description: 'Too many tries for this account or from this client; see Retry-After' },
        503: { description: 'IdentityUnavailable: the identity provider or the core banking did not answer' },
      },
      handle: async (c, { input }) =>
        c.json(await linkBvnAndNin({ services, input, clientRef: clientRef(c, services) })),
    }),
    operation({
      method: 'post',
      path: '/customers/signup',
      summary: `The wizard's BVN and OTP validation. With step 1's fields: checks them and sends a ${OTP_LENGTH}-digit code by SMS to the phone on the BVN's record (the same answer for a BVN the provider does not know). With signupToken and otp: a right code answers a single-use bvnRef for POST /customers/self. With signupToken and resend: a new code.`,
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: WizardSignupRequestSchema,
      },
      responses: {
        200: {
          description: 'The code was right',
          schema: z.object({ status: z.literal('success'), bvnRef: z.string() }),
        },
        202: {
          description: 'A code was sent',
          schema: z.object({
            status: z.literal('pending'),
            signupToken: z.string(),
            codeSeconds: z.number(),
            resendAfterSeconds: z.number(),
            notice: z.string(),
          }),
        },
        410: { description: 'SignupExpired: the code session ended; begin again' },
        422: { description: 'ValidationError (a step-1 field, or otp)' },
        429: { description: 'Too many codes or tries; see Retry-After' },
        503: { description: 'IdentityUnavailable' },
      },
      handle: async (c, { input }) => {
        switch (input.kind) {
          case 'resend':
            return c.json(await resendWizardCode({ ...context(c), signupToken: input.signupToken }), 202);
          case 'code':
            return c.json(await confirmWizardSignup({ ...context(c), input: input.code }));
          case 'start':
            return c.json(await startWizardSignup({ ...context(c), input: input.form }), 202);
        }
      },
    }),
    operation({
      method: 'post',
      path: '/customers/self',
      summary:
        "Saves the wizard's step 1 with the bvnRef of /customers/signup: creates the customer (names, gender and NIN from the BVN record) or continues the one who applied before, and e-mails the verification link (msg=1&psc=..., 24 hours) unless the address is verified already.",
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: WizardStepOneRequestSchema,
      },
      responses: {
        ...wizardResponses,
        200: { description: 'Saved at step 1', schema: WizardViewSchema },
        410: { description: 'BvnReferenceExpired' },
      },
      handle: async (c, { input }) => c.json(await createWizardApplication({ ...context(c), input })),
    }),
    operation({
      method: 'get',
      path: '/customers/self/{customerId}',
      summary: 'The wizard record, for the browser that applied or confirmed its e-mail link',
      tag: TAG,
      responses: { 200: wizardResponses[200], 404: wizardResponses[404] },
      handle: async (c, { params }) =>
        c.json(
          await loadWizardApplication({ services, customerId: params.customerId, browserRef: browserOf(c).ref() }),
        ),
    }),
    operation({
      method: 'patch',
      path: '/customers/self/{customerId}',
      summary:
        'Saves wizard step 2, 3 or 4 (JSON with step and the fields) or 5 (multipart: signature, utilityBill, scannedIDCard, optional photo and, for companies, refereeLetter1 and refereeLetter2, with terms, cid, step 5 and optional kolor). Step 2 opens the account; step 5 completes the registration. Steps cannot be skipped.',
      tag: TAG,
      request: {
        contentTypes: ['application/json', 'multipart/form-data'],
        schema: WizardStepRequestSchema,
        files: WIZARD_FILE_RULES,
      },
      responses: wizardResponses,
      handle: async (c, { input, files, params }) =>
        c.json(
          await saveWizardStep({
            ...context(c),
            customerId: params.customerId,
            input,
            files: wizardFiles(files),
          }),
        ),
    }),
    operation({
      method: 'post',
      path: '/customers/self/verifyEmail',
      summary:
        "The e-mail link's button (psc): verifies the address and opens the wizard record in this browser, once. The link confirmed again answers the browser it granted (a double tap) and no other: another device continues with /customers/self/newLink or /customers/self/deviceCode. A browser other than the one that applied is announced to the customer's e-mail.",
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: LinkRequestSchema },
      responses: {
        200: wizardResponses[200],
        410: {
          description:
            'VerificationLinkInvalid (unknown, lapsed or replaced) or VerificationLinkUsed (used by another browser)',
        },
      },
      handle: async (c, { input }) => c.json(await resumeFromLink({ ...context(c), token: String(input.psc ?? '') })),
    }),
    operation({
      method: 'post',
      path: '/customers/self/newLink',
      summary:
        "A used or lapsed wizard link's 'Email me a new link': a new single-use link to the e-mail on the application (never another address); earlier links stop working. Names nothing of the application.",
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: LinkRequestSchema },
      responses: {
        202: { description: 'Sent', schema: z.object({ status: z.literal('pending') }) },
        ...continueElsewhereResponses,
        429: { description: 'Too many e-mails; see Retry-After' },
      },
      handle: async (c, { input }) =>
        c.json(await sendFreshWizardLink({ services, token: input.psc, clientRef: clientRef(c, services) }), 202),
    }),
    operation({
      method: 'post',
      path: '/customers/self/deviceCode',
      summary: `A used or lapsed wizard link's 'Text a code to my phone'. With psc: a ${OTP_LENGTH}-digit code by SMS to the phone on the BVN record (10 minutes; 5 tries across codes). With psc and otp: the right code grants this browser the record (the customer's e-mail is told) and answers it.`,
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: LinkRequestSchema.extend({
          otp: readByUseCase(`The ${OTP_LENGTH}-digit code of the SMS (string)`),
        }),
      },
      responses: {
        200: wizardResponses[200],
        202: {
          description: 'A code was sent',
          schema: z.object({ status: z.literal('pending'), codeSeconds: z.number() }),
        },
        ...continueElsewhereResponses,
        422: { description: `ValidationError on otp: wrong (tries left), expired, or not ${OTP_LENGTH} digits` },
        429: { description: 'TooManyTries (wrong codes), or too many codes sent; see Retry-After' },
      },
      handle: async (c, { input: { psc, otp } }) => {
        const device = { services, token: psc, clientRef: clientRef(c, services) };
        if (otp === undefined) return c.json(await sendWizardDeviceCode(device), 202);
        return c.json(await confirmWizardDeviceCode({ ...device, otp, browserRef: browserOf(c).ref() }));
      },
    }),
    ...['/customers/instantAccount', '/customers/quickPersonalAccount'].map((path) =>
      operation({
        method: 'post',
        path,
        summary: 'Open an Instant Account (step 50) with a validated BVN, the passport photo and the scanned ID card',
        tag: TAG,
        request: {
          contentTypes: ['multipart/form-data'],
          schema: InstantAccountRequestSchema,
          files: INSTANT_ACCOUNT_FILES,
        },
        responses: openingResponses,
        handle: async (c, { input, files }) => {
          const idempotencyKey = c.req.header('idempotency-key') ?? input.idempotencyKey;
          const result = await openInstantAccount({
            ...context(c),
            input,
            files: { photo: files.photo, scannedIDCard: files.scannedIDCard },
            idempotencyKey: idempotencyKey || undefined,
          });
          return c.json(result, 201);
        },
      }),
    ),
    operation({
      method: 'post',
      path: '/customers/self/checkAccountExistence',
      summary:
        'Whether this BVN may open this product: step 0 for a new customer; refuses an open account of the same product or an e-mail in use. Only a browser that validated the BVN (or applied with it) learns this; to anyone else every BVN is new.',
      tag: TAG,
      request: { contentTypes: ['application/json'], schema: AccountCheckSchema },
      responses: {
        200: {
          description: 'The checked user',
          schema: z.object({ status: z.literal('success'), data: z.object({ user: CheckedUserSchema }) }),
        },
        409: { description: "'You have already opened this type of Account!' or 'Email is Already Taken'" },
      },
      handle: async (c, { input }) => c.json(await checkAccountExistence({ ...context(c), input })),
    }),
    operation({
      method: 'post',
      path: '/customers/self/getInstantAccountExisting',
      summary:
        'An application opened earlier, by the customer id of its result: e-mail verified yet, account number arrived yet. Only for the browser that applied or holds the verified link (404 otherwise, as for an unknown id).',
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: z.object({
          customerId: readByUseCase('The customer id of the opening result (string)'),
          _id: readByUseCase("The specification's other name for customerId"),
        }),
      },
      responses: {
        200: {
          description: 'The customer and the account result',
          schema: z.object({
            status: z.literal('success'),
            user: CustomerViewSchema,
            payloadData: AccountPayloadSchema,
          }),
        },
        404: { description: 'No such customer' },
      },
      handle: async (c, { input }) => {
        const customerId = String(input.customerId ?? input._id ?? '');
        return c.json(await getInstantAccountExisting({ services, customerId, browserRef: browserOf(c).ref() }));
      },
    }),
    operation({
      method: 'patch',
      path: '/customers/self/resendEmail/{customerId}',
      summary: "'Resend email': a new verification link to the address on file (earlier links stop working)",
      tag: TAG,
      responses: {
        200: { description: 'Sent', schema: z.object({ status: z.literal('success') }) },
        404: { description: 'No such customer' },
        409: { description: 'EmailAlreadyVerified' },
        429: { description: 'Too many e-mails; see Retry-After' },
      },
      handle: async (c, { params }) =>
        c.json(await resendVerificationEmail({ ...context(c), customerId: params.customerId })),
    }),
    operation({
      method: 'patch',
      path: '/customers/self/utilizeDiffConfirmationEmail/{customerId}',
      summary: `Confirm a different e-mail address while the first is unverified. Without otp: a ${OTP_LENGTH}-digit code goes by SMS to the phone on the BVN record (202). With the code: the address changes, the new link goes there and the old address is told. Only for the browser that applied or holds the verified link.`,
      tag: TAG,
      request: {
        contentTypes: ['application/json'],
        schema: z.object({
          email: readByUseCase('The new address (string)'),
          otp: readByUseCase(`The ${OTP_LENGTH}-digit code of the SMS (string)`),
        }),
      },
      responses: {
        200: {
          description: 'The account result with the new address',
          schema: AccountOpeningResultSchema.extend({ data: z.object({ user: CustomerViewSchema }) }),
        },
        202: {
          description: 'A code was sent to the phone on the BVN record',
          schema: z.object({ status: z.literal('pending'), confirm: z.literal('otp'), maskedPhone: z.string() }),
        },
        404: { description: 'No such customer, or this browser may not see it' },
        409: { description: "'Email is Already Taken' or EmailAlreadyVerified" },
        422: { description: 'ValidationError on email' },
      },
      handle: async (c, { input, params }) => {
        const outcome = await changeConfirmationEmail({
          ...context(c),
          customerId: params.customerId,
          email: input.email,
          otp: input.otp,
        });
        if (outcome.stage === 'codeSent')
          return c.json({ status: 'pending' as const, confirm: 'otp' as const, maskedPhone: outcome.maskedPhone }, 202);
        // The specification's client reads data.user here, the opening result's fields besides.
        return c.json({ ...outcome.result, data: { user: outcome.result.customer } });
      },
    }),
  ];
}

export function customersResource(services: Services): ApiResource {
  const routes = new Hono();
  routes.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const operations = customerOperations(services);
  mountOperations(routes, operations);
  return { routes, operations };
}
