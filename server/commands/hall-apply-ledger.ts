import { eq } from 'drizzle-orm';
import type { OutboxEntry } from '@core/halls/outbox';
import type { Db } from '../db/client';
import { halls, type LEDGER_KINDS } from '../db/schema';
import { HttpError } from '../http-error';
import type { Account } from '../ledger/move-money';
import { centralGameId, type HallOnCentral } from './hall-batch';
import { parsedPayload } from './hall-batch-writes';
import {
  assertHallMoveAllowed,
  checkedWithoutReading,
  refundFeeShortfall,
} from './hall-money-checks';
import { assertJackpotReturn, markJackpotPaid } from './hall-jackpot-checks';
import { coverFromAgent, coversEntry } from './hall-stuck';

interface HallLedgerRow {
  from_account_kind: string;
  from_account_id: number | null;
  to_account_kind: string;
  to_account_id: number | null;
  amount_cents: number | string;
  kind: (typeof LEDGER_KINDS)[number];
  reference: string | null;
  reason: string | null;
  user_id: number | null;
  created_at: string;
}

/**
 * A hall's account as central holds it: its cashier's balance there (the allowance) and its
 * agent's (the jackpots' growth reserve) are the hall's account here; a jackpot it holds is that
 * jackpot's own account.
 */
function centralAccount(hall: HallOnCentral, kind: string, id: number | null): Account {
  if (kind === 'platform' || kind === 'outside') return { kind };
  if (kind === 'cashier' && id === hall.cashierId) return { kind: 'hall', id: hall.id };
  if (kind === 'agent' && id === hall.agentId) return { kind: 'hall', id: hall.id };
  if (kind === 'jackpot' && id !== null && hall.jackpots.has(id)) return { kind: 'jackpot', id };
  if (kind === 'shop' && id === hall.shopId) return { kind: 'shop', id };
  throw new HttpError(422, 'hall_batch_invalid');
}

/**
 * A hall's ledger entry, moved in the batch's money book. A move whose check reads balances, the
 * ledger or a game (jackpots, refunds, returns, an agent's cover) first writes out what waits.
 */
export async function applyLedger(tx: Db, hall: HallOnCentral, entry: OutboxEntry): Promise<void> {
  const row = parsedPayload<HallLedgerRow>(entry);
  // Central moved these itself when it issued the grant (hall_allowance_grant, hall_growth_grant;
  // a lent jackpot never left its account here).
  if (TAKEN_IN.has(row.kind)) return;
  const gameRef = /^game:(\d+)$/.exec(row.reference ?? '');
  const gameId = gameRef ? await centralGameId(tx, hall, Number(gameRef[1])) : null;
  const reference = gameId !== null ? `game:${gameId}` : `hall:${hall.id}:${row.reference ?? ''}`;
  if (!checkedWithoutReading(row.kind)) await hall.writes.writeOut();
  const move = await centralMove(tx, hall, row, gameId);
  if (!move) return;
  if (move.from.kind === 'hall' && coversEntry(hall, entry.seq)) {
    await hall.writes.writeOut();
    await coverFromAgent(tx, hall, entry.seq, move.amountCents);
  }
  hall.writes.waits(entry);
  await hall.writes.book.move({
    ...move,
    reference: move.reference ?? reference,
    reason: row.reason,
    userId: row.user_id,
    createdAt: new Date(row.created_at),
  });
  if (row.kind === 'jackpot_payout' && move.from.kind === 'jackpot')
    await markJackpotPaid(tx, move.from.id, gameId!, new Date(row.created_at));
  if (row.kind === 'game_fee_refund' && gameId !== null) {
    await hall.writes.writeOut();
    await refundFeeShortfall(tx, hall, gameId, new Date(row.created_at));
  }
}

const TAKEN_IN = new Set(['hall_allowance_in', 'hall_growth_in', 'hall_jackpot_in']);

interface CentralMove {
  from: Account;
  to: Account;
  amountCents: bigint;
  kind: HallLedgerRow['kind'];
  reference?: string;
}

/** The move a hall's ledger entry makes on central's books, or null when it moves nothing here. */
async function centralMove(
  tx: Db,
  hall: HallOnCentral,
  row: HallLedgerRow,
  gameId: number | null,
): Promise<CentralMove | null> {
  const amountCents = BigInt(row.amount_cents);
  if (row.kind === 'hall_allowance_return' || row.kind === 'hall_growth_return') {
    // What the hall gives back, less any fee shortfall central already took from its account.
    const owner: Account =
      row.kind === 'hall_allowance_return'
        ? { kind: 'cashier', id: hall.cashierId }
        : { kind: 'agent', id: hall.agentId };
    const back = await heldByHall(tx, hall.id, amountCents);
    return back === 0n
      ? null
      : { from: { kind: 'hall', id: hall.id }, to: owner, amountCents: back, kind: row.kind };
  }
  const from = centralAccount(hall, row.from_account_kind, row.from_account_id);
  const to = centralAccount(hall, row.to_account_kind, row.to_account_id);
  if (row.kind === 'hall_jackpot_return' && from.kind === 'jackpot') {
    await assertJackpotReturn(tx, from.id, amountCents);
    return {
      from,
      to: { kind: 'agent', id: hall.agentId },
      amountCents,
      kind: 'jackpot_release',
      reference: `jackpot:${from.id}`,
    };
  }
  await assertHallMoveAllowed(tx, { kind: row.kind, from, to, amountCents, gameId });
  return { from, to, amountCents, kind: row.kind };
}

async function heldByHall(tx: Db, hallId: number, amountCents: bigint): Promise<bigint> {
  const [held] = await tx
    .select({ cents: halls.allowanceCents })
    .from(halls)
    .where(eq(halls.id, hallId));
  return held && held.cents < amountCents ? held.cents : amountCents;
}
