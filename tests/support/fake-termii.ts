import { readBody, sendJson, startFakeHttpServer } from './fake-http-server';

interface TermiiMessage {
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

/** A stand-in for Termii's POST /api/sms/send: checks the key, keeps what it was sent, can refuse. */
export async function startFakeTermii({ apiKey }: { apiKey: string }) {
  const sent: TermiiMessage[] = [];
  const state = { refuse: false };
  const server = await startFakeHttpServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/api/sms/send')
      return sendJson(response, 404, { message: 'Not found' });
    const body = JSON.parse((await readBody(request)).toString('utf8')) as TermiiMessage & { api_key: string };
    if (body.api_key !== apiKey) return sendJson(response, 401, { message: 'Invalid API key' });
    if (state.refuse) return sendJson(response, 400, { message: 'Insufficient balance' });
    const { api_key: _key, ...message } = body;
    sent.push(message);
    return sendJson(response, 200, {
      message_id: `m${sent.length}`,
      message: 'Successfully Sent',
      balance: 10,
      user: 'Bank',
    });
  });
  return { ...server, sent, state };
}
