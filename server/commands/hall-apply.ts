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
} from '../db/schema';
import { HttpError } from '../http-error';
import { sha256Hex } from '../halls/hall-keys';
import { moveMoney } from '../ledger/move-money';
import { chargeFeeShortfall } from './hall-money-checks';
import { assertHallJackpotWins } from './hall-jackpot-checks';
import { coverFromAgent, coversEntry, markHallStuck, unstuck } from './hall-stuck';
import { centralGameId, mappedGameId, type HallOnCentral } from './hall-batch';
import { applyLedger } from './hall-apply-ledger';
import { untrueHallGame } from './hall-game-judgement';
import { SYSTEM_REASONS } from '@core/ledger/ledger-texts';

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

interface HallGameRow {
  id: number;
  status: string;
  shop_id: number | null;
  cashier_id: number;
  amount_cents: number;
  win_percentage: number;
  fee_cents: number;
  grant_no: number | null;
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
    if (row.status !== 'active') hall.ended.set(mapped, row.id);
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
  if (row.status !== 'active') hall.ended.set(created!.id, row.id);
  const shortfall = await chargeFeeShortfall(tx, hall, {
    id: created!.id,
    amountCents: BigInt(row.amount_cents),
    winPercentage: row.win_percentage,
    feeCents: BigInt(row.fee_cents),
    grantNo: row.grant_no ?? null,
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
    reason: SYSTEM_REASONS.hallFeeBelowTerms.text,
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

/** Whether an entry changes nothing here: a game row a later one replaces, its game known. */
async function skipped(tx: Db, hall: HallOnCentral, entry: OutboxEntry): Promise<boolean> {
  if (entry.kind !== 'game' || !hall.superseded.has(entry.seq)) return false;
  return (await mappedGameId(tx, hall, hallGameRow(hall, entry.payload).id)) !== undefined;
}

/** Where in a batch central refused it and why, by the error it refused with (the agent's list). */
const refusedAt = new WeakMap<object, string>();
function noteWhere<T>(entries: OutboxEntry[], work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    const first = entries[0]!;
    if (error && typeof error === 'object' && !refusedAt.has(error))
      refusedAt.set(error, `at entry ${first.seq} (${first.kind})`);
    throw error;
  });
}

/** Refuses the batch when a game it ends does not replay true, naming the game (issue 37). */
async function assertHallGamesTrue(tx: Db, hall: HallOnCentral): Promise<void> {
  const untrue = await untrueHallGame(tx, hall.id, hall.ended);
  if (!untrue) return;
  const error = new HttpError(422, 'hall_game_untrue');
  refusedAt.set(error, `game ${untrue.hallGameId}: ${untrue.problem}`);
  throw error;
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
        ended: new Map(),
      };
      await applyEntries(tx as unknown as Db, context, plan.fresh);
      await assertHallGamesTrue(tx as unknown as Db, context);
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
          detail: refusedAt.get(error as object) ?? 'in the batch',
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
