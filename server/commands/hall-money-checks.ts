import { and, eq, sql } from 'drizzle-orm';
import { gameEconomics } from '@core/game-economics';
import type { FeeTerms } from '@core/game-fee';
import type { HallGrant } from '@core/halls/grant';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { hallGrants } from '../db/schema';
import { HttpError } from '../http-error';
import { moveMoney, type Account } from '../ledger/move-money';
import { cashierFeeTerms } from './fee-rules';
import { recordHallIncident } from './hall-incidents';
import { assertHallJackpotMove } from './hall-jackpot-checks';
import { SYSTEM_REASONS } from '@core/ledger/ledger-texts';

/**
 * What central accepts of a hall's money (decision 038): a hall is a client, so its entries are
 * checked, not trusted. Only the moves a hall's own commands make pass; platform money reaches the
 * hall's account only as the refund of a fee it paid for a game cancelled before its first ball.
 */
const DRAWER_KINDS = new Set([
  'game_takings',
  'game_extra_prize',
  'game_stage_bonus',
  'shop_adjustment',
  'shift_opening_count',
  'shift_pay_in',
  'shift_pay_out',
  'shift_drop',
  'shift_count_difference',
  'jackpot_cash_payout',
  'jackpot_cash_brought',
]);

/**
 * Whether a ledger kind is checked by its accounts alone (a fee, a drawer's cash): the others read
 * balances, the ledger or the game, so a batch writes out what waits before checking them.
 */
export const checkedWithoutReading = (kind: string) =>
  kind === 'game_fee' || DRAWER_KINDS.has(kind);

const isDrawerMove = (from: Account, to: Account) =>
  (from.kind === 'outside' && to.kind === 'shop') ||
  (from.kind === 'shop' && to.kind === 'outside');

export async function assertHallMoveAllowed(
  tx: Db,
  move: { kind: string; from: Account; to: Account; amountCents: bigint; gameId: number | null },
): Promise<void> {
  const { kind, from, to } = move;
  if (kind === 'game_fee' && from.kind === 'hall' && to.kind === 'platform') return;
  if (DRAWER_KINDS.has(kind) && isDrawerMove(from, to)) return;
  if (kind === 'jackpot_growth' || kind === 'jackpot_payout')
    return assertHallJackpotMove(tx, move);
  if (kind === 'game_fee_refund' && from.kind === 'platform' && to.kind === 'hall' && move.gameId) {
    const refundable = await refundableFee(tx, move.gameId);
    if (refundable !== null && refundable >= move.amountCents) return;
  }
  throw new HttpError(422, 'hall_batch_invalid');
}

/**
 * The fee a game paid and has not had back, when it was cancelled before its first ball (and may
 * have it back); null otherwise.
 */
async function refundableFee(tx: Db, gameId: number): Promise<bigint | null> {
  const [game] = await queryRows<{ refundable: string; cancelled: boolean }>(
    tx,
    sql`select (select coalesce(sum(case when kind = 'game_fee' then amount_cents else -amount_cents end), 0)
                 from ledger_entries where reference = ${`game:${gameId}`}
                  and kind in ('game_fee', 'game_fee_refund'))::text as refundable,
               (status = 'cancelled' and first_call_at is null) as cancelled
        from games where id = ${gameId}`,
  );
  return game?.cancelled ? BigInt(game.refundable) : null;
}

/**
 * A hall's game cancelled before its first ball costs nothing: when the hall refunded its own fee,
 * what central charged on top (a fee below its terms) is refunded to the hall's account too.
 */
export async function refundFeeShortfall(
  tx: Db,
  hall: { id: number },
  gameId: number,
  createdAt: Date,
): Promise<void> {
  const left = await refundableFee(tx, gameId);
  if (left === null || left <= 0n) return;
  await moveMoney(tx, {
    from: { kind: 'platform' },
    to: { kind: 'hall', id: hall.id },
    amountCents: left,
    kind: 'game_fee_refund',
    reference: `game:${gameId}`,
    reason: SYSTEM_REASONS.hallFeeRefunded.text,
    userId: null,
    createdAt,
  });
}

