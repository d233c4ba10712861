import { sendJson, startFakeHttpServer } from './fake-http-server';

type Entity = Record<string, string>;

/**
 * A small stand-in for Dojah's KYC API: GET /api/v1/kyc/bvn/advance?bvn= and /api/v1/kyc/nin?nin=,
 * with the documented headers (AppId, bare secret key as Authorization) and entity shapes
 * (upper-case names, dates like 12-Apr-1990, local phone numbers). `state.down` answers 424 as
 * Dojah does when the upstream registry fails.
 */
export async function startFakeDojah({ appId, secretKey }: { appId: string; secretKey: string }) {
  const bvns = new Map<string, Entity>();
  const nins = new Map<string, Entity>();
  const state = { down: false, calls: 0 };
  const server = await startFakeHttpServer((request, response) => {
    state.calls += 1;
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.headers.appid !== appId || request.headers.authorization !== secretKey) {
      return sendJson(response, 401, { error: 'Unauthorized request, please provide valid credentials' });
    }
    if (state.down) return sendJson(response, 424, { error: 'Service temporarily unavailable' });
    if (url.pathname === '/api/v1/kyc/bvn/advance') {
      const entity = bvns.get(url.searchParams.get('bvn') ?? '');
      return entity ? sendJson(response, 200, { entity }) : sendJson(response, 404, { error: 'BVN not found' });
    }
    if (url.pathname === '/api/v1/kyc/nin') {
      const entity = nins.get(url.searchParams.get('nin') ?? '');
      return entity ? sendJson(response, 200, { entity }) : sendJson(response, 404, { error: 'NIN not found' });
    }
    return sendJson(response, 404, { error: 'Not found' });
  });
  return { ...server, bvns, nins, state };
}
