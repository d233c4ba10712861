/** Contexts of the customer columns sealed with the field cipher (a value sealed for one opens in no other). */
export const CUSTOMER_SEALS = {
  bvn: 'customers.bvn',
  nin: 'customers.nin',
  phone: 'customers.phone',
  birthDate: 'customers.birth_date',
} as const;

/** Context of the wizard's sealed details on account_applications. */
export const APPLICATION_DETAILS_SEAL = 'account_applications.details';

/** Purposes of the keyed hashes kept beside BVN and NIN for look-ups. */
export const HASH_PURPOSES = { bvn: 'bvn', nin: 'nin' } as const;
