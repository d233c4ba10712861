import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { CORE_BANKING_STATES, isSwitchable } from '../adapters/core-banking';
import { sweepPendingAccounts } from '../core-banking/complete-pending-account';
import type { Services } from '../services';

const SwitchSchema = z.object({ state: z.enum(CORE_BANKING_STATES), sweep: z.boolean().default(true) });
const PostingSchema = z.object({
  accountNumber: z.string().regex(/^\d{10}$/),
  amountKobo: z
    .number()
    .int()
    .safe()
    .refine((kobo) => kobo !== 0),
  narration: z.string().trim().min(1).max(140),
});

/**
 * POST /dev/core-banking { state: 'up' | 'down' | 'slow' } switches the local core banking, so a
 * browser test can show 'details sent shortly' and then the e-mail; switching back up tries the
 * waiting applications at once (unless `sweep: false`, to leave them to the back office's
 * 'Retry now'). GET answers the state. POST /dev/core-banking/postings { accountNumber, amountKobo,
 * narration } puts money in (or, negative, out of) an account, as a teller would. Only outside
 * production, with the local core.
 */
export function createDevCoreBanking(services: Services): Hono {
  const routes = new Hono();
  const core = services.coreBanking;
  routes.use('/core-banking/*', async (c, next) =>
    services.config.isProduction || !isSwitchable(core) ? c.notFound() : next(),
  );
  routes.use('/core-banking', async (c, next) =>
    services.config.isProduction || !isSwitchable(core) ? c.notFound() : next(),
  );
  routes.get('/core-banking', (c) => c.json({ state: isSwitchable(core) ? core.state : 'up' }));
  routes.post('/core-banking', async (c) => {
    const parsed = SwitchSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success || !isSwitchable(core))
      return c.json(
        { status: 'error', error: { name: 'ValidationError', message: "state must be 'up', 'down' or 'slow'" } },
        422,
      );
    core.setState(parsed.data.state);
    services.logger.info({ state: parsed.data.state }, 'local core banking switched');
    // Back up: the waiting applications are tried now, not at their next retry.
    if (parsed.data.state === 'up' && parsed.data.sweep) await sweepPendingAccounts({ services, olderThanSeconds: 0 });
    return c.json({ state: core.state });
  });
  routes.post('/core-banking/postings', async (c) => {
    const parsed = PostingSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success || !isSwitchable(core))
      return c.json(
        {
          status: 'error',
          error: {
            name: 'ValidationError',
            message: 'accountNumber (10 digits), amountKobo (a whole number, not 0) and narration are needed',
          },
        },
        422,
      );
    if (!(await core.findAccount(parsed.data.accountNumber, { signal: AbortSignal.timeout(2000) })))
      return c.json({ status: 'error', error: { name: 'NotFound', message: 'No such account' } }, 404);
    const reference = `DEV-${randomUUID()}`;
    await core.post({ ...parsed.data, reference });
    return c.json({ status: 'success', reference }, 201);
  });
  return routes;
}
