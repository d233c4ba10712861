import type { OutgoingSms, SmsTransport } from './sms-transport';
import { fetchWithRequestContext } from '../../observability/request-id';

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/**
 * Termii's messaging API (POST /api/sms/send). Codes go on the 'dnd' route, which reaches numbers
 * on the Do-Not-Disturb register, as one-time codes must. A refusal or time-out throws
 * SmsDeliveryError, which the flows catch to offer another route where they can.
 */
export function createTermiiSmsTransport({
  baseUrl,
  apiKey,
  senderId,
  timeoutMs,
}: {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
}): SmsTransport {
  const endpoint = new URL('/api/sms/send', baseUrl).toString();
  return {
    name: 'termii',
    async send({ to, text }: OutgoingSms) {
      let response: Response;
      try {
        response = await fetchWithRequestContext(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ api_key: apiKey, to, from: senderId, sms: text, type: 'plain', channel: 'dnd' }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Termii could not be reached: ${error instanceof Error ? error.name : 'error'}`);
      }
      const body = (await response.json().catch(() => ({}))) as { message_id?: unknown; message?: unknown };
      if (!response.ok || !body.message_id) {
        throw new SmsDeliveryError(
          `Termii refused the message (HTTP ${response.status}): ${typeof body.message === 'string' ? body.message.slice(0, 120) : 'no reason given'}`,
        );
      }
    },
  };
}
