import { sql } from 'drizzle-orm';
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../../tests/support/test-services';
import { servicesContext } from '../request-context';
import type { Services } from '../services';
import { logPageError } from './page-errors';

// Issue 26.5: a page's database error went to the console with its query's parameters.
describe('page errors', () => {
  let services: Services & { logs: string[] };
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(() => services.close());

  it('go to the masking logger without the query parameters, and 4xx answers are not logged', async () => {
    const context = new RouterContextProvider(new Map([[servicesContext, services]]) as never);
    const failure = await services.database.db
      .execute(sql`select ${'not-a-uuid'}::uuid, ${'2348031234567'}::text`)
      .catch((error: unknown) => error);
    logPageError(context, failure, new Request('http://localhost/staff/approvals', { method: 'POST' }));
    logPageError(
      context,
      new ErrorResponse(405, 'Method Not Allowed', null),
      new Request('http://localhost/', { method: 'OPTIONS' }),
    );
    logPageError(context, new ErrorResponse(404, 'Not Found', null), new Request('http://localhost/nowhere'));
    const lines = services.logs.filter((line) => line.includes('Page request failed'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 50, method: 'POST', path: '/staff/approvals' });
    for (const leaked of ['not-a-uuid', '2348031234567', 'params']) expect(lines[0]).not.toContain(leaked);
  });
});
