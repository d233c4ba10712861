import { Hono } from 'hono';
import { z } from 'zod';
import { CORE_BANKING_STATES, isSwitchable } from '../adapters/core-banking';
import { sweepPendingAccounts } from '../core-banking/complete-pending-account';
import type { Services } from '../services';

const SwitchSchema = z.object({ state: z.enum(CORE_BANKING_STATES), sweep: z.boolean().default(true) });

/**
 * POST /dev/core-banking { state: 'up' | 'down' | 'slow' } switches the local core banking, so a
 * browser test can show 'details sent shortly' and then the e-mail; switching back up tries the
 * waiting applications at once (unless `sweep: false`, to leave them to the back office's
 * 'Retry now'). GET answers the state. Only outside production, with the local core.
 */
export function createDevCoreBanking(services: Services): Hono {
  const routes = new Hono();
  const core = services.coreBanking;
  routes.use('/core-banking', async (c, next) => (services.config.isProduction || !isSwitchable(core) ? c.notFound() : next()));
  routes.get('/core-banking', (c) => c.json({ state: isSwitchable(core) ? core.state : 'up' }));
  routes.post('/core-banking', async (c) => {
    const parsed = SwitchSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success || !isSwitchable(core)) return c.json({ status: 'error', error: { name: 'ValidationError', message: "state must be 'up', 'down' or 'slow'" } }, 422);
    core.setState(parsed.data.state);
    services.logger.info({ state: parsed.data.state }, 'local core banking switched');
    // Back up: the waiting applications are tried now, not at their next retry.
    if (parsed.data.state === 'up' && parsed.data.sweep) await sweepPendingAccounts({ services, olderThanSeconds: 0 });
    return c.json({ state: core.state });
  });
  return routes;
}
