/** Turning a server's error into the text a customer sees (specification 5 and 8). */
import { messages } from './messages';

const { errors, website } = messages;

// PostgreSQL says "duplicate key value violates unique constraint"; MongoDB "E11000 duplicate key".
const DUPLICATE_KEY = /duplicate key|E11000/i;
const DATABASE_UNREACHABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|connection terminated|connection refused|could not connect|server selection|MongoNetworkError|buffering timed out/i;

/**
 * The text for a failed customer request. A duplicate key means the e-mail is taken; an
 * unreachable database reads 'No Internet'; otherwise the part after the last colon. With no
 * message at all: 'Oops! Kindly check your Network.' when no response arrived, and 'Unable to
 * save your details at this time.' when one did.
 */
export function serverErrorText(
  message: string | null | undefined,
  { reachedServer = false }: { reachedServer?: boolean } = {},
): string {
  const fallback = reachedServer ? errors.unableToSave : errors.checkNetwork;
  if (!message?.trim()) return fallback;
  if (DUPLICATE_KEY.test(message)) return errors.emailTaken;
  if (DATABASE_UNREACHABLE.test(message)) return errors.noInternet;
  return message.split(':').at(-1)!.trim() || fallback;
}

export type SubscribeResponse = {
  status?: string;
  error?: { name?: string; message?: string };
};

export type SubscribeOutcome = {
  ok: boolean;
  /** The green or red alert under the form. */
  alert: string;
  /** A ValidationError's last segment, shown as a notification besides the alert. */
  notice?: string;
};

/** The alert (and notification) for a newsletter subscription response. */
export function subscribeOutcome(response: SubscribeResponse | null | undefined): SubscribeOutcome {
  if (response?.status === 'success') return { ok: true, alert: website.subscribe.success };
  const { name, message } = response?.error ?? {};
  const notice = name === 'ValidationError' && message ? message.split(/[,:]/).at(-1)!.trim() : '';
  return { ok: false, alert: website.subscribe.failure, ...(notice ? { notice } : {}) };
}
