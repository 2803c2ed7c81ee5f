import { eq, sql } from 'drizzle-orm';
import { gamePatchOf, wholeRowPatch } from '@core/halls/game-patch';
import { chainHash, entriesToApply, type OutboxEntry } from '@core/halls/outbox';
import type { Db } from '../db/client';
import { isRowRefused } from '../db/errors';
import { cashiers, halls, jackpots, shops } from '../db/schema';
import { HttpError } from '../http-error';
import { sha256Hex } from '../halls/hall-keys';
import { outboxHmac } from '../halls/outbox-key';
import { chargeFeeShortfall } from './hall-money-checks';
import { assertHallJackpotWins } from './hall-jackpot-checks';
import { coverFromAgent, coversEntry, markHallStuck, unstuck } from './hall-stuck';
import { centralGameId, type HallOnCentral } from './hall-batch';
import { HallBatchWrites, parsedPayload } from './hall-batch-writes';
import { insertNewGames, type WholeGameRow } from './hall-batch-games';
import { applyLedger } from './hall-apply-ledger';
import { untrueHallGame } from './hall-game-judgement';
import { SYSTEM_REASONS } from '@core/ledger/ledger-texts';

/**
 * A whole game row: a new game (inserted already, insertNewGames), whose fee is checked here in
 * the batch's order, or a game changed on a hall from before migration 0037.
 */
async function applyGame(
  tx: Db,
  hall: HallOnCentral,
  entry: OutboxEntry,
  { row, created }: WholeGameRow,
): Promise<void> {
  if (!created) {
    hall.writes.waits(entry);
    hall.writes.gamePatch(await centralGameId(tx, hall, row.id), row.id, wholeRowPatch(row));
    return;
  }
  const { id, terms } = created;
  const shortfall = await chargeFeeShortfall(
    tx,
    hall,
    {
      id,
      amountCents: BigInt(row.amount_cents),
      winPercentage: row.win_percentage,
      feeCents: BigInt(row.fee_cents),
    },
    terms,
    () => hall.writes.writeOut(),
  );
  if (!shortfall) return;
  // Taken in full when the agent covers this entry (decision 038), else as far as the hall's
  // account goes.
  await coverFromAgent(tx, hall, entry.seq, shortfall.shortfallCents);
  const charged = coversEntry(hall, entry.seq) ? shortfall.shortfallCents : shortfall.chargeable;
  if (charged === 0n) return;
  await hall.writes.book.move({
    from: { kind: 'hall', id: hall.id },
    to: { kind: 'platform' },
    amountCents: charged,
    kind: 'game_fee',
    reference: `game:${id}`,
    reason: SYSTEM_REASONS.hallFeeBelowTerms.text,
    userId: null,
  });
  await tx.execute(
    sql`with extra as (
          update hall_games set extra_fee_cents = ${charged.toString()}::bigint
          where hall_id = ${hall.id} and hall_game_id = ${row.id})
        update games set fee_cents = fee_cents + ${charged.toString()}::bigint where id = ${id}`,
  );
}

/**
 * What a hall's transaction changed in a game it sent before (migration 0037). Held at once when
 * the batch knows the game (a draw's patch, the common case), without waiting on a promise.
 */
function applyGamePatch(tx: Db, hall: HallOnCentral, entry: OutboxEntry): Promise<void> | void {
  const patch = gamePatchOf(parsedPayload(entry));
  // Its shop and cashier, if it changes them, stay the hall's own.
  if (
    !patch ||
    ('shop_id' in patch.set && patch.set.shop_id !== hall.shopId) ||
    ('cashier_id' in patch.set && patch.set.cashier_id !== hall.cashierId)
  )
    throw new HttpError(422, 'hall_batch_invalid');
  const hold = (gameId: number) => {
    hall.writes.waits(entry);
    hall.writes.gamePatch(gameId, patch.id, patch);
  };
  const known = hall.games.get(patch.id);
  if (known !== undefined) return hold(known);
  return centralGameId(tx, hall, patch.id).then(hold);
}

/**
 * Winners and game events, in the hall's order: inserted together with the batch's other waiting
 * writes, each under central's id of its game.
 */
function applyWinner(hall: HallOnCentral, entry: OutboxEntry): void {
  hall.writes.waits(entry);
  hall.writes.winner(entry.payload);
}

function applyEvent(hall: HallOnCentral, entry: OutboxEntry): void {
  hall.writes.waits(entry);
  hall.writes.event(entry.payload);
}

/** Where in a batch central refused it and why, by the error it refused with (the agent's list). */
const refusedAt = new WeakMap<object, string>();
function noteRefusedAt(error: unknown, entry: OutboxEntry): void {
  if (error && typeof error === 'object' && !refusedAt.has(error))
    refusedAt.set(error, `at entry ${entry.seq} (${entry.kind})`);
}
/** Refuses the batch when a game it ends does not replay true, naming the game (issue 37). */
async function assertHallGamesTrue(tx: Db, hall: HallOnCentral): Promise<void> {
  const untrue = await untrueHallGame(tx, hall.id, hall.ended);
  if (!untrue) return;
  const error = new HttpError(422, 'hall_game_untrue');
  refusedAt.set(error, `game ${untrue.hallGameId}: ${untrue.problem}`);
  throw error;
}

