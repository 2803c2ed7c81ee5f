import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  allowanceToReturn,
  allowanceView,
  anyGrantLive,
  grantForStart,
  type GrantForStart,
  type LoadedGrant,
} from '@core/halls/allowance';
import { grantRefusal, grantText, type HallGrant } from '@core/halls/grant';
import type { Db } from '../db/client';
import { agents, cashiers, hallLink, hallLoadedGrants, jackpots, shops } from '../db/schema';
import { HttpError } from '../http-error';
import { moveMoney } from '../ledger/move-money';
import { keyFingerprint, signatureValid } from './hall-keys';

export interface HallLinkRow {
  hallId: number;
  shopId: number;
  centralUrl: string;
  privateKey: string;
  publicKey: string;
  centralPublicKey: string;
  clockOffsetMs: number;
  outboxSeq: number;
  /** sha256 of the outbox chain key; null: an unkeyed chain (paired before keys). */
  outboxKeySha256: string | null;
  uploadedSeq: number;
  stateVersion: string;
  lastSyncAt: Date | null;
  /** Central's refusal of the last upload, and since when (issue 37). */
  uploadRefusedCode?: string | null;
  uploadRefusedSince?: Date | null;
}

/** This database's hall link; null on central or a stand-alone server. */
export async function readHallLink(db: Db): Promise<HallLinkRow | null> {
  const [row] = await db.select().from(hallLink).where(eq(hallLink.id, 1));
  return row ?? null;
}

/** The hall's estimate of central's clock. */
export const centralNow = (link: Pick<HallLinkRow, 'clockOffsetMs'>, nowMs = Date.now()) =>
  nowMs + link.clockOffsetMs;

const loadedGrant = (row: typeof hallLoadedGrants.$inferSelect): LoadedGrant => ({
  grantNo: row.grantNo,
  maxGames: row.maxGames,
  gamesUsed: row.gamesUsed,
  expiresAtMs: row.expiresAt.getTime(),
});

async function loadedGrants(tx: Db): Promise<LoadedGrant[]> {
  return (await tx.select().from(hallLoadedGrants)).map(loadedGrant);
}

/** The shop's cashier: on a hall, its balance is what is left of the allowances taken in. */
async function hallCashier(
  tx: Db,
  shopId: number,
): Promise<{ id: number; agentId: number; balanceCents: bigint }> {
  const [row] = await tx
    .select({ id: cashiers.id, agentId: cashiers.agentId, balanceCents: cashiers.balanceCents })
    .from(shops)
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(eq(shops.id, shopId));
  if (!row) throw new HttpError(409, 'not_a_hall');
  return row;
}

/**
 * Takes a grant from central in, once (decision 038): central's signature, this hall and its key,
 * its number never seen before, not expired by the hall's estimate of central's clock. The amount
 * joins the cashier's balance on the hall (hall_allowance_in).
 */
export async function takeGrantIn(
  tx: Db,
  link: HallLinkRow,
  signed: { grant: HallGrant; signature: string },
  nowMs = Date.now(),
): Promise<void> {
  const { grant } = signed;
  const [seen] = await tx
    .select({ grantNo: hallLoadedGrants.grantNo })
    .from(hallLoadedGrants)
    .where(eq(hallLoadedGrants.grantNo, grant.grant_no));
  const refusal = grantRefusal(grant, {
    signatureValid: signatureValid(link.centralPublicKey, grantText(grant), signed.signature),
    hallId: link.hallId,
    hallKey: keyFingerprint(link.publicKey),
    centralNowMs: centralNow(link, nowMs),
    alreadyLoaded: seen !== undefined,
  });
  if (refusal) throw new HttpError(409, refusal);
  const cashier = await hallCashier(tx, link.shopId);
  if (grant.cashier_id !== cashier.id || grant.shop_id !== link.shopId)
    throw new HttpError(409, 'grant_other_hall');
  await tx.insert(hallLoadedGrants).values({
    grantNo: grant.grant_no,
    amountCents: BigInt(grant.amount_cents),
    maxGames: grant.max_games,
    expiresAt: new Date(grant.expires_at),
    feePercent: grant.fee?.fee_percent ?? null,
    minFeeCents: grant.fee ? BigInt(grant.fee.min_fee_cents) : null,
  });
  await moveMoney(tx, {
    from: { kind: 'outside' },
    to: { kind: 'cashier', id: cashier.id },
    amountCents: BigInt(grant.amount_cents),
    kind: 'hall_allowance_in',
    reference: `grant:${grant.grant_no}`,
    userId: null,
  });
  await takeJackpotsIn(tx, grant, cashier.agentId);
}

/**
 * The jackpots central lent with the grant join the hall's books at what they held, and the
 * agent's growth reserve joins the agent's balance here, which is where the hall's cumulative
 * jackpots grow from (decision 041).
 */
async function takeJackpotsIn(tx: Db, grant: HallGrant, agentId: number): Promise<void> {
  const ids = grant.jackpots.map((jackpot) => jackpot.jackpot_id);
  const known = ids.length
    ? await tx.select({ id: jackpots.id }).from(jackpots).where(inArray(jackpots.id, ids))
    : [];
  // Central's copy, pulled before the grants, holds every jackpot a grant lends: one missing is
  // a copy not in yet, and the grant waits for the next round rather than be lost.
  if (known.length !== ids.length)
    throw new Error(`grant ${grant.grant_no}: jackpots not copied yet`);
  const reference = `grant:${grant.grant_no}`;
  for (const jackpot of grant.jackpots) {
    const amountCents = BigInt(jackpot.amount_cents);
    if (amountCents > 0n)
      await moveMoney(tx, {
        from: { kind: 'outside' },
        to: { kind: 'jackpot', id: jackpot.jackpot_id },
        amountCents,
        kind: 'hall_jackpot_in',
        reference,
        userId: null,
      });
  }
  const growthCents = BigInt(grant.growth_cents);
  if (growthCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'outside' },
      to: { kind: 'agent', id: agentId },
      amountCents: growthCents,
      kind: 'hall_growth_in',
      reference,
      userId: null,
    });
}

