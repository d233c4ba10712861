import { serverErrorText } from '@domain/server-error-text';
import { sendJson, type RequestOutcome } from '~/components/form-kit/send-request';
import { isApiErrorBody, type AccountOpeningResult } from '@domain/account-result';

const API = '/api/v1';

export type ApiOutcome<Data> =
  { ok: true; data: Data } | { ok: false; message: string; fields?: Record<string, string>; status: number };

function outcomeOf<Data>({ status, body }: RequestOutcome, isData: (body: unknown) => body is Data): ApiOutcome<Data> {
  if (status >= 200 && status < 300 && isData(body)) return { ok: true, data: body };
  const error = isApiErrorBody(body) ? body.error : undefined;
  return {
    ok: false,
    status,
    message: serverErrorText(error?.message, { reachedServer: status !== 0 }),
    fields: error?.fields,
  };
}

const isSuccess = (body: unknown): body is { status: 'success' } =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success';
const isConsentLink = (body: unknown): body is { status: 'success'; url: string } =>
  isSuccess(body) && typeof (body as { url?: unknown }).url === 'string';
const isAccountResult = (body: unknown): body is AccountOpeningResult =>
  isSuccess(body) &&
  typeof (body as { customer?: unknown }).customer === 'object' &&
  typeof (body as { payloadData?: unknown }).payloadData === 'object';

/** Asks for the identity provider's consent address for a BVN (specification 7, bvnAppLink). */
export async function requestBvnConsent({ bvnNo, returnTo }: { bvnNo: string; returnTo: string }) {
  const outcome = outcomeOf(
    await sendJson('POST', `${API}/agmortgvalidation/bvnAppLink`, {
      bvnNo,
      lobbyUrlId: 0,
      appId: 'instantAccount',
      returnTo,
    }),
    isConsentLink,
  );
  return outcome.ok ? { ...outcome, url: outcome.data.url } : outcome;
}

export async function resendVerificationEmail(customerId: string): Promise<ApiOutcome<{ status: 'success' }>> {
  return outcomeOf(
    await sendJson('PATCH', `${API}/customers/self/resendEmail/${encodeURIComponent(customerId)}`),
    isSuccess,
  );
}

export interface EmailCodeSent {
  status: 'pending';
  confirm: 'otp';
  maskedPhone: string;
}
const isEmailCodeSent = (body: unknown): body is EmailCodeSent =>
  typeof body === 'object' &&
  body !== null &&
  (body as { status?: unknown }).status === 'pending' &&
  typeof (body as { maskedPhone?: unknown }).maskedPhone === 'string';

/**
 * Sends the confirmation to a different e-mail address (the retainFields4 path): first without a
 * code (one goes by SMS to the phone on the BVN record), then with it.
 */
export async function sendToDifferentConfirmationEmail(
  customerId: string,
  state: { email: string; otp?: string },
): Promise<ApiOutcome<AccountOpeningResult | EmailCodeSent>> {
  return outcomeOf(
    await sendJson(
      'PATCH',
      `${API}/customers/self/utilizeDiffConfirmationEmail/${encodeURIComponent(customerId)}`,
      state,
    ),
    (body): body is AccountOpeningResult | EmailCodeSent => isAccountResult(body) || isEmailCodeSent(body),
  );
}
