import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { rulesOf } from '@core/bingo/game-rules';
import { stageBonusCents, stagePrizesCents, stagesOf } from '@core/bingo/patterns/game-patterns';
import { centsToAmount } from '@core/money';
import { payoutInPlay } from '@core/odds/game-payouts';
import { extraPrizeCents, prizeShares } from '@core/prize-shares';
import type { GameWinner } from '@core/schemas/games';
import type { StageBonusUnpaidReason } from '@core/schemas/play-game';
import type { PublicWin } from '@core/schemas/player-cards';
import type { Db } from '../db/client';
import { gameWinners, games } from '../db/schema';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import { moveMoney } from '../ledger/move-money';
import { movesMoney } from '@core/training/training-games';

type WinnerRow = typeof gameWinners.$inferSelect;
type GameFacts = Pick<GameRow, 'id' | 'prizeCents' | 'prizePlanCents' | 'rules' | 'plan'>;

/** The pattern a winner won with; null for wins from before patterns. */
const patternOf = (row: WinnerRow): GameWinner['pattern'] =>
  row.patternKey === null ? null : { key: row.patternKey, name: row.patternName ?? row.patternKey };

/**
 * The prize the stages divide, fixed at the start: prize_cents becomes what was paid once a game
 * is closed (decision 046), so the shares are never taken from that.
 */
export const planPrizeOf = (game: Pick<GameRow, 'prizeCents' | 'prizePlanCents'>): bigint =>
  game.prizePlanCents ?? game.prizeCents;

/** A stage's prize: its share of the game's prize (the whole prize for a game of one stage). */
export const stagePrizeOf = (
  game: Pick<GameRow, 'prizeCents' | 'prizePlanCents' | 'plan'>,
  stage: number,
): bigint => stagePrizesCents(planPrizeOf(game), game.plan)[stage] ?? 0n;

/**
 * The winners as the API shows them: in order, each with its share of its stage's prize under the
 * game's rule (decisions 030 and 034), pending while other cards may still share its stage
 * (`pending`, decision 046), and the stage bonus it was paid.
 */
export function winnerViews(
  game: GameFacts,
  rows: readonly WinnerRow[],
  pending: ReadonlySet<number> = new Set(),
): GameWinner[] {
  const sorted = [...rows].sort((a, b) => a.winnerOrder - b.winnerOrder);
  const rule = rulesOf(game).shared_wins;
  const shareOf = (row: WinnerRow) => {
    const mates = sorted.filter((other) => other.stage === row.stage);
    return prizeShares(stagePrizeOf(game, row.stage), mates.length, rule)[mates.indexOf(row)]!;
  };
  return sorted.map((row) => ({
    order: row.winnerOrder,
    card_number: row.cardNumber,
    win_type: row.winType,
    label: row.label,
    pattern: patternOf(row),
    late: row.late,
    relied_on_manual_call: row.reliedOnManualCall,
    called_count: row.calledCount,
    stage: row.stage,
    share: centsToAmount(shareOf(row)),
    share_final: !pending.has(row.stage),
    bonus: centsToAmount(row.bonusCents),
    awarded_at_close: row.awardedAtClose,
    recorded_at: row.recordedAt.toISOString(),
  }));
}

/** A game's winner rows, in order. */
export const winnerRowsOf = (db: Db, gameId: number) =>
  db
    .select()
    .from(gameWinners)
    .where(eq(gameWinners.gameId, gameId))
    .orderBy(asc(gameWinners.winnerOrder));

/** A game's winners as the public may see them: stage, card and pattern, nothing of money. */
export async function publicWinsOf(db: Db, gameId: number): Promise<PublicWin[]> {
  return (await winnerRowsOf(db, gameId)).map((row) => ({
    stage: row.stage,
    card_number: row.cardNumber,
    pattern: patternOf(row),
  }));
}

/** The cards recorded as each stage's winners. */
export async function winnersByStageOf(db: Db, gameId: number): Promise<Map<number, number[]>> {
  const byStage = new Map<number, number[]>();
  for (const row of await winnerRowsOf(db, gameId))
    byStage.set(row.stage, [...(byStage.get(row.stage) ?? []), row.cardNumber]);
  return byStage;
}

/** The index of a game's last stage (0 for a game of one stage). */
export const lastStageOf = (game: Pick<GameRow, 'plan'>): number =>
  game.plan ? stagesOf(game.plan).length - 1 : 0;

/** How many calls the game had when the stage's first winner was recorded; null if not won. */
export async function stageDecidedAt(db: Db, gameId: number, stage: number) {
  const [first] = await db
    .select({ calledCount: gameWinners.calledCount })
    .from(gameWinners)
    .where(and(eq(gameWinners.gameId, gameId), eq(gameWinners.stage, stage)))
    .orderBy(asc(gameWinners.winnerOrder))
    .limit(1);
  return first?.calledCount ?? null;
}

