import { expect, test } from '@playwright/test';
import { startServer, stopServer, waitForHealthy } from './spawned-server';

// A server of its own, killed with SIGTERM under load; no browser (the phone project ignores this file).

// A prerendered page (a static file), pages rendered per request and their data, API GETs.
const PATHS = [
  '/anniversary',
  '/',
  '/products/1',
  '/contact',
  '/search?q=loan',
  '/about',
  '/api/v1/openapi.json',
  '/api/v1/customers/downloadresource/1',
  '/contact.data',
];
const LOAD_WORKERS = 6;

interface Outcome {
  startedAt: number;
  status?: number;
  error?: string;
}

test('turns unready at SIGTERM, finishes every request it took, and exits', async () => {
  const server = startServer(3198, { SHUTDOWN_DELAY_SECONDS: '1.5', SHUTDOWN_GRACE_SECONDS: '10' });
  try {
    await waitForHealthy(server.base);
    await expect.poll(async () => (await fetch(`${server.base}/readyz`)).status, { timeout: 20_000 }).toBe(200);
    // A page rendered per request answers the proxy's request id too (the server trusts the proxy here).
    expect(
      (await fetch(`${server.base}/contact`, { headers: { 'X-Request-Id': 'page-request-id' } })).headers.get(
        'x-request-id',
      ),
    ).toBe('page-request-id');

    const outcomes: Outcome[] = [];
    let isStopping = false;
    const load = async (worker: number) => {
      for (let index = worker; !isStopping || server.child.exitCode === null; index += 1) {
        const outcome: Outcome = { startedAt: performance.now() };
        outcomes.push(outcome);
        try {
          const response = await fetch(`${server.base}${PATHS[index % PATHS.length]}`, {
            headers: { 'X-Forwarded-For': `198.51.100.${worker + 1}` },
          });
          await response.arrayBuffer();
          outcome.status = response.status;
        } catch (error) {
          outcome.error = ((error as { cause?: { code?: string } }).cause?.code ?? String(error)).toString();
          // Refused: the server no longer listens, as it should once draining has run its course.
          if (isStopping) return;
        }
      }
    };
    const workers = Array.from({ length: LOAD_WORKERS }, (_, worker) => load(worker));
    // A steady load first: enough answered requests, however busy the machine.
    await expect
      .poll(() => outcomes.filter((outcome) => outcome.status !== undefined).length, { timeout: 30_000 })
      .toBeGreaterThan(60);

    // The route label is a pattern, never a path with an id.
    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    for (const route of ['routes/contact', 'routes/search', 'static', '/api/v1/customers/downloadresource/:id'])
      expect(metrics).toContain(`route="${route}"`);
    expect(metrics).not.toMatch(/route="[^"]*\/(products|downloadresource)\/\d/);

    const sigtermAt = performance.now();
    isStopping = true;
    server.child.kill('SIGTERM');
    const readiness: number[] = [];
    while (server.child.exitCode === null) {
      const status = await fetch(`${server.base}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 0) break;
      readiness.push(status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(workers);
    await server.exited;

    const accepted = outcomes.filter((outcome) => outcome.startedAt < sigtermAt);
    const failed = accepted.filter((outcome) => outcome.error !== undefined || outcome.status! >= 500);
    const servedWhileDraining = outcomes.filter(
      (outcome) => outcome.startedAt >= sigtermAt && outcome.status !== undefined,
    );
    console.log(
      `requests: ${outcomes.length}, accepted before SIGTERM: ${accepted.length}, failed of those: ${failed.length}, served while draining: ${servedWhileDraining.length}`,
    );
    expect(accepted.length).toBeGreaterThan(50);
    expect(failed).toEqual([]);
    expect(servedWhileDraining.filter((outcome) => outcome.status! >= 500)).toEqual([]);
    // The first answers may come before the server has handled the signal; once 503, it stays so.
    const unready = readiness.indexOf(503);
    expect(unready).toBeGreaterThanOrEqual(0);
    expect(readiness.slice(unready).every((status) => status === 503)).toBe(true);
    expect(server.child.exitCode).toBe(0);
  } finally {
    await stopServer(server, 'SIGKILL');
  }
});
