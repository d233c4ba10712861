import { serverErrorText } from '@domain/server-error-text';
import { sendJson, type RequestOutcome } from '~/components/form-kit/send-request';
import { isApiErrorBody } from '@domain/account-result';

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
