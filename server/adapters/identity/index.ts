import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createDojahIdentityProvider } from './dojah-identity-provider';
import type { IdentityProvider } from './identity-provider';
import { createSandboxIdentityProvider } from './sandbox-identity-provider';

export * from './identity-provider';

/** The sandbox's people are made up: in production it serves nothing (see isSandboxRefused). */
export function isSandboxRefused({
  config,
  identity,
}: {
  config: Pick<Config, 'isProduction'>;
  identity: Pick<IdentityProvider, 'name'>;
}) {
  return config.isProduction && identity.name === 'sandbox';
}

export function createIdentityProvider({ config, logger }: { config: Config; logger: Logger }): IdentityProvider {
  if (config.IDENTITY_PROVIDER === 'dojah') {
    return createDojahIdentityProvider({
      baseUrl: config.DOJAH_BASE_URL,
      appId: config.DOJAH_APP_ID!,
      secretKey: config.DOJAH_SECRET_KEY!,
    });
  }
  if (config.isProduction) {
    logger.error(
      'IDENTITY_PROVIDER=sandbox is refused in production: BVN validation is off until IDENTITY_PROVIDER=dojah, DOJAH_APP_ID and DOJAH_SECRET_KEY are set',
    );
  }
  return createSandboxIdentityProvider();
}
