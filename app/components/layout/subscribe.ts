/** The newsletter subscription the footer form sends (specification 2.2, 4, 8). */
export const SUBSCRIBE_ENDPOINT = '/api/v1/messages/subscribe';
export { SUBSCRIBE_ALERT_MS, SUBSCRIBE_FORM_ID, SUBSCRIBE_RESULT_PARAMETER } from '@domain/constants';

export type SubscribeAlert = 'success' | 'failure';

/** The alert to show for the ?subscribe= value of the page's address, if any. */
export function alertFromResultParameter(value: string | null): SubscribeAlert | null {
  if (value === 'success') return 'success';
  if (value === 'failed') return 'failure';
  return null;
}

export interface SubscribeOutcome {
  isSuccess: boolean;
  /** For a ValidationError: the tail of its message, shown as a notice. */
  notice?: string;
}

/** The last part of a validation message: 'body: email: Invalid email' becomes 'Invalid email'. */
export function validationNoticeText(message: string): string | undefined {
  const tail = message.split(/[,:]/).pop()?.trim();
  return tail ? tail : undefined;
}

/** Reads the API's answer: `{ status: 'success' }`, or `{ status: 'error', error: { name, message } }`. */
export function readSubscribeOutcome(body: unknown): SubscribeOutcome {
  if (!body || typeof body !== 'object') return { isSuccess: false };
  const { status, error } = body as { status?: unknown; error?: { name?: unknown; message?: unknown } };
  if (status === 'success') return { isSuccess: true };
  if (error?.name === 'ValidationError' && typeof error.message === 'string') {
    return { isSuccess: false, notice: validationNoticeText(error.message) };
  }
  return { isSuccess: false };
}

/** Posts `{ email }` as JSON; a network failure or an unreadable answer counts as a failure. */
export async function postSubscription(email: string, send: typeof fetch = fetch): Promise<SubscribeOutcome> {
  try {
    const response = await send(SUBSCRIBE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email }),
    });
    return readSubscribeOutcome(await response.json());
  } catch {
    return { isSuccess: false };
  }
}
