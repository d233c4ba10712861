import { eq, isNull } from 'drizzle-orm';
import { customers } from '../db/schema';
import type { Services } from '../services';
import { CUSTOMER_SEALS, phoneHashOf } from './sealed-fields';

const BATCH = 500;

/**
 * Gives each customer written before the phone hash existed (migration 0026) the keyed hash of their
 * phone, opening each sealed phone once. Run at every start-up: with no such row left it is one
 * query; two processes starting together write the same hashes.
 */
export async function fillPhoneHashes(services: Pick<Services, 'database' | 'cipher' | 'keyedHash'>): Promise<number> {
  const { db } = services.database;
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: customers.id, phoneSealed: customers.phoneSealed })
      .from(customers)
      .where(isNull(customers.phoneHash))
      .limit(BATCH);
    for (const row of rows) {
      const phone = services.cipher.decrypt(row.phoneSealed, CUSTOMER_SEALS.phone);
      await db
        .update(customers)
        .set({ phoneHash: phoneHashOf(services.keyedHash, phone) })
        .where(eq(customers.id, row.id));
    }
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
}
