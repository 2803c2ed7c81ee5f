import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { shops } from '../db/schema';
import { HttpError } from '../http-error';

const SHOP_NAME_INDEX = 'shops_cashier_name_unique';

/**
 * A cashier's live shops have distinct names, case and outer spaces aside (decision 033): 409
 * shop_name_taken, checked first for a clear answer and kept by the unique index under a race.
 */
export async function assertShopNameFree(
  db: Db,
  cashierId: number,
  name: string,
  exceptShopId?: number,
): Promise<void> {
  const [taken] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(
      and(
        eq(shops.cashierId, cashierId),
        isNull(shops.deletedAt),
        sql`lower(trim(${shops.name})) = lower(trim(${name}))`,
        exceptShopId === undefined ? undefined : ne(shops.id, exceptShopId),
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, 'shop_name_taken');
}

/** Runs a write of a shop's name, answering 409 shop_name_taken when a racing write won. */
export async function withShopNameGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, SHOP_NAME_INDEX)) throw new HttpError(409, 'shop_name_taken');
    throw error;
  }
}
