import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { halls } from '../db/schema';
import { HttpError } from '../http-error';
import { moveMoney } from '../ledger/move-money';
import { recordHallIncident } from './hall-incidents';
import { SYSTEM_REASONS } from '@core/ledger/ledger-texts';

/**
 * A hall whose batch central refused (issue 37): it stays stuck, with the refusal's code and where,
 * until a batch applies again. The refusal is reported once per reason, not at every retry (the
 * hall tries again every few seconds).
 */
export async function markHallStuck(
  db: Db,
  input: { hallId: number; code: string; detail: string; headSeq: number; now: Date },
): Promise<void> {
  const [before] = await db
    .select({ reason: halls.stuckReason })
    .from(halls)
    .where(eq(halls.id, input.hallId));
  if (!before) return;
  await db
    .update(halls)
    .set({
      stuckSince: sql`coalesce(${halls.stuckSince}, ${input.now.toISOString()}::timestamptz)`,
      stuckReason: input.code,
      stuckDetail: input.detail,
      // What waits behind the refusal shows on the agent's list as entries to come.
      hallHeadSeq: sql`greatest(${halls.hallHeadSeq}, ${input.headSeq})`,
    })
    .where(eq(halls.id, input.hallId));
  if (before.reason !== input.code)
    await recordHallIncident(db, input.hallId, input.code, input.detail);
}

/** The columns a batch that applies sets: stuck no more; a cover spent once its entries are in. */
export const unstuck = (lastSeq: number | undefined) => ({
  stuckSince: null,
  stuckReason: null,
  stuckDetail: null,
  ...(lastSeq !== undefined && {
    coverThroughSeq: sql`case when ${halls.coverThroughSeq} > ${lastSeq} then ${halls.coverThroughSeq} end`,
    coverBy: sql`case when ${halls.coverThroughSeq} > ${lastSeq} then ${halls.coverBy} end`,
  }),
});

/**
 * The agent's way out of a hall stuck on 409 `insufficient_balance` (decision 038): the entries the
 * hall has announced so far are applied with what the hall's account lacks taken from the agent's
 * own balance, each time flagged. Answers the last entry covered.
 */
export async function acceptHallShortfall(
  db: Db,
  input: { hallId: number; userId: number },
): Promise<{ cover_through_seq: number }> {
  return db.transaction(async (tx) => {
    const [hall] = await tx
      .select({ reason: halls.stuckReason, head: halls.hallHeadSeq })
      .from(halls)
      .where(eq(halls.id, input.hallId))
      .for('update');
    if (!hall) throw new HttpError(404, 'not_found');
    if (hall.reason !== 'insufficient_balance') throw new HttpError(409, 'hall_not_short');
    await tx
      .update(halls)
      .set({ coverThroughSeq: hall.head, coverBy: input.userId })
      .where(eq(halls.id, input.hallId));
    await recordHallIncident(
      tx as unknown as Db,
      input.hallId,
      'shortfall_accepted',
      `user ${input.userId}: the agent's balance covers the hall's entries through ${hall.head}`,
    );
    return { cover_through_seq: hall.head };
  });
}

/** What the stuck hall's agent covers, as a batch being applied knows it. */
export interface HallCover {
  id: number;
  agentId: number;
  coverThroughSeq: number | null;
  coverBy: number | null;
}

/**
 * Before the hall's account pays `amountCents` for entry `seq`: when the agent took the shortfall
 * for that entry, what the account lacks moves from the agent's balance first, flagged.
 */
export async function coverFromAgent(
  tx: Db,
  hall: HallCover,
  seq: number,
  amountCents: bigint,
): Promise<void> {
  if (!coversEntry(hall, seq)) return;
  const [row] = await queryRows<{ held: string }>(
    tx,
    sql`select allowance_cents::text as held from halls where id = ${hall.id}`,
  );
  const missing = amountCents - BigInt(row?.held ?? '0');
  if (missing <= 0n) return;
  await moveMoney(tx, {
    from: { kind: 'agent', id: hall.agentId },
    to: { kind: 'hall', id: hall.id },
    amountCents: missing,
    kind: 'hall_shortfall_cover',
    reference: `hall:${hall.id}`,
    reason: SYSTEM_REASONS.hallShortfallCovered.text,
    userId: hall.coverBy,
  });
  await recordHallIncident(
    tx,
    hall.id,
    'shortfall_covered',
    `entry ${seq}: ${missing} cents from the agent's balance`,
  );
}

/** Whether the agent took the shortfall for this entry. */
export const coversEntry = (hall: HallCover, seq: number) =>
  hall.coverThroughSeq !== null && seq <= hall.coverThroughSeq;