/** The index of the n-th (from 0) game of a batch on a grant. */
function nthOnGrant(grantNos: readonly (number | null)[], grantNo: number, n: number): number {
  let seen = -1;
  return grantNos.findIndex((no) => no === grantNo && (seen += 1) === Math.max(0, n));
}

/**
 * The fee terms each new game of a batch is judged on (issue 37), in the batch's order: those
 * signed into the grant it names, which must be one of this hall's with a game left for each of
 * them; a game on a grant from before signed terms (or naming none) is judged on central's terms
 * now. Each grant counts its games with one statement a batch. A game that names a grant not the
 * hall's, or one past its grant's games, is answered by its index (the batch is refused there).
 */
export async function feeTermsOfGames(
  tx: Db,
  hall: { id: number; cashierId: number },
  grantNos: readonly (number | null)[],
): Promise<{ terms: FeeTerms[] } | { refusedAt: number }> {
  const counts = new Map<number, number>();
  for (const no of grantNos) if (no !== null) counts.set(no, (counts.get(no) ?? 0) + 1);
  const signed = new Map<number, FeeTerms | null>();
  for (const [grantNo, games] of counts) {
    const [grant] = await tx
      .update(hallGrants)
      .set({ gamesPlayed: sql`${hallGrants.gamesPlayed} + ${games}` })
      .where(and(eq(hallGrants.id, grantNo), eq(hallGrants.hallId, hall.id)))
      .returning({
        text: hallGrants.grantText,
        played: hallGrants.gamesPlayed,
        max: hallGrants.maxGames,
      });
    if (!grant) return { refusedAt: grantNos.indexOf(grantNo) };
    if (grant.played > grant.max)
      return { refusedAt: nthOnGrant(grantNos, grantNo, grant.max - (grant.played - games)) };
    const { fee } = JSON.parse(grant.text) as HallGrant;
    signed.set(
      grantNo,
      fee ? { feePercent: fee.fee_percent, minFeeCents: BigInt(fee.min_fee_cents) } : null,
    );
  }
  let central: FeeTerms | undefined;
  const terms: FeeTerms[] = [];
  for (const no of grantNos) {
    const own = no === null ? null : signed.get(no)!;
    if (!own && !central) {
      const now = await cashierFeeTerms(tx, hall.cashierId);
      central = { feePercent: now.feePercent, minFeeCents: now.rules.minFeeCents };
    }
    terms.push(own ?? central!);
  }
  return { terms };
}

/**
 * A hall's game is charged at least what its terms say (its grant's): a start fee below them (a
 * hall that tampered with its fee or its copy of the grant) is reported and the difference is
 * taken from the hall's allowance as far as it covers.
 */
export async function chargeFeeShortfall(
  tx: Db,
  hall: { id: number; cashierId: number },
  game: { id: number; amountCents: bigint; winPercentage: number; feeCents: bigint },
  /** The game's terms (feeTermsOfGames). */
  terms: FeeTerms,
  /** Writes out what the batch holds before the hall's account is read. */
  beforeReading: () => Promise<void>,
): Promise<{ shortfallCents: bigint; chargeable: bigint } | null> {
  const expected = gameEconomics(
    game.amountCents,
    game.winPercentage,
    terms.feePercent,
    terms.minFeeCents,
  ).feeCents;
  const shortfallCents = expected - game.feeCents;
  if (shortfallCents <= 0n) return null;
  await beforeReading();
  const [row] = await queryRows<{ allowance: string }>(
    tx,
    sql`select allowance_cents::text as allowance from halls where id = ${hall.id}`,
  );
  const allowance = BigInt(row?.allowance ?? '0');
  await recordHallIncident(
    tx,
    hall.id,
    'fee_below_terms',
    `game ${game.id}: fee ${game.feeCents} cents, its terms ${expected} cents`,
  );
  return { shortfallCents, chargeable: shortfallCents < allowance ? shortfallCents : allowance };
}
