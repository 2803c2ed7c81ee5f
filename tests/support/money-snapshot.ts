import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query-rows';

/**
 * Everything a request could change: users, agents, cashiers, shops, games and their log,
 * jackpots, card sets, the ledger and the stored idempotency answers, as one comparable text. Equal snapshots mean nothing changed.
 */
export async function stateSnapshot(db: Db): Promise<string> {
  const rows = await queryRows<{ snapshot: string }>(
    db,
    sql`select json_build_object(
      'users', (select coalesce(json_agg(u order by u.id), '[]') from
        (select id, username, password_hash, role, is_active from users) u),
      'agents', (select coalesce(json_agg(a order by a.id), '[]') from
        (select id, phone, balance_cents::text as balance from agents) a),
      'cashiers', (select coalesce(json_agg(c order by c.id), '[]') from
        (select id, phone, fee_percent, balance_cents::text as balance from cashiers) c),
      'shops', (select coalesce(json_agg(s order by s.id), '[]') from
        (select id, name, is_active, deleted_at, cash_cents::text as cash from shops) s),
      'games', (select coalesce(json_agg(g order by g.id), '[]') from
        (select id, status, caller_state, called, commitment from games) g),
      'game_events', (select count(*) from game_events),
      'jackpots', (select coalesce(json_agg(j order by j.id), '[]') from
        (select id, is_active, balance_cents::text as balance from jackpots) j),
      'ledger', (select count(*) from ledger_entries),
      'card_sets', (select coalesce(json_agg(cs order by cs.id), '[]') from
        (select id, revision, last_deleted_version_id from card_sets) cs),
      'saved_cards', (select count(*) from saved_cards),
      'idempotency', (select count(*) from idempotency_keys)
    )::text as snapshot`,
  );
  return rows[0]?.snapshot ?? '';
}
