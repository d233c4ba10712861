import { randomInt } from 'node:crypto';
import { readBody, sendJson, startFakeHttpServer } from './fake-http-server';

/**
 * A bank core speaking the HTTP adapter's contract (POST /accounts, idempotent on applicationId;
 * GET /accounts/{number}; POST /accounts/{number}/identity; PATCH /accounts/{number}/contact).
 * `state.mode`: 'up', 'down' (503) or 'slow' (answers after `slowMs`, having opened the account).
 */
export async function startFakeCoreBanking({ apiKey }: { apiKey: string }) {
  const accounts = new Map<string, string>();
  const state = { mode: 'up' as 'up' | 'down' | 'slow', slowMs: 1000, requests: [] as Record<string, unknown>[] };
  const linked = new Set<string>();
  const contacts = new Map<string, { email?: string; phoneNo?: string }>();
  const server = await startFakeHttpServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) return sendJson(response, 401, { error: 'unauthorised' });
    const account = /^\/accounts\/(\d{10})(\/identity|\/contact)?$/.exec(request.url ?? '');
    if (account) {
      const [, accountNumber, action] = account;
      const identity = action === '/identity';
      const applicationId = [...accounts.entries()].find(([, number]) => number === accountNumber)?.[0];
      if (!applicationId) return sendJson(response, 404, { error: 'no such account' });
      if (request.method === 'POST' && identity) {
        const body = JSON.parse((await readBody(request)).toString('utf8')) as { bvnNo?: string; nin?: string };
        if (!body.bvnNo || !body.nin) return sendJson(response, 400, { error: 'bvnNo and nin' });
        linked.add(accountNumber);
        return sendJson(response, 200, {});
      }
      if (request.method === 'PATCH' && action === '/contact') {
        const body = JSON.parse((await readBody(request)).toString('utf8')) as { email?: string; phoneNo?: string };
        contacts.set(accountNumber, { ...contacts.get(accountNumber), ...body });
        return sendJson(response, 200, {});
      }
      const opened = state.requests.find((entry) => entry.applicationId === applicationId) as { accountName: string; productCode: string; customer: { email: string; phoneNo: string } };
      return sendJson(response, 200, {
        accountNumber,
        accountName: opened.accountName,
        productCode: opened.productCode,
        email: contacts.get(accountNumber)?.email ?? opened.customer.email,
        phoneNo: contacts.get(accountNumber)?.phoneNo ?? opened.customer.phoneNo,
        bvnLinked: linked.has(accountNumber),
        ninLinked: linked.has(accountNumber),
      });
    }
    if (request.method !== 'POST' || request.url !== '/accounts') return sendJson(response, 404, { error: 'not found' });
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
