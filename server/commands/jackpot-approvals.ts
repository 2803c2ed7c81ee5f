import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { JackpotPayoutStatus } from '@core/jackpots/win-trigger';
import { centsToAmount } from '@core/money';
import type { JackpotPayout } from '@core/schemas/jackpots';
import type { Db } from '../db/client';
import { cashiers, games, jackpotPayouts, jackpots, shops, users } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { appendGameEvent } from './game-log';
import { payJackpot } from './jackpot-payout';

const decider = alias(users, 'decider');

/** The agent's payouts that waited for approval, newest first (one when `payoutId` is given). */
export async function listJackpotPayouts(
  db: Db,
  agentId: number,
  filter: { status?: JackpotPayoutStatus; payoutId?: number },
): Promise<JackpotPayout[]> {
  const rows = await db
    .select({
      payout: jackpotPayouts,
      jackpotType: jackpots.jackpotType,
      shopId: games.shopId,
      shopName: shops.name,
      cashierUsername: users.username,
      winnerCard: games.winnerCard,
      calledCount: games.winCalledCount,
      decidedBy: decider.username,
    })
    .from(jackpotPayouts)
    .innerJoin(jackpots, eq(jackpots.id, jackpotPayouts.jackpotId))
    .innerJoin(games, eq(games.id, jackpotPayouts.gameId))
    .innerJoin(shops, eq(shops.id, jackpots.shopId))
    .innerJoin(cashiers, eq(cashiers.id, games.cashierId))
    .innerJoin(users, eq(users.id, cashiers.userId))
    .leftJoin(decider, eq(decider.id, jackpotPayouts.decidedBy))
    .where(
      and(
        eq(jackpotPayouts.agentId, agentId),
        filter.status === undefined ? undefined : eq(jackpotPayouts.status, filter.status),
        filter.payoutId === undefined ? undefined : eq(jackpotPayouts.id, filter.payoutId),
      ),
    )
    .orderBy(desc(jackpotPayouts.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.payout.id,
    jackpot_id: row.payout.jackpotId,
    jackpot_type: row.jackpotType,
    game_id: row.payout.gameId,
    amount: centsToAmount(row.payout.amountCents),
    status: row.payout.status,
    shop_id: row.shopId ?? 0,
    shop_name: row.shopName,
    cashier_username: row.cashierUsername,
    winner_card: row.winnerCard,
    called_count: row.calledCount ?? 0,
    reason: row.payout.reason,
    decided_by: row.decidedBy,
    decided_at: row.payout.decidedAt?.toISOString() ?? null,
    created_at: row.payout.createdAt.toISOString(),
  }));
}

export async function hasPendingPayout(tx: Db, jackpotId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: jackpotPayouts.id })
    .from(jackpotPayouts)
    .where(and(eq(jackpotPayouts.jackpotId, jackpotId), eq(jackpotPayouts.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** The agent's own pending payout, locked; 404 for another agent's, 409 once decided. */
async function pendingPayout(tx: Db, agentId: number, payoutId: number) {
  const [payout] = await tx
    .select()
    .from(jackpotPayouts)
    .where(and(eq(jackpotPayouts.id, payoutId), eq(jackpotPayouts.agentId, agentId)))
    .for('update');
  if (!payout) throw notFound();
  if (payout.status !== 'pending') throw new HttpError(409, 'payout_decided');
  return payout;
}

/** The decision goes to the game's log, after its win: the record and its history show it. */
async function logDecision(
  tx: Db,
  payout: typeof jackpotPayouts.$inferSelect,
  userId: number,
  decision: { decision: 'approved' } | { decision: 'rejected'; reason: string },
): Promise<void> {
  await appendGameEvent(tx, {
    gameId: payout.gameId,
    type: 'jackpot',
    userId,
    data: {
      payout_id: payout.id,
      jackpot_id: payout.jackpotId,
      amount_cents: payout.amountCents.toString(),
      ...decision,
    },
  });
}

async function onePayout(tx: Db, agentId: number, payoutId: number): Promise<JackpotPayout> {
  const [payout] = await listJackpotPayouts(tx, agentId, { payoutId });
  if (!payout) throw notFound();
  return payout;
}

/** The agent approves: the jackpot pays now, as a win on drawn balls would have paid it. */
export async function approveJackpotPayout(
  tx: Db,
  input: { agentId: number; payoutId: number; userId: number },
): Promise<JackpotPayout> {
  const payout = await pendingPayout(tx, input.agentId, input.payoutId);
  const [jackpot] = await tx
    .select()
    .from(jackpots)
    .where(eq(jackpots.id, payout.jackpotId))
    .for('update');
  const [game] = await tx.select().from(games).where(eq(games.id, payout.gameId));
  if (!jackpot || !game || game.shopId === null) throw notFound();
  const paid = await payJackpot(tx, {
    jackpot,
    shopId: game.shopId,
    cashierId: game.cashierId,
    gameId: game.id,
    userId: input.userId,
  });
  await tx
    .update(games)
    .set({ jackpotId: paid.jackpotId, jackpotCents: paid.amountCents })
    .where(eq(games.id, game.id));
  await tx
    .update(jackpotPayouts)
    .set({ status: 'approved', decidedBy: input.userId, decidedAt: new Date() })
    .where(eq(jackpotPayouts.id, payout.id));
  await logDecision(tx, payout, input.userId, { decision: 'approved' });
  return onePayout(tx, input.agentId, payout.id);
}

/** The agent rejects, with its reason: nothing moves, and the jackpot runs on. */
export async function rejectJackpotPayout(
  tx: Db,
  input: { agentId: number; payoutId: number; userId: number; reason: string },
): Promise<JackpotPayout> {
  const payout = await pendingPayout(tx, input.agentId, input.payoutId);
  await tx
    .update(jackpotPayouts)
    .set({
      status: 'rejected',
      reason: input.reason,
      decidedBy: input.userId,
      decidedAt: new Date(),
    })
    .where(eq(jackpotPayouts.id, payout.id));
  await logDecision(tx, payout, input.userId, { decision: 'rejected', reason: input.reason });
  return onePayout(tx, input.agentId, payout.id);
}
