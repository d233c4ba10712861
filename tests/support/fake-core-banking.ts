import { randomInt } from 'node:crypto';
import { readBody, sendJson, startFakeHttpServer } from './fake-http-server';

/**
 * A bank core speaking the HTTP adapter's contract (POST /accounts, idempotent on applicationId).
 * `state.mode`: 'up', 'down' (503) or 'slow' (answers after `slowMs`, having opened the account).
 */
export async function startFakeCoreBanking({ apiKey }: { apiKey: string }) {
  const accounts = new Map<string, string>();
  const state = { mode: 'up' as 'up' | 'down' | 'slow', slowMs: 1000, requests: [] as Record<string, unknown>[] };
  const server = await startFakeHttpServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/accounts') return sendJson(response, 404, { error: 'not found' });
    if (request.headers.authorization !== `Bearer ${apiKey}`) return sendJson(response, 401, { error: 'unauthorised' });
    const body = JSON.parse((await readBody(request)).toString('utf8')) as { applicationId: string };
    state.requests.push(body);
    if (request.headers['idempotency-key'] !== body.applicationId) return sendJson(response, 400, { error: 'idempotency key' });
    if (state.mode === 'down') return sendJson(response, 503, { error: 'maintenance' });
    const existing = accounts.get(body.applicationId);
    const accountNumber = existing ?? `30${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    accounts.set(body.applicationId, accountNumber);
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (!response.destroyed) sendJson(response, existing ? 200 : 201, { accountNumber });
  });
  return { ...server, accounts, state };
}
