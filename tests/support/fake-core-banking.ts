import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { addBankDays, bankDayStart } from '../../domain/bank-days';
import { readBody, sendJson, startFakeHttpServer } from './fake-http-server';

interface FakeAccount {
  accountName: string;
  productCode: string;
  email: string;
  phoneNo: string;
  linked: boolean;
  status: 'active' | 'frozen' | 'closed';
  restriction?: string;
  postings: { postedAt: string; narration: string; reference: string; amountKobo: number }[];
}

const readJson = async <T>(request: IncomingMessage) => JSON.parse((await readBody(request)).toString('utf8')) as T;

/**
 * A bank core speaking the HTTP adapter's contract (POST /accounts, idempotent on applicationId;
 * GET /accounts/{number}, /balance, /statement; POST /identity, /restriction; PATCH /contact).
 * `state.mode`: 'up', 'down' (503) or 'slow' (answers after `slowMs`, having opened the account).
 * `post` puts money in or out of an account, as the bank's channels would.
 */
export async function startFakeCoreBanking({ apiKey }: { apiKey: string }) {
  /** Account number by application id. */
  const accounts = new Map<string, string>();
  const held = new Map<string, FakeAccount>();
  const state = { mode: 'up' as 'up' | 'down' | 'slow', slowMs: 1000, requests: [] as Record<string, unknown>[] };
  const balanceOf = (account: FakeAccount, before = Infinity) =>
    account.postings
      .filter((posting) => Date.parse(posting.postedAt) < before)
      .reduce((sum, posting) => sum + posting.amountKobo, 0);

  const server = await startFakeHttpServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) return sendJson(response, 401, { error: 'unauthorised' });
    const url = new URL(request.url ?? '/', 'http://core');
    const route = /^\/accounts\/(\d{10})(?:\/(identity|contact|balance|statement|restriction))?$/.exec(url.pathname);
    if (route) {
      const [, accountNumber, action] = route;
      const account = held.get(accountNumber);
      if (!account) return sendJson(response, 404, { error: 'no such account' });
      if (request.method === 'POST' && action === 'identity') {
        const body = await readJson<{ bvnNo?: string; nin?: string }>(request);
        if (!body.bvnNo || !body.nin) return sendJson(response, 400, { error: 'bvnNo and nin' });
        account.linked = true;
        return sendJson(response, 200, {});
      }
      if (request.method === 'PATCH' && action === 'contact') {
        const body = await readJson<{ email?: string; phoneNo?: string }>(request);
        Object.assign(account, body);
        return sendJson(response, 200, {});
      }
      if (request.method === 'POST' && action === 'restriction') {
        const { reason } = await readJson<{ reason?: string }>(request);
        if (!reason) return sendJson(response, 400, { error: 'reason' });
        if (account.status === 'active')
          Object.assign(account, { status: balanceOf(account) === 0 ? 'closed' : 'frozen', restriction: reason });
        return sendJson(response, 200, { status: account.status });
      }
      if (action === 'balance') {
        const ledgerKobo = balanceOf(account);
        return sendJson(response, 200, {
          ledgerKobo,
          availableKobo: account.status === 'active' ? Math.max(0, ledgerKobo) : 0,
        });
      }
      if (action === 'statement') {
        const from = url.searchParams.get('from') ?? '';
        const to = url.searchParams.get('to') ?? '';
        if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
          return sendJson(response, 400, { error: 'from and to' });
        const start = bankDayStart(from).getTime();
        const end = bankDayStart(addBankDays(to, 1)).getTime();
        let balanceKobo = balanceOf(account, start);
        const openingKobo = balanceKobo;
        const postings = account.postings
          .filter((posting) => Date.parse(posting.postedAt) >= start && Date.parse(posting.postedAt) < end)
          .map((posting) => ({ ...posting, balanceKobo: (balanceKobo += posting.amountKobo) }));
        return sendJson(response, 200, { openingKobo, closingKobo: balanceKobo, postings });
      }
      const { postings: _postings, linked, restriction: _restriction, ...described } = account;
      return sendJson(response, 200, { accountNumber, ...described, bvnLinked: linked, ninLinked: linked });
    }
    if (request.method !== 'POST' || url.pathname !== '/accounts')
      return sendJson(response, 404, { error: 'not found' });
    const body = await readJson<{
      applicationId: string;
      accountName: string;
      productCode: string;
      identityVerified?: boolean;
      customer: { email: string; phoneNo: string };
    }>(request);
    state.requests.push(body);
    if (request.headers['idempotency-key'] !== body.applicationId)
      return sendJson(response, 400, { error: 'idempotency key' });
    if (state.mode === 'down') return sendJson(response, 503, { error: 'maintenance' });
    const existing = accounts.get(body.applicationId);
    const accountNumber = existing ?? `30${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!existing) {
      accounts.set(body.applicationId, accountNumber);
      held.set(accountNumber, {
        accountName: body.accountName,
        productCode: body.productCode,
        email: body.customer.email,
        phoneNo: body.customer.phoneNo,
        linked: body.identityVerified === true,
        status: 'active',
        postings: [],
      });
    }
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (!response.destroyed) sendJson(response, existing ? 200 : 201, { accountNumber });
  });

  function post(accountNumber: string, posting: { amountKobo: number; narration: string; postedAt: Date }) {
    const account = held.get(accountNumber);
    if (!account) throw new Error(`the fake core holds no account ${accountNumber}`);
    account.postings.push({
      ...posting,
      postedAt: posting.postedAt.toISOString(),
      reference: `FT${randomInt(1e9, 1e10)}`,
    });
    account.postings.sort((a, b) => Date.parse(a.postedAt) - Date.parse(b.postedAt));
  }
  return { ...server, accounts, state, post };
}
