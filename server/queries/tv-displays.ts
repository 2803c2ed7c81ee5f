import { and, desc, eq } from 'drizzle-orm';
import type { TvDisplay } from '@core/schemas/displays';
import type { Db } from '../db/client';
import { cashiers, shops, tvDisplays } from '../db/schema';
import { shopScopeFilter, type ShopScope } from './shops';

/** The TVs of the shops in scope (revoked ones too, marked), newest first. */
export async function listTvs(
  db: Db,
  scope: ShopScope,
  filter: { shopId?: number; displayId?: number } = {},
): Promise<TvDisplay[]> {
  const rows = await db
    .select({ display: tvDisplays, shopName: shops.name })
    .from(tvDisplays)
    .innerJoin(shops, eq(shops.id, tvDisplays.shopId))
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(
      and(
        shopScopeFilter(scope),
        filter.shopId === undefined ? undefined : eq(tvDisplays.shopId, filter.shopId),
        filter.displayId === undefined ? undefined : eq(tvDisplays.id, filter.displayId),
      ),
    )
    .orderBy(desc(tvDisplays.id));
  return rows.map(({ display, shopName }) => ({
    id: display.id,
    name: display.name,
    shop_id: display.shopId,
    shop_name: shopName,
    created_at: display.createdAt.toISOString(),
    last_seen_at: display.lastSeenAt?.toISOString() ?? null,
    revoked_at: display.revokedAt?.toISOString() ?? null,
  }));
}
