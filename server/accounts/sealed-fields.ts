import { toInternationalPhone } from '../../domain/phone';
import type { KeyedHash } from '../security/keyed-hash';

/** Contexts of the customer columns sealed with the field cipher (a value sealed for one opens in no other). */
export const CUSTOMER_SEALS = {
  bvn: 'customers.bvn',
  nin: 'customers.nin',
  phone: 'customers.phone',
  birthDate: 'customers.birth_date',
} as const;

/** Context of the wizard's sealed details on account_applications. */
export const APPLICATION_DETAILS_SEAL = 'account_applications.details';

/** Purposes of the keyed hashes kept beside BVN, NIN and phone for look-ups. */
export const HASH_PURPOSES = { bvn: 'bvn', nin: 'nin', phone: 'phone' } as const;

/**
 * The keyed hash kept beside a customer's sealed phone: of its international form, so that
 * '0803 123 4567', '+234 803 123 4567' and '2348031234567' give the same hash (decision 084).
 */
export const phoneHashOf = (keyedHash: KeyedHash, phone: string) =>
  keyedHash(toInternationalPhone(phone), HASH_PURPOSES.phone);
