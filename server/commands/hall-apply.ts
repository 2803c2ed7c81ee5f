import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { entriesToApply, type OutboxEntry } from '@core/halls/outbox';
import { supersededGameRows } from '@core/halls/superseded';
import type { Db } from '../db/client';
import { isRowRefused } from '../db/errors';
import { queryRows } from '../db/query-rows';
import {
  cashiers,
  gameEvents,
  gameWinners,
  games,
  hallGames,
  halls,
  jackpots,
  shops,
  type LEDGER_KINDS,
} from '../db/schema';
import { HttpError } from '../http-error';
import { sha256Hex } from '../halls/hall-keys';
import { moveMoney, type Account } from '../ledger/move-money';
import { assertHallMoveAllowed, chargeFeeShortfall, refundFeeShortfall } from './hall-money-checks';
import { assertHallJackpotWins, assertJackpotReturn, markJackpotPaid } from './hall-jackpot-checks';
import { coverFromAgent, coversEntry, markHallStuck, unstuck, type HallCover } from './hall-stuck';

/** The columns central copies from a hall's row: its own id, and what central derives, stay central's. */
function copiedColumns(table: PgTable, leftOut: readonly string[]): SQL {
  const names = Object.values(getTableColumns(table))
    .filter((column) => !column.generated && !leftOut.includes(column.name))
    .map((column) => column.name);
  return sql.raw(names.map((name) => `"${name}"`).join(', '));
}
const GAME_COLUMNS = copiedColumns(games, ['id', 'agent_id', 'shift_id']);
const EVENT_COLUMNS = copiedColumns(gameEvents, ['id', 'game_id']);
const WINNER_COLUMNS = copiedColumns(gameWinners, ['id', 'game_id']);

interface HallOnCentral extends HallCover {
  shopId: number;
  cashierId: number;
  /** The jackpots this hall holds (decision 041): the only ones its entries may name. */
  jackpots: Set<number>;
  /**
   * The hall's game ids mapped to central's, as read or written in this batch's transaction: a
   * game's row and its 75 draws come one entry each, and asking hall_games once per game rather
   * than once per entry is most of what a catch-up saves (tests/bench/hall-catch-up.ts). It lives
   * and dies with the transaction, so a refused batch leaves nothing behind.
   */
  games: Map<number, number>;
  /** This batch's game rows that a later row of the same game replaces (decision 040). */
  superseded: Set<number>;
}

async function mappedGameId(
  tx: Db,
  hall: HallOnCentral,
  hallGameId: number,
): Promise<number | undefined> {
  const known = hall.games.get(hallGameId);
  if (known !== undefined) return known;
  const [mapped] = await tx
    .select({ gameId: hallGames.gameId })
    .from(hallGames)
    .where(sql`${hallGames.hallId} = ${hall.id} and ${hallGames.hallGameId} = ${hallGameId}`);
  if (mapped) hall.games.set(hallGameId, mapped.gameId);
  return mapped?.gameId;
}

async function centralGameId(tx: Db, hall: HallOnCentral, hallGameId: number): Promise<number> {
  const gameId = await mappedGameId(tx, hall, hallGameId);
  if (gameId === undefined) throw new HttpError(422, 'hall_batch_invalid');
  return gameId;
}

interface HallGameRow {
  id: number;
  shop_id: number | null;
  cashier_id: number;
  amount_cents: number;
  win_percentage: number;
  fee_cents: number;
}

/** A hall's game row, which must be its own shop's and cashier's. */
function hallGameRow(hall: HallOnCentral, payload: string): HallGameRow {
  const row = JSON.parse(payload) as HallGameRow;
  if (row.shop_id !== hall.shopId || row.cashier_id !== hall.cashierId)
    throw new HttpError(422, 'hall_batch_invalid');
  return row;
}

