import { readFile } from 'node:fs/promises';
import { screenName, type ListEntry } from '../../../domain/screening/name-match';
import type { Logger } from '../../logger';
import { ScreeningUnavailableError, type Screening } from './screening';
import { parseUnList, parseWatchList } from './list-files';

/**
 * Screening against the list files the bank keeps: read once, at the first screening after
 * start-up (a restart reads a replaced file). A file that cannot be read is not cached: screening
 * is unavailable until it can be, and never reads as "no hit".
 */
export function createLocalScreening({
  unListPath,
  watchListPath,
  logger,
}: {
  unListPath: string;
  watchListPath: string;
  logger: Logger;
}): Screening {
  let loading: Promise<ListEntry[]> | null = null;
  async function load(): Promise<ListEntry[]> {
    const [un, watch] = await Promise.all([readFile(unListPath, 'utf8'), readFile(watchListPath, 'utf8')]);
    const entries = [...parseUnList(un), ...parseWatchList(watch)];
    logger.info({ entries: entries.length }, 'screening lists loaded');
    return entries;
  }
  return {
    name: 'local',
    async screen(subject) {
      loading ??= load();
      let entries: ListEntry[];
      try {
        entries = await loading;
      } catch (error) {
        loading = null;
        logger.error({ err: error }, 'screening lists could not be read');
        throw new ScreeningUnavailableError('The screening lists could not be read');
      }
      return screenName(subject, entries);
    },
  };
}
