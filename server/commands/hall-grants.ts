import { and, eq, isNull, sql } from 'drizzle-orm';
import { grantText, MAX_GRANT_HOURS, type HallGrant } from '@core/halls/grant';
import { growthReserve } from '@core/halls/jackpot-reserve';
import type { Db } from '../db/client';
import { agents, cashiers, hallGrants, halls, jackpots, shops, users } from '../db/schema';
import { HttpError } from '../http-error';
import { centralKeyPair, keyFingerprint, signText } from '../halls/hall-keys';
import { moveMoney } from '../ledger/move-money';
import { RULES_VERSION } from '@core/bingo/stage-claims';
import { cashierFeeTerms } from './fee-rules';

export interface SignedGrant {
  grant: HallGrant;
  signature: string;
}

export interface GrantRequest {
  hallId: number;
  /** The hall's own id for this request: a retry gets the same grant, never a second one. */
  requestId: string;
  amountCents: bigint;
  maxGames: number;
  hours: number;
  userId: number | null;
  now: Date;
}

/**
 * Central grants a paired hall an offline allowance (decision 038): the amount leaves the shop
 * cashier's balance for the hall's (ledger hall_allowance_grant) and the grant is signed with
 * central's key, bound to the hall's key, numbered and at most 72 hours long.
 */
export async function grantAllowance(db: Db, input: GrantRequest): Promise<SignedGrant> {
  if (input.hours <= 0 || input.hours > MAX_GRANT_HOURS)
    throw new HttpError(422, 'invalid_request');
  const central = await centralKeyPair(db);
  return db.transaction(async (tx) => {
    const [hall] = await tx
      .select({
        id: halls.id,
        shopId: halls.shopId,
        publicKey: halls.publicKey,
        cashierId: shops.cashierId,
        agentId: cashiers.agentId,
        cashierActive: users.isActive,
      })
      .from(halls)
      .innerJoin(shops, eq(shops.id, halls.shopId))
      .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
      .innerJoin(users, eq(users.id, cashiers.userId))
      .where(eq(halls.id, input.hallId))
      .for('update', { of: halls });
    if (!hall?.publicKey) throw new HttpError(404, 'not_found');
    const [earlier] = await tx
      .select({ text: hallGrants.grantText, signature: hallGrants.signature })
      .from(hallGrants)
      .where(and(eq(hallGrants.hallId, hall.id), eq(hallGrants.requestId, input.requestId)));
    if (earlier)
      return { grant: JSON.parse(earlier.text) as HallGrant, signature: earlier.signature };
    if (!hall.cashierActive) throw new HttpError(409, 'hall_cashier_inactive');
    await moveMoney(tx, {
      from: { kind: 'cashier', id: hall.cashierId },
      to: { kind: 'hall', id: hall.id },
      amountCents: input.amountCents,
      kind: 'hall_allowance_grant',
      reference: `hall:${hall.id}`,
      userId: input.userId,
    });
    const lent = await lendJackpots(tx as unknown as Db, hall);
    const terms = await cashierFeeTerms(tx as unknown as Db, hall.cashierId);
    const growthCents = await reserveGrowth(tx as unknown as Db, hall, input);
    const expiresAt = new Date(input.now.getTime() + input.hours * 3_600_000);
    const [row] = await tx
      .insert(hallGrants)
      .values({
        hallId: hall.id,
        cashierId: hall.cashierId,
        requestId: input.requestId,
        amountCents: input.amountCents,
        maxGames: input.maxGames,
        issuedAt: input.now,
        expiresAt,
        grantText: '',
        signature: '',
        grantedBy: input.userId,
      })
      .returning({ id: hallGrants.id });
    const grant: HallGrant = {
      grant_no: row!.id,
      hall_id: hall.id,
      shop_id: hall.shopId,
      cashier_id: hall.cashierId,
      hall_key: keyFingerprint(hall.publicKey),
      amount_cents: input.amountCents.toString(),
      max_games: input.maxGames,
      jackpots: lent.map((jackpot) => ({
        jackpot_id: jackpot.id,
        amount_cents: jackpot.balanceCents.toString(),
      })),
      growth_cents: growthCents.toString(),
      fee: { fee_percent: terms.feePercent, min_fee_cents: terms.rules.minFeeCents.toString() },
      rules_version: RULES_VERSION,
      issued_at: input.now.toISOString(),
      expires_at: expiresAt.toISOString(),
    };
    const text = grantText(grant);
    const signature = signText(central.privateKey, text);
    await tx
      .update(hallGrants)
      .set({ grantText: text, signature })
      .where(eq(hallGrants.id, row!.id));
    return { grant, signature };
  });
}

interface GrantingHall {
  id: number;
  shopId: number;
  agentId: number;
}

/**
 * The shop's jackpots not yet at the hall go to it with the grant (decision 041): from now on only
 * the hall's games grow, trigger or pay them; their amounts stay in their accounts here and follow
 * the hall's catch-up. One whose payout waits for its agent stays here until decided.
 */
async function lendJackpots(tx: Db, hall: GrantingHall) {
  return tx
    .update(jackpots)
    .set({ hallId: hall.id })
    .where(
      and(
        eq(jackpots.shopId, hall.shopId),
        eq(jackpots.isActive, true),
        isNull(jackpots.paidAt),
        isNull(jackpots.hallId),
        sql`not exists (select 1 from jackpot_payouts p
              where p.jackpot_id = ${jackpots.id} and p.status = 'pending')`,
      ),
    )
    .returning({ id: jackpots.id, balanceCents: jackpots.balanceCents });
}

/** The agent's credit for the hall's cumulative jackpots to grow by, moved to the hall's account. */
async function reserveGrowth(tx: Db, hall: GrantingHall, input: GrantRequest): Promise<bigint> {
  const cumulative = await tx
    .select({ bonus: jackpots.bonusCents })
    .from(jackpots)
    .where(
      and(
        eq(jackpots.hallId, hall.id),
        eq(jackpots.jackpotType, 'cumulative'),
        eq(jackpots.isActive, true),
        isNull(jackpots.paidAt),
      ),
    );
  if (cumulative.length === 0) return 0n;
  const [agent] = await tx
    .select({ balance: agents.balanceCents })
    .from(agents)
    .where(eq(agents.id, hall.agentId))
    .for('update');
  const growthCents = growthReserve(
    cumulative.map((row) => row.bonus),
    input.maxGames,
    agent?.balance ?? 0n,
  );
  if (growthCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'agent', id: hall.agentId },
      to: { kind: 'hall', id: hall.id },
      amountCents: growthCents,
      kind: 'hall_growth_grant',
      reference: `hall:${hall.id}`,
      userId: input.userId,
    });
  return growthCents;
}
