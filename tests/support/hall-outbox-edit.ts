import { asc, eq, sql } from 'drizzle-orm';
import { outboxEntryText, type OutboxKind } from '@core/halls/outbox';
import type { Db } from '../../server/db/client';
import { hallLink, hallOutbox } from '../../server/db/schema';
import { queryRows } from '../../server/db/query-rows';
import { sha256Hex } from '../../server/halls/hall-keys';
import { outboxHmac } from '../../server/halls/outbox-key';

/**
 * Rewrites the hall's outbox as its owner could: each payload `edit` changes is replaced (by the
 * text it answers, when it answers one), and the chain is hashed again from the first change,
 * head included. By default with the key the hall's database session holds (an owner with the
 * key file); `key` null: the unkeyed sha256 chain (an owner without it), or another key's HMAC.
 */
export async function rewriteOutbox(
  db: Db,
  edit: (kind: string, row: Record<string, unknown>) => boolean | string,
  options: { key?: string | null } = {},
): Promise<void> {
  const key = options.key === undefined ? await sessionOutboxKey(db) : options.key;
  const hashOf = key ? outboxHmac(key) : sha256Hex;
  const entries = await db.select().from(hallOutbox).orderBy(asc(hallOutbox.seq));
  let prev: string | null = null;
  for (const entry of entries) {
    const row = JSON.parse(entry.payload) as Record<string, unknown>;
    const changed = edit(entry.kind, row);
    if (!changed && prev === null) continue;
    const payload =
      typeof changed === 'string' ? changed : changed ? JSON.stringify(row) : entry.payload;
    const prevHash = prev ?? entry.prevHash;
    const hash = hashOf(
      outboxEntryText({
        prev_hash: prevHash,
        seq: entry.seq,
        kind: entry.kind as OutboxKind,
        payload,
      }),
    );
    await db
      .update(hallOutbox)
      .set({ payload, prevHash, hash })
      .where(eq(hallOutbox.seq, entry.seq));
    prev = hash;
  }
  if (prev !== null) await db.update(hallLink).set({ outboxHash: prev }).where(eq(hallLink.id, 1));
}

async function sessionOutboxKey(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ key: string | null }>(
    db,
    sql`select nullif(current_setting('hall.outbox_key', true), '') as key`,
  );
  return row?.key ?? null;
}

/**
 * The columns an entry of game `id` writes: a whole row's (kind `game`), or what a patch sets
 * (`game_patch`, migration 0037); undefined for any other entry.
 */
export function gameColumns(
  kind: string,
  row: Record<string, unknown>,
  id: number,
): Record<string, unknown> | undefined {
  if (row.id !== id) return undefined;
  if (kind === 'game') return row;
  if (kind === 'game_patch') return row.set as Record<string, unknown>;
  return undefined;
}

/**
 * An edit naming another sold card the winner of a won game, everywhere the outbox says who won:
 * the game's rows (its prize too, the whole pool), its winner row and its win event.
 */
export function forgedWinner(game: { id: number; winner: number; forged: number }) {
  let pool: unknown;
  return (kind: string, row: Record<string, unknown>): boolean => {
    const columns = gameColumns(kind, row, game.id);
    if (columns && 'amount_cents' in columns) pool = columns.amount_cents;
    if (columns?.winner_card === game.winner) {
      columns.winner_card = game.forged;
      columns.prize_cents = pool;
      columns.commission_cents = 0;
      return true;
    }
    if (kind === 'game_winner' && row.game_id === game.id) {
      row.card_number = game.forged;
      return true;
    }
    const data = row.data as Record<string, unknown> | undefined;
    if (kind === 'game_event' && row.type === 'win' && data?.card_number === game.winner) {
      data.card_number = game.forged;
      return true;
    }
    return false;
  };
}
