import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { SessionUser } from '@core/schemas/auth';
import type { Shop } from '@core/schemas/shops';
import type { Db } from '../db/client';
import { cashiers, shops, users } from '../db/schema';
import { forbidden, notFound } from '../http-error';
import { cashierShownCashSql } from './shop-cash';

/** Whose shops: one cashier's, one agent's cashiers', or every shop (admin). */
export type ShopScope = { cashierId: number } | { agentId: number } | 'all';

/** SPEC section 6 data filters: a cashier its own shops, an agent its cashiers', admin all. */
export function shopScopeOf(user: SessionUser): ShopScope {
  if (user.role === 'admin') return 'all';
  if (user.role === 'cashier' && user.cashier_id !== null) return { cashierId: user.cashier_id };
  if (user.role === 'agent' && user.agent_id !== null) return { agentId: user.agent_id };
  throw forbidden();
}

/** The rows of the shops in scope (a query joining `cashiers` on the shop's cashier). */
export function shopScopeFilter(scope: ShopScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if ('cashierId' in scope) return eq(shops.cashierId, scope.cashierId);
  return eq(cashiers.agentId, scope.agentId);
}

/**
 * The shops in scope, deleted ones left out (their history stays in the database). For a cashier
 * an open shift's drawer shows the figure it may see, never the expected cash (the count is blind).
 */
export async function listShops(db: Db, scope: ShopScope, shopId?: number): Promise<Shop[]> {
  const cash =
    scope !== 'all' && 'cashierId' in scope
      ? sql<string>`${cashierShownCashSql(sql`${shops.id}`, sql`${shops.cashCents}`)}::text`
      : sql<string>`${shops.cashCents}::text`;
  const rows = await db
    .select({
      id: shops.id,
      name: shops.name,
      cash,
      isActive: shops.isActive,
      createdAt: shops.createdAt,
      cashierId: shops.cashierId,
      cashierUsername: users.username,
      language: shops.language,
    })
    .from(shops)
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .innerJoin(users, eq(users.id, cashiers.userId))
    .where(
      and(
        isNull(shops.deletedAt),
        shopScopeFilter(scope),
        shopId === undefined ? undefined : eq(shops.id, shopId),
      ),
    )
    .orderBy(asc(shops.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    amount_avalaible: centsToAmount(BigInt(row.cash)),
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    cashier_id: row.cashierId,
    cashier_username: row.cashierUsername,
    language: row.language,
  }));
}

/** A shop the caller may see (and manage the cards of); another tenant's, or a deleted one, is 404. */
export async function visibleShop(db: Db, user: SessionUser, shopId: number): Promise<Shop> {
  const [shop] = await listShops(db, shopScopeOf(user), shopId);
  if (!shop) throw notFound();
  return shop;
}