export async function isWinnerOf(db: Db, gameId: number, cardNumber: number, stage: number) {
  const [row] = await db
    .select({ id: gameWinners.id })
    .from(gameWinners)
    .where(
      and(
        eq(gameWinners.gameId, gameId),
        eq(gameWinners.cardNumber, cardNumber),
        eq(gameWinners.stage, stage),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A won game takes more winners on its deciding ball until the next game starts where it was
 * played: in its shop, or (shopless) for its cashier. No ball comes after a win, so every such
 * claim is on the deciding ball.
 */
export async function extraClaimsOpen(
  db: Db,
  game: Pick<GameRow, 'id' | 'status' | 'winnerCard' | 'shopId' | 'cashierId'>,
): Promise<boolean> {
  if (game.status !== 'completed' || game.winnerCard === null) return false;
  const [later] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        gt(games.id, game.id),
        game.shopId === null
          ? and(eq(games.cashierId, game.cashierId), isNull(games.shopId))
          : eq(games.shopId, game.shopId),
      ),
    )
    .limit(1);
  return !later;
}

/** The game a check or win record may claim on: a running one, or a won one still open. */
export async function assertClaimable(db: Db, game: GameRow): Promise<'running' | 'extra'> {
  if (game.status === 'active') return 'running';
  if (game.status === 'cancelled') throw new HttpError(409, 'game_cancelled');
  if (await extraClaimsOpen(db, game)) return 'extra';
  throw new HttpError(409, 'game_completed');
}

/** 409 when the card is already one of the game's winners. */
export async function assertNotWinnerYet(
  db: Db,
  gameId: number,
  cardNumber: number,
  stage: number,
) {
  if (await isWinnerOf(db, gameId, cardNumber, stage))
    throw new HttpError(409, 'winner_already_recorded');
}

export interface NewWinner {
  cardNumber: number;
  winType: WinnerRow['winType'];
  label: string | null;
  pattern: { key: string; name: string } | null;
  stage: number;
  late: boolean;
  reliedOnManualCall: boolean;
  calledCount: number;
  userId: number;
  /** Paid by a close of a game whose claims were due (decision 046), not claimed. */
  awardedAtClose?: boolean;
}

/** Adds the next winner of the game; answers its order (1 for the first). */
export async function addWinner(tx: Db, gameId: number, winner: NewWinner): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(gameWinners)
    .where(eq(gameWinners.gameId, gameId));
  const order = Number(n) + 1;
  await tx.insert(gameWinners).values({
    gameId,
    cardNumber: winner.cardNumber,
    winType: winner.winType,
    label: winner.label,
    patternKey: winner.pattern?.key ?? null,
    patternName: winner.pattern?.name ?? null,
    stage: winner.stage,
    late: winner.late,
    reliedOnManualCall: winner.reliedOnManualCall,
    calledCount: winner.calledCount,
    recordedBy: winner.userId,
    winnerOrder: order,
    awardedAtClose: winner.awardedAtClose ?? false,
  });
  return order;
}

/**
 * The money of one more winner: under `split` nothing moves (the pool's prize is shared in cash);
 * under `full` the shop's drawer pays one more full prize, refused when it cannot cover it. The
 * platform fee is never touched: it was settled on the first win.
 */
export async function payExtraWinner(
  tx: Db,
  game: GameRow,
  stage: number,
  userId: number,
): Promise<bigint> {
  const extra = extraPrizeCents(stagePrizeOf(game, stage), rulesOf(game).shared_wins);
  if (extra === 0n || !movesMoney(game)) return 0n;
  // The drawer's figure is not told: while a shift is open it is the blind count's expected cash.
  const drawerShort = () =>
    new HttpError(409, 'drawer_cannot_pay_prize', [
      {
        path: 'prize',
        message: 'The shop drawer cannot pay another full prize',
        code: 'drawer_cannot_pay_prize',
        params: { prize: centsToAmount(extra) },
      },
    ]);
  if (game.shopId === null) throw drawerShort();
  try {
    await moveMoney(tx, {
      from: { kind: 'shop', id: game.shopId },
      to: { kind: 'outside' },
      amountCents: extra,
      kind: 'game_extra_prize',
      reference: `game:${game.id}`,
      userId,
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'insufficient_balance') throw drawerShort();
    throw error;
  }
  await tx
    .update(games)
    .set({ extraPrizesCents: sql`${games.extraPrizesCents} + ${extra.toString()}::bigint` })
    .where(eq(games.id, game.id));
  return extra;
}

/** A stage bonus as paid, or due and unpaid with why: the till tells the cashier which. */
export interface StageBonus {
  paidCents: bigint;
  unpaidCents: bigint;
  unpaidReason?: StageBonusUnpaidReason;
}

/**
 * "Coverall within N calls" (decision 034): a stage's first winner, won within the stage's calls,
 * is paid its bonus from the shop's drawer, when the start judged it in play (decision 043). A
 * drawer that cannot cover it never refuses the valid bingo: the win is recorded and the bonus
 * stays unpaid, said in the win event. So does a win that stood on hand calls (decision 046): the
 * till chose those numbers, so the server pays nothing it did not draw itself, as a jackpot waits
 * for its agent's approval.
 */
export async function payStageBonus(
  tx: Db,
  game: GameRow,
  stage: number,
  winner: Pick<NewWinner, 'userId' | 'reliedOnManualCall'>,
): Promise<StageBonus> {
  const due = stageBonusCents(game.plan, stage, game.called.length);
  if (due === 0n || game.called.length === 0 || !movesMoney(game))
    return { paidCents: 0n, unpaidCents: 0n };
  // A bonus whose odds the start judged above what its agent accepts is not this game's to pay.
  if (payoutInPlay(game.odds, 'stage_bonus', stage) === null)
    return { paidCents: 0n, unpaidCents: 0n };
  if (game.shopId === null || winner.reliedOnManualCall)
    return { paidCents: 0n, unpaidCents: due, unpaidReason: 'hand_calls' };
  try {
    await moveMoney(tx, {
      from: { kind: 'shop', id: game.shopId },
      to: { kind: 'outside' },
      amountCents: due,
      kind: 'game_stage_bonus',
      reference: `game:${game.id}`,
      userId: winner.userId,
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'insufficient_balance')
      return { paidCents: 0n, unpaidCents: due, unpaidReason: 'drawer_short' };
    throw error;
  }
  await tx
    .update(games)
    .set({ extraPrizesCents: sql`${games.extraPrizesCents} + ${due.toString()}::bigint` })
    .where(eq(games.id, game.id));
  return { paidCents: due, unpaidCents: 0n };
}