function applyEntry(
  tx: Db,
  hall: HallOnCentral,
  entry: OutboxEntry,
  wholeRows: Map<OutboxEntry, WholeGameRow>,
): Promise<void> | void {
  if (entry.kind === 'game_event') return applyEvent(hall, entry);
  if (entry.kind === 'game_patch') return applyGamePatch(tx, hall, entry);
  if (entry.kind === 'game') return applyGame(tx, hall, entry, wholeRows.get(entry)!);
  if (entry.kind === 'game_winner') return applyWinner(hall, entry);
  return applyLedger(tx, hall, entry);
}

/**
 * The fresh entries in order. A refusal names its entry; what waited to be written before it is
 * written first, so a row central's database refuses earlier in the batch is still the refusal.
 * Most entries (a draw's event and patch) are only held, so only those that read or write are
 * waited on.
 */
async function applyEntries(tx: Db, hall: HallOnCentral, entries: OutboxEntry[]): Promise<void> {
  const wholeRows = await insertNewGames(tx, hall, entries, noteRefusedAt);
  for (const entry of entries) {
    try {
      const applying = applyEntry(tx, hall, entry, wholeRows);
      if (applying) await applying;
    } catch (error) {
      noteRefusedAt(error, entry);
      if (error instanceof HttpError) await hall.writes.writeOut();
      throw error;
    }
  }
  await hall.writes.writeOut();
}

/** A pipelined batch refused for the gap before its first entry: not an incident of its own. */
const gapBeforePipelined = (
  input: { pipelined?: boolean; entries: OutboxEntry[] },
  refusal: { refusal: string; seq: number },
) =>
  input.pipelined === true &&
  refusal.refusal === 'batch_out_of_order' &&
  refusal.seq === input.entries[0]?.seq;

/** A batch's entry hashes as the hall's key (or none, SHA-256) makes them. */
export interface BatchEntryHashes {
  outboxKey: string | null;
  of: Map<OutboxEntry, string>;
}

const chainHashFor = (outboxKey: string | null) =>
  chainHash(outboxKey === null ? sha256Hex : outboxHmac(outboxKey));

/**
 * The chain's hashes of a batch's entries, an HMAC each for a keyed hall: the longest part of
 * checking a batch, computed before it waits for the hall's turn (issue 37 item 7).
 */
export function batchEntryHashes(
  entries: readonly OutboxEntry[],
  outboxKey: string | null,
): BatchEntryHashes {
  const hashOf = chainHashFor(outboxKey);
  return { outboxKey, of: new Map(entries.map((entry) => [entry, hashOf(entry)])) };
}

/**
 * Applies a hall's uploaded outbox entries once each, in order, in one transaction with the hall's
 * applied head (decision 038). Answers the highest sequence applied: a retried batch changes
 * nothing; a batch out of order or whose hashes do not chain is refused and reported.
 */
export async function applyHallBatch(
  db: Db,
  input: {
    hallId: number;
    entries: OutboxEntry[];
    headSeq: number;
    now: Date;
    /** Sent while the hall awaited its previous batch: a gap before it is that batch's refusal. */
    pipelined?: boolean;
    hashes?: BatchEntryHashes;
  },
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
          outboxKey: halls.outboxKey,
          coverThroughSeq: halls.coverThroughSeq,
          coverBy: halls.coverBy,
        })
        .from(halls)
        .innerJoin(shops, eq(shops.id, halls.shopId))
        .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
        .where(eq(halls.id, input.hallId))
        .for('update', { of: halls });
      if (!hall) throw new HttpError(404, 'not_found');
      // A keyed hall's entries carry its key's HMAC: an edit chained without the key fails here,
      // before any replay (issue 37).
      const computed = input.hashes?.outboxKey === hall.outboxKey ? input.hashes.of : undefined;
      const hashOf = chainHashFor(hall.outboxKey);
      const plan = entriesToApply(
        hall,
        input.entries,
        (entry) => computed?.get(entry) ?? hashOf(entry),
      );
      if ('refusal' in plan) return plan;
      const held = await tx
        .select({ id: jackpots.id })
        .from(jackpots)
        .where(eq(jackpots.hallId, hall.id));
      const ended = new Map<number, number>();
      const context: HallOnCentral = {
        ...hall,
        jackpots: new Set(held.map((row) => row.id)),
        games: new Map(),
        ended,
        writes: new HallBatchWrites(tx as unknown as Db, hall.id, noteRefusedAt, ended),
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
      // A payload that is not JSON is refused the same way.
      const refused =
        isRowRefused(error) || error instanceof SyntaxError
          ? new HttpError(422, 'hall_batch_invalid')
          : error;
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
    // The hall's batch before this one did not apply, and its own answer says why.
    if (gapBeforePipelined(input, outcome)) throw new HttpError(409, outcome.refusal);
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