async function applyGame(tx: Db, hall: HallOnCentral, entry: OutboxEntry): Promise<void> {
  const { payload } = entry;
  const row = hallGameRow(hall, payload);
  const mapped = await mappedGameId(tx, hall, row.id);
  if (mapped !== undefined) {
    // The hall's row, its fee plus what central charged on top (central's row agrees with its
    // ledger after a fee below its terms, issue 37).
    const record = sql`jsonb_populate_record(null::games, ${payload}::jsonb || jsonb_build_object(
      'fee_cents', (${payload}::jsonb->>'fee_cents')::bigint + coalesce((select extra_fee_cents
        from hall_games where hall_id = ${hall.id} and hall_game_id = ${row.id}), 0)))`;
    await tx.execute(
      sql`update games set (${GAME_COLUMNS}) = (select ${GAME_COLUMNS} from ${record})
          where id = ${mapped}`,
    );
    return;
  }
  const record = sql`jsonb_populate_record(null::games, ${payload}::jsonb)`;
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into games (${GAME_COLUMNS}) select ${GAME_COLUMNS} from ${record} returning id`,
  );
  await tx.insert(hallGames).values({ hallId: hall.id, hallGameId: row.id, gameId: created!.id });
  hall.games.set(row.id, created!.id);
  const shortfall = await chargeFeeShortfall(tx, hall, {
    id: created!.id,
    amountCents: BigInt(row.amount_cents),
    winPercentage: row.win_percentage,
    feeCents: BigInt(row.fee_cents),
  });
  if (!shortfall) return;
  // Taken in full when the agent covers this entry (decision 038), else as far as the hall's
  // account goes.
  await coverFromAgent(tx, hall, entry.seq, shortfall.shortfallCents);
  const charged = coversEntry(hall, entry.seq) ? shortfall.shortfallCents : shortfall.chargeable;
  if (charged === 0n) return;
  await moveMoney(tx, {
    from: { kind: 'hall', id: hall.id },
    to: { kind: 'platform' },
    amountCents: charged,
    kind: 'game_fee',
    reference: `game:${created!.id}`,
    reason: "The hall's fee was below central's terms",
    userId: null,
  });
  await tx.execute(
    sql`with extra as (
          update hall_games set extra_fee_cents = ${charged.toString()}::bigint
          where hall_id = ${hall.id} and hall_game_id = ${row.id})
        update games set fee_cents = fee_cents + ${charged.toString()}::bigint where id = ${created!.id}`,
  );
}

async function applyWinner(tx: Db, hall: HallOnCentral, payload: string): Promise<void> {
  const row = JSON.parse(payload) as { game_id: number };
  const gameId = await centralGameId(tx, hall, row.game_id);
  await tx.execute(
    sql`insert into game_winners (game_id, ${WINNER_COLUMNS})
        select ${gameId}, ${WINNER_COLUMNS} from jsonb_populate_record(null::game_winners, ${payload}::jsonb)`,
  );
}

/**
 * A run of game events in one statement, in the hall's order: a draw is one event, and with the
 * game rows between them skipped (supersededGameRows) a game's draws arrive back to back.
 */
async function applyEvents(tx: Db, hall: HallOnCentral, entries: OutboxEntry[]): Promise<void> {
  const rows: unknown[] = [];
  for (const entry of entries) {
    const row = JSON.parse(entry.payload) as { game_id: number };
    rows.push({ ...row, game_id: await centralGameId(tx, hall, row.game_id) });
  }
  await tx.execute(
    sql`insert into game_events (game_id, ${EVENT_COLUMNS})
        select game_id, ${EVENT_COLUMNS}
        from jsonb_populate_recordset(null::game_events, ${JSON.stringify(rows)}::jsonb)
          with ordinality as event
        order by event.ordinality`,
  );
}

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

async function applyLedger(tx: Db, hall: HallOnCentral, entry: OutboxEntry): Promise<void> {
  const row = JSON.parse(entry.payload) as HallLedgerRow;
  // Central moved these itself when it issued the grant (hall_allowance_grant, hall_growth_grant;
  // a lent jackpot never left its account here).
  if (TAKEN_IN.has(row.kind)) return;
  const gameRef = /^game:(\d+)$/.exec(row.reference ?? '');
  const gameId = gameRef ? await centralGameId(tx, hall, Number(gameRef[1])) : null;
  const reference = gameId !== null ? `game:${gameId}` : `hall:${hall.id}:${row.reference ?? ''}`;
  const move = await centralMove(tx, hall, row, gameId);
  if (!move) return;
  if (move.from.kind === 'hall') await coverFromAgent(tx, hall, entry.seq, move.amountCents);
  await moveMoney(tx, {
    ...move,
    reference: move.reference ?? reference,
    reason: row.reason,
    userId: row.user_id,
    createdAt: new Date(row.created_at),
  });
  if (row.kind === 'jackpot_payout' && move.from.kind === 'jackpot')
    await markJackpotPaid(tx, move.from.id, gameId!, new Date(row.created_at));
  if (row.kind === 'game_fee_refund' && gameId !== null)
    await refundFeeShortfall(tx, hall, gameId, new Date(row.created_at));
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

/** Whether an entry changes nothing here: a game row a later one replaces, its game known. */
async function skipped(tx: Db, hall: HallOnCentral, entry: OutboxEntry): Promise<boolean> {
  if (entry.kind !== 'game' || !hall.superseded.has(entry.seq)) return false;
  return (await mappedGameId(tx, hall, hallGameRow(hall, entry.payload).id)) !== undefined;
}

/** Where in a batch central refused it, by the error it refused with (for the agent's list). */
const refusedAt = new WeakMap<object, string>();
function noteWhere<T>(entries: OutboxEntry[], work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    const first = entries[0]!;
    if (error && typeof error === 'object' && !refusedAt.has(error))
      refusedAt.set(error, `entry ${first.seq} (${first.kind})`);
    throw error;
  });
}

/** The fresh entries in order; each run of events, across skipped game rows, as one insert. */
async function applyEntries(tx: Db, hall: HallOnCentral, entries: OutboxEntry[]): Promise<void> {
  let events: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'game_event') {
      events.push(entry);
      continue;
    }
    if (await skipped(tx, hall, entry)) continue;
    const run = events;
    if (run.length > 0) await noteWhere(run, () => applyEvents(tx, hall, run));
    events = [];
    await noteWhere([entry], () => {
      if (entry.kind === 'game') return applyGame(tx, hall, entry);
      if (entry.kind === 'game_winner') return applyWinner(tx, hall, entry.payload);
      return applyLedger(tx, hall, entry);
    });
  }
  if (events.length > 0) await noteWhere(events, () => applyEvents(tx, hall, events));
}

/**
 * Applies a hall's uploaded outbox entries once each, in order, in one transaction with the hall's
 * applied head (decision 038). Answers the highest sequence applied: a retried batch changes
 * nothing; a batch out of order or whose hashes do not chain is refused and reported.
 */
export async function applyHallBatch(
  db: Db,
  input: { hallId: number; entries: OutboxEntry[]; headSeq: number; now: Date },
): Promise<{ applied_seq: number }> {
  const outcome = await db
    .transaction(async (tx) => {
      const [hall] = await tx
        .select({
          id: halls.id,
          shopId: halls.shopId,
          cashierId: shops.cashierId,
          agentId: cashiers.agentId,
          appliedSeq: halls.appliedSeq,
          lastHash: halls.lastHash,
          coverThroughSeq: halls.coverThroughSeq,
          coverBy: halls.coverBy,
        })
        .from(halls)
        .innerJoin(shops, eq(shops.id, halls.shopId))
        .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
        .where(eq(halls.id, input.hallId))
        .for('update', { of: halls });
      if (!hall) throw new HttpError(404, 'not_found');
      const plan = entriesToApply(hall, input.entries, sha256Hex);
      if ('refusal' in plan) return plan;
      const held = await tx
        .select({ id: jackpots.id })
        .from(jackpots)
        .where(eq(jackpots.hallId, hall.id));
      const context: HallOnCentral = {
        ...hall,
        jackpots: new Set(held.map((row) => row.id)),
        games: new Map(),
        superseded: supersededGameRows(plan.fresh),
      };
      await applyEntries(tx as unknown as Db, context, plan.fresh);
      await assertHallJackpotWins(tx as unknown as Db, hall.id);
      const last = plan.fresh.at(-1);
      await tx
        .update(halls)
        .set({
          ...(last && { appliedSeq: last.seq, lastHash: last.hash }),
          hallHeadSeq: sql`greatest(${halls.hallHeadSeq}, ${input.headSeq})`,
          lastSyncAt: input.now,
          ...unstuck(last?.seq),
        })
        .where(eq(halls.id, hall.id));
      return { applied_seq: last?.seq ?? hall.appliedSeq };
    })
    .catch(async (error: unknown) => {
      // A row central's database refuses (a duplicate, a value out of range) is the hall's doing: a
      // refusal to report, not a server error the hall would retry for ever.
      const refused = isRowRefused(error) ? new HttpError(422, 'hall_batch_invalid') : error;
      // No refusal is silent (issue 37): the hall is stuck until a batch applies, and says why.
      if (refused instanceof HttpError && refused.statusCode !== 404)
        await markHallStuck(db, {
          hallId: input.hallId,
          code: refused.code,
          detail: `at ${refusedAt.get(error as object) ?? 'the batch'}`,
          headSeq: input.headSeq,
          now: input.now,
        });
      throw refused;
    });
  if ('refusal' in outcome) {
    await markHallStuck(db, {
      hallId: input.hallId,
      code: outcome.refusal,
      detail: `at entry ${outcome.seq}`,
      headSeq: input.headSeq,
      now: input.now,
    });
    throw new HttpError(409, outcome.refusal);
  }
  return outcome;
}
