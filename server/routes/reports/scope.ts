import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { forbidden, notFound } from '../../http-error';

/** Whose data a report covers: SPEC section 6 (cashier own, agent its cashiers', admin all). */
export interface Scope {
  agentId: number | null;
  cashierId: number | null;
  shopId: number | null;
}

export interface ScopeFilters {
  agent_id?: number;
  cashier_id?: number;
  shop_id?: number;
}

/**
 * The caller's scope narrowed by the request's filters. A filter naming an agent, cashier or shop
 * outside the caller's scope answers 404, as asking for another tenant's object does.
 */
export async function resolveScope(
  db: Db,
  user: SessionUser,
  filters: ScopeFilters,
): Promise<Scope> {
  const scope: Scope = { agentId: null, cashierId: null, shopId: null };
  if (user.role === 'agent') {
    if (user.agent_id === null) throw forbidden();
    scope.agentId = user.agent_id;
  } else if (user.role === 'cashier') {
    if (user.cashier_id === null) throw forbidden();
    scope.cashierId = user.cashier_id;
    scope.agentId = user.agent_id;
  } else if (user.role !== 'admin') throw forbidden();

  if (filters.agent_id !== undefined) {
    if (scope.agentId !== null && scope.agentId !== filters.agent_id) throw notFound();
    const [agent] = await queryRows<{ id: number }>(
      db,
      sql`select id from agents where id = ${filters.agent_id}`,
    );
    if (!agent) throw notFound();
    scope.agentId = filters.agent_id;
  }
  if (filters.cashier_id !== undefined) {
    if (scope.cashierId !== null && scope.cashierId !== filters.cashier_id) throw notFound();
    const [cashier] = await queryRows<{ agent_id: number }>(
      db,
      sql`select agent_id from cashiers where id = ${filters.cashier_id}`,
    );
    if (!cashier || (scope.agentId !== null && cashier.agent_id !== scope.agentId))
      throw notFound();
    scope.cashierId = filters.cashier_id;
  }
  if (filters.shop_id !== undefined) {
    const [shop] = await queryRows<{ cashier_id: number; agent_id: number }>(
      db,
      sql`select s.cashier_id, c.agent_id from shops s join cashiers c on c.id = s.cashier_id
          where s.id = ${filters.shop_id}`,
    );
    if (
      !shop ||
      (scope.agentId !== null && shop.agent_id !== scope.agentId) ||
      (scope.cashierId !== null && shop.cashier_id !== scope.cashierId)
    )
      throw notFound();
    scope.shopId = filters.shop_id;
  }
  return scope;
}

export const and = (conditions: Array<SQL | undefined>): SQL => {
  const kept = conditions.filter((c): c is SQL => c !== undefined);
  return kept.length === 0 ? sql`true` : sql.join(kept, sql` and `);
};

/** The scope on games (alias g); agent_id is the game's own column, kept by a trigger. */
export function gamesInScope(scope: Scope): SQL {
  return and([
    scope.agentId === null ? undefined : sql`g.agent_id = ${scope.agentId}`,
    scope.cashierId === null ? undefined : sql`g.cashier_id = ${scope.cashierId}`,
    scope.shopId === null ? undefined : sql`g.shop_id = ${scope.shopId}`,
  ]);
}

/** The scope on game_totals (alias t). */
export function totalsInScope(scope: Scope): SQL {
  return and([
    scope.agentId === null
      ? undefined
      : sql`t.cashier_id in (select id from cashiers where agent_id = ${scope.agentId})`,
    scope.cashierId === null ? undefined : sql`t.cashier_id = ${scope.cashierId}`,
    scope.shopId === null ? undefined : sql`t.shop_key = ${scope.shopId}`,
  ]);
}

/** The scope on shops (alias s) joined to their cashiers (alias c). */
export function shopsInScope(scope: Scope): SQL {
  return and([
    scope.agentId === null ? undefined : sql`c.agent_id = ${scope.agentId}`,
    scope.cashierId === null ? undefined : sql`s.cashier_id = ${scope.cashierId}`,
    scope.shopId === null ? undefined : sql`s.id = ${scope.shopId}`,
  ]);
}

/** A search text as an ILIKE pattern matching it anywhere, wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The game id a search names ("123" or "#123"), if it is one. */
export function gameIdOf(search: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** A search that may be a winning card number ("7"): every winner counts (game_winners). */
export function cardNumberOf(search: string): number | null {
  const match = /^(\d{1,6})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** Games one of whose winners holds this card (several may win on one ball, decision 030). */
export function gamesWonByCard(card: number): SQL {
  return sql`(select w.game_id from game_winners w where w.card_number = ${card})`;
}

/** Shops whose name, or whose cashier's username, holds the search text. */
export function matchingShops(pattern: string): SQL {
  return sql`(select id from shops where name ilike ${pattern})`;
}
export function matchingCashiers(pattern: string): SQL {
  return sql`(select c2.id from cashiers c2 join users u2 on u2.id = c2.user_id
              where u2.username ilike ${pattern})`;
}
