import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

/** Renders the root error boundary the way the server does when a loader throws. */
async function renderFailingPage(error: unknown) {
  const routes = [{ id: 'root', path: '/', loader: () => Promise.reject(error), Component: () => null, ErrorBoundary }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

describe('root error boundary', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("shows 'Unexpected Application Error!' with the error's text", async () => {
    const html = await renderFailingPage(new Error('The ledger is unreachable'));
    expect(html).toContain('<h1');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('The ledger is unreachable');
  });

  it('never shows a stack trace in production', async () => {
    vi.stubEnv('DEV', false);
    const html = await renderFailingPage(new Error('The ledger is unreachable'));
    expect(html).toContain('The ledger is unreachable');
    expect(html).not.toMatch(/at .*root\.test\.tsx/);
  });

  it('shows the stack to developers', async () => {
    vi.stubEnv('DEV', true);
    const html = await renderFailingPage(new Error('The ledger is unreachable'));
    expect(html).toMatch(/at .*root\.test\.tsx/);
  });
});
