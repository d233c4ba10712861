import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createHttpScreening } from './http-screening';
import { createLocalScreening } from './local-screening';
import type { Screening } from './screening';

export * from './screening';

export function createScreening({ config, logger }: { config: Config; logger: Logger }): Screening {
  if (config.SCREENING === 'http')
    return createHttpScreening({
      url: config.SCREENING_URL!,
      apiKey: config.SCREENING_API_KEY,
      timeoutMs: config.SCREENING_TIMEOUT_MS,
    });
  return createLocalScreening({
    unListPath: config.SCREENING_UN_LIST,
    watchListPath: config.SCREENING_WATCH_LIST,
    logger,
  });
}
