import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import type { FieldCipher } from '../../security/field-cipher';
import type { CoreBanking } from './core-banking';
import { createHttpCoreBanking } from './http-core-banking';
import { createLocalCoreBanking } from './local-core-banking';

export * from './core-banking';

export function createCoreBanking({
  config,
  db,
  cipher,
  logger,
}: {
  config: Config;
  db: Database;
  cipher: FieldCipher;
  logger: Logger;
}): CoreBanking {
  if (config.CORE_BANKING === 'http')
    return createHttpCoreBanking({ url: config.CORE_BANKING_URL!, apiKey: config.CORE_BANKING_API_KEY });
  return createLocalCoreBanking({
    db,
    cipher,
    institutionCode: config.NUBAN_INSTITUTION_CODE,
    // 'slow' answers well after the caller gives up, as a struggling core does.
    slowDelayMs: config.CORE_BANKING_TIMEOUT_MS * 2,
    logger,
  });
}
