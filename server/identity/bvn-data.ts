import { normaliseBvnMiddleName } from '../../domain/forms';
import type { BvnRecord } from '../adapters/identity';

/** What the form is filled with after a validation (the contract's BvnData). */
export type BvnData = BvnRecord;

export function toBvnData(record: BvnRecord): BvnData {
  return { ...record, middlename: normaliseBvnMiddleName(record.middlename) };
}
