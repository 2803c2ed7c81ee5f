import { asc, eq } from 'drizzle-orm';
import { outboxEntryText, type OutboxKind } from '@core/halls/outbox';
import type { Db } from '../../server/db/client';
import { hallLink, hallOutbox } from '../../server/db/schema';
import { sha256Hex } from '../../server/halls/hall-keys';

/**
 * Rewrites the hall's outbox as its owner could: each payload `edit` changes is replaced (by the
 * text it answers, when it answers one), and the chain is hashed again from the first change (the
 * chain has no key), head included.
 */
export async function rewriteOutbox(
  db: Db,
  edit: (kind: string, row: Record<string, unknown>) => boolean | string,
): Promise<void> {
  const entries = await db.select().from(hallOutbox).orderBy(asc(hallOutbox.seq));
  let prev: string | null = null;
  for (const entry of entries) {
    const row = JSON.parse(entry.payload) as Record<string, unknown>;
    const changed = edit(entry.kind, row);
    if (!changed && prev === null) continue;
    const payload =
      typeof changed === 'string' ? changed : changed ? JSON.stringify(row) : entry.payload;
    const prevHash = prev ?? entry.prevHash;
    const hash = sha256Hex(
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

/**
 * An edit naming another sold card the winner of a won game, everywhere the outbox says who won:
 * the game's rows (its prize too), its winner row and its win event.
 */
export function forgedWinner(game: { id: number; winner: number; forged: number }) {
  return (kind: string, row: Record<string, unknown>): boolean => {
    if (kind === 'game' && row.id === game.id && row.winner_card === game.winner) {
      row.winner_card = game.forged;
      row.prize_cents = row.amount_cents;
      row.commission_cents = 0;
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
