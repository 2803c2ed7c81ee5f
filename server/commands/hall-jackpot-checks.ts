import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { HttpError } from '../http-error';
import type { Account } from '../ledger/move-money';

/**
 * What central accepts of a hall's jackpots (decision 041). The hall holds a jackpot central lent
 * it; central replays what the hall did with it, and checks each move against its own copy of the
 * jackpot: a growth is the jackpot's bonus, once per game; a payout is the jackpot's whole amount,
 * to the hall; a return gives back a jackpot its agent released.
 */
interface HeldJackpot {
  balance: string;
  bonus: string;
  is_active: boolean;
  paid: boolean;
}

async function heldJackpot(tx: Db, id: number): Promise<HeldJackpot> {
  const [row] = await queryRows<HeldJackpot>(
    tx,
    sql`select balance_cents::text as balance, bonus_cents::text as bonus, is_active,
               paid_at is not null as paid
          from jackpots where id = ${id} for update`,
  );
  if (!row) throw new HttpError(422, 'hall_batch_invalid');
  return row;
}

export async function assertHallJackpotMove(
  tx: Db,
  move: { kind: string; from: Account; to: Account; amountCents: bigint; gameId: number | null },
): Promise<void> {
  const { kind, from, to, amountCents, gameId } = move;
  if (gameId === null) throw new HttpError(422, 'hall_batch_invalid');
  if (kind === 'jackpot_growth' && from.kind === 'hall' && to.kind === 'jackpot') {
    const jackpot = await heldJackpot(tx, to.id);
    const [earlier] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ledger_entries
           where kind = 'jackpot_growth' and to_account_kind = 'jackpot'
             and to_account_id = ${to.id} and reference = ${`game:${gameId}`}`,
    );
    if (!jackpot.paid && BigInt(jackpot.bonus) === amountCents && earlier?.n === 0) return;
  }
  if (kind === 'jackpot_payout' && from.kind === 'jackpot' && to.kind === 'hall') {
    const jackpot = await heldJackpot(tx, from.id);
    if (!jackpot.paid && BigInt(jackpot.balance) === amountCents) return;
  }
  throw new HttpError(422, 'hall_batch_invalid');
}

/** A jackpot the hall paid ends on central too, with central's id of the game that won it. */
export async function markJackpotPaid(
  tx: Db,
  jackpotId: number,
  gameId: number,
  paidAt: Date,
): Promise<void> {
  await tx.execute(
    sql`update jackpots set is_active = false, paid_at = ${paidAt.toISOString()},
               paid_game_id = ${gameId}
         where id = ${jackpotId}`,
  );
}

/** A hall gives back only a jackpot released on central, and all it holds. */
export async function assertJackpotReturn(
  tx: Db,
  jackpotId: number,
  amountCents: bigint,
): Promise<void> {
  const jackpot = await heldJackpot(tx, jackpotId);
  if (!jackpot.is_active && !jackpot.paid && BigInt(jackpot.balance) === amountCents) return;
  throw new HttpError(422, 'hall_batch_invalid');
}

/**
 * A jackpot the hall paid must have been won (decision 041): once its game's last row is in, the
 * game is completed with a winner on drawn balls that the game names as the jackpot's, and a
 * cumulative one within its call limit. Checked at the end of every batch, so a payout and its
 * game's row arriving in different batches are still checked; one that fails refuses the batch.
 */
export async function assertHallJackpotWins(tx: Db, hallId: number): Promise<void> {
  const [unwon] = await queryRows<{ id: number }>(
    tx,
    sql`select j.id from jackpots j join games g on g.id = j.paid_game_id
         where j.hall_id = ${hallId} and g.status <> 'active'
           and not (g.status = 'completed' and g.winner_card is not null
                    and g.win_relied_on_manual is false and g.jackpot_id = j.id
                    and (j.jackpot_type = 'random' or g.win_called_count <= j.call_limit))
         limit 1`,
  );
  if (unwon) throw new HttpError(422, 'hall_batch_invalid');
}
