import type { Services } from '../services';

/**
 * The rate-limit key of a page's action. Actions get the Request but not the socket, so without a
 * proxy every visitor shares one key. The HTTP layer should hand the real clientRef to actions
 * (a clientRefContext beside servicesContext); until it does, the proxy's X-Forwarded-For is used
 * when TRUST_PROXY is set, as clientRef itself does.
 */
export function pageClientRef(request: Request, services: Pick<Services, 'config' | 'keyedHash'>): string {
  const forwarded = services.config.TRUST_PROXY ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return services.keyedHash(forwarded || 'page-action', 'client').slice(0, 32);
}