/** The grant a start would count against now, or the refusal of what the hall needs. */
async function grantNow(tx: Db, nowMs: number, lock: boolean): Promise<GrantForStart> {
  const read = tx
    .select({ clockOffsetMs: hallLink.clockOffsetMs })
    .from(hallLink)
    .where(eq(hallLink.id, 1));
  const [link] = lock ? await read.for('update') : await read;
  if (!link) throw new HttpError(409, 'not_a_hall');
  const grants = await tx.select().from(hallLoadedGrants);
  const choice = grantForStart(grants.map(loadedGrant), centralNow(link, nowMs));
  if ('refusal' in choice) throw new HttpError(409, choice.refusal);
  const grant = grants.find((row) => row.grantNo === choice.grantNo)!;
  const feeTerms =
    grant.feePercent === null || grant.minFeeCents === null
      ? null
      : { feePercent: grant.feePercent, minFeeCents: grant.minFeeCents };
  return { grantNo: grant.grantNo, feeTerms };
}

/** What a start would play on, changing nothing (the Game Board's preview). */
export const grantForPreview = (tx: Db, nowMs = Date.now()) => grantNow(tx, nowMs, false);

/** A hall's game start counts against a grant, or is refused with what the hall needs. */
export async function useAllowanceForStart(tx: Db, nowMs = Date.now()): Promise<GrantForStart> {
  const grant = await grantNow(tx, nowMs, true);
  await tx
    .update(hallLoadedGrants)
    .set({ gamesUsed: sql`${hallLoadedGrants.gamesUsed} + 1` })
    .where(eq(hallLoadedGrants.grantNo, grant.grantNo));
  return grant;
}

/** What is left once every grant is expired or used up goes back to the cashier on central. */
export async function returnUnusedAllowance(
  db: Db,
  link: HallLinkRow,
  nowMs = Date.now(),
): Promise<bigint> {
  return db.transaction(async (tx) => {
    const cashier = await tx
      .select({
        id: cashiers.id,
        agentId: cashiers.agentId,
        balanceCents: cashiers.balanceCents,
        feeReservedCents: cashiers.feeReservedCents,
      })
      .from(shops)
      .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
      .where(eq(shops.id, link.shopId))
      .for('update', { of: cashiers });
    const row = cashier[0];
    if (!row) return 0n;
    const grants = await loadedGrants(tx as unknown as Db);
    const now = centralNow(link, nowMs);
    // A running game's reserved fee stays until it ends (decision 044); the next return takes it.
    const amount = allowanceToReturn(grants, now, row.balanceCents - row.feeReservedCents);
    if (amount > 0n)
      await moveMoney(tx as unknown as Db, {
        from: { kind: 'cashier', id: row.id },
        to: { kind: 'outside' },
        amountCents: amount,
        kind: 'hall_allowance_return',
        reference: 'allowance',
        userId: null,
      });
    if (!anyGrantLive(grants, now)) await returnGrowthReserve(tx as unknown as Db, row.agentId);
    await returnReleasedJackpots(tx as unknown as Db);
    return amount;
  });
}

/** What is left of the agent's growth reserve goes back with the allowance. */
async function returnGrowthReserve(tx: Db, agentId: number): Promise<void> {
  const [agent] = await tx
    .select({ balance: agents.balanceCents })
    .from(agents)
    .where(eq(agents.id, agentId))
    .for('update');
  if (agent && agent.balance > 0n)
    await moveMoney(tx, {
      from: { kind: 'agent', id: agentId },
      to: { kind: 'outside' },
      amountCents: agent.balance,
      kind: 'hall_growth_return',
      reference: 'allowance',
      userId: null,
    });
}

/**
 * A jackpot its agent released on central while the hall held it: the hall gives back what it
 * holds, and central releases that to the agent (decision 041). A paid one holds nothing.
 */
async function returnReleasedJackpots(tx: Db): Promise<void> {
  const released = await tx
    .select({ id: jackpots.id, balance: jackpots.balanceCents })
    .from(jackpots)
    .where(
      and(eq(jackpots.isActive, false), isNull(jackpots.paidAt), gt(jackpots.balanceCents, 0n)),
    )
    .for('update');
  for (const jackpot of released)
    await moveMoney(tx, {
      from: { kind: 'jackpot', id: jackpot.id },
      to: { kind: 'outside' },
      amountCents: jackpot.balance,
      kind: 'hall_jackpot_return',
      reference: `jackpot:${jackpot.id}`,
      userId: null,
    });
}

export interface AllowanceStatus {
  allowance_cents: bigint;
  games_left: number;
  expires_at: string | null;
}

/** What the till shows: the balance left, the games left on live grants and the nearest expiry. */
export async function allowanceStatus(
  db: Db,
  link: HallLinkRow,
  nowMs = Date.now(),
): Promise<AllowanceStatus> {
  const cashier = await hallCashier(db, link.shopId);
  const view = allowanceView(await loadedGrants(db), centralNow(link, nowMs));
  return {
    allowance_cents: cashier.balanceCents,
    games_left: view.gamesLeft,
    expires_at: view.endsAtMs === null ? null : new Date(view.endsAtMs).toISOString(),
  };
}
