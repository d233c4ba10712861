import type { WorkArea } from '../../domain/back-office/staff-roles';
import type { Services } from '../services';

/** A queue's CSV export: the rows of the list's current filter (the same query string), in full up to EXPORT_LIMIT. */
export interface QueueExport {
  area: WorkArea;
  fileName: string;
  rows(services: Services, query: URLSearchParams): Promise<{ header: readonly string[]; rows: (string | number)[][] }>;
}
