import { createHash } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { agents, cashiers, feeRules, jackpots, shopPatterns, shops, users } from '../db/schema';

/**
 * What central owns and a hall keeps a copy of (decision 038), with the same ids: the shop's
 * staff, its rules and patterns, the fee rules. Balances and the drawer are left out: the hall's
 * cashier balance is its allowance, its drawer its own.
 */
const MIRRORED = [
  { name: 'users', table: users, leftOut: ['session_version'] },
  { name: 'agents', table: agents, leftOut: ['balance_cents'] },
  {
    name: 'cashiers',
    table: cashiers,
    // The fee a hall's running games reserved is the hall's own (decision 044).
    leftOut: ['balance_cents', 'fee_owed_cents', 'fee_reserved_cents'],
  },
  { name: 'shops', table: shops, leftOut: ['cash_cents'] },
  { name: 'fee_rules', table: feeRules, leftOut: [] },
  { name: 'shop_patterns', table: shopPatterns, leftOut: [] },
  // The jackpots the hall holds (decision 041): their amounts are the hall's own ledger's, and
  // the game that paid one is the hall's own id.
  { name: 'jackpots', table: jackpots, leftOut: ['balance_cents', 'hall_id', 'paid_game_id'] },
] as const;

/**
 * Columns the hall merges rather than takes: a jackpot the hall paid or saw released stays ended,
 * though central's copy may not show it until the hall's catch-up reaches it.
 */
const MERGED: Record<string, string> = {
  is_active: 'jackpots.is_active and excluded.is_active',
  paid_at: 'coalesce(jackpots.paid_at, excluded.paid_at)',
};

export type MirrorName = (typeof MIRRORED)[number]['name'];
export type HallMirror = Record<MirrorName, Record<string, unknown>[]>;

function columnNames(table: PgTable, leftOut: readonly string[]): string[] {
  return Object.values(getTableColumns(table))
    .filter((column) => !column.generated && !leftOut.includes(column.name))
    .map((column) => column.name);
}

function columnList(names: string[]): SQL {
  return sql.raw(names.map((name) => `"${name}"`).join(', '));
}

/** The rows of one shop's hall as central holds them, and a version that changes with any of them. */
export async function mirrorForShop(
  db: Db,
  shopId: number,
): Promise<{ mirror: HallMirror; version: string }> {
  const scope: Record<MirrorName, SQL> = {
    shops: sql`id = ${shopId}`,
    cashiers: sql`id = (select cashier_id from shops where id = ${shopId})`,
    agents: sql`id = (select c.agent_id from cashiers c join shops s on s.cashier_id = c.id where s.id = ${shopId})`,
    users: sql`id in (select c.user_id from cashiers c join shops s on s.cashier_id = c.id where s.id = ${shopId}
                      union select a.user_id from agents a join cashiers c on c.agent_id = a.id
                        join shops s on s.cashier_id = c.id where s.id = ${shopId})`,
    fee_rules: sql`true`,
    shop_patterns: sql`shop_id = ${shopId}`,
    jackpots: sql`shop_id = ${shopId} and hall_id is not null`,
  };
  const mirror = {} as HallMirror;
  for (const { name, table, leftOut } of MIRRORED) {
    const columns = columnList(columnNames(table, leftOut));
    const [row] = await queryRows<{ rows: Record<string, unknown>[] }>(
      db,
      sql`select coalesce(jsonb_agg(to_jsonb(r) order by r.id), '[]'::jsonb) as rows
          from (select ${columns} from ${sql.identifier(name)} where ${scope[name]}) r`,
    );
    mirror[name] = row?.rows ?? [];
  }
  const version = createHash('sha256').update(JSON.stringify(mirror)).digest('hex');
  return { mirror, version };
}

/** The hall takes central's copy in: rows inserted or updated by id, in the order their keys need. */
export async function applyMirror(tx: Db, mirror: HallMirror): Promise<void> {
  for (const { name, table, leftOut } of MIRRORED) {
    const rows = mirror[name];
    if (!rows || rows.length === 0) continue;
    const names = columnNames(table, leftOut);
    const columns = columnList(names);
    const updates = sql.raw(
      names
        .filter((column) => column !== 'id')
        .map(
          (column) =>
            `"${column}" = ${(name === 'jackpots' && MERGED[column]) || `excluded."${column}"`}`,
        )
        .join(', '),
    );
    await tx.execute(
      sql`insert into ${sql.identifier(name)} (${columns})
          select ${columns} from jsonb_populate_recordset(null::${sql.identifier(name)}, ${JSON.stringify(rows)}::jsonb)
          on conflict (id) do update set ${updates}`,
    );
  }
}
