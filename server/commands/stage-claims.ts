import { ruleOfGame } from '@core/bingo/patterns/game-patterns';
import { asc, eq } from 'drizzle-orm';
import type { CardGrid } from '@core/bingo/card';
import {
  claimVerdict,
  completeBeforeLastCall,
  rulesOf,
  type ClaimVerdict,
} from '@core/bingo/game-rules';
import { judgeCard, type Judgement } from '@core/bingo/judge-card';
import {
  cardsThatCanJoin,
  checkedIn,
  openStages,
  RULES_VERSION,
  type StagesNow,
} from '@core/bingo/stage-claims';
import type { Db } from '../db/client';
import { gameWinners } from '../db/schema';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import { soldCardsOf, type GameCard } from './game-cards';
import { callsOf } from './game-calls';
import {
  assertClaimable,
  extraClaimsOpen,
  isWinnerOf,
  lastStageOf,
  stageDecidedAt,
} from './game-winners';

export interface Claim {
  verdict: ClaimVerdict;
  /** Every complete pattern was complete before the last call. */
  late: boolean;
}

/**
 * A judged card under the game's rules: blocked cards never win; a late claim is "not now" where
 * the hall refuses them, unless an earlier check of the card already found it winning.
 */
export function judgeClaim(
  game: GameRow,
  cardNumber: number,
  card: CardGrid,
  judgement: Judgement,
  stage = game.stage,
): Claim {
  const calls = callsOf(game);
  const late = completeBeforeLastCall(card, calls, ruleOfGame({ ...game, stage }), judgement.win);
  const verdict = claimVerdict({
    isWinner: judgement.win.isWinner,
    late,
    blocked: game.blockedCards.includes(cardNumber),
    // Version 2 (decision 046): a check in time counts for its own stage only.
    wonBefore:
      game.rulesVersion >= RULES_VERSION
        ? checkedIn(game.winningChecks, stage).includes(cardNumber)
        : game.winningCards.includes(cardNumber),
    rules: rulesOf(game),
  });
  return { verdict, late };
}

export interface JudgedCard {
  cardNumber: number;
  source: 'generated' | 'saved';
  card: CardGrid;
  grid: string[][] | null;
  judgement: Judgement;
}

/**
 * A card the server holds for the game (game-cards.ts), judged against the game's calls under the
 * patterns of a stage (the stage being played unless named).
 */
export function judgeGameCard(game: GameRow, card: GameCard, stage = game.stage): JudgedCard {
  return {
    cardNumber: card.cardNumber,
    source: card.source,
    card: card.card,
    grid: card.grid,
    judgement: judgeCard(card.card, callsOf(game), ruleOfGame({ ...game, stage })),
  };
}

export interface StageClaim {
  /** The stage the claim is for. */
  stage: number;
  /** One more winner of a stage already won, on its deciding ball (decision 030). */
  extra: boolean;
  judged: JudgedCard;
  claim: Claim;
}

export const judgedVersion2 = (game: Pick<GameRow, 'rulesVersion'>) =>
  game.rulesVersion >= RULES_VERSION;

/** For each stage won, how many calls there were at its first winner. */
async function decidedAtOf(db: Db, game: GameRow): Promise<(number | undefined)[]> {
  const rows = await db
    .select({ stage: gameWinners.stage, calledCount: gameWinners.calledCount })
    .from(gameWinners)
    .where(eq(gameWinners.gameId, game.id))
    .orderBy(asc(gameWinners.winnerOrder));
  const decided: (number | undefined)[] = [];
  for (const row of rows) decided[row.stage] ??= row.calledCount;
  return decided;
}

/** The game's stages now, as core/bingo/stage-claims.ts reads them. */
export async function stagesNow(db: Db, game: GameRow): Promise<StagesNow> {
  return {
    stage: game.status === 'active' ? game.stage : lastStageOf(game),
    active: game.status === 'active',
    decidedAt: await decidedAtOf(db, game),
    callCount: game.called.length,
  };
}

/**
 * Which stage a claim of this card is for, and its verdict there. Version 2 (decision 046): the
 * earliest stage open to it (a stage won on the ball called last, or the stage in play) that the
 * card wins and has not won yet; a card that wins none is judged for the stage in play. Version 1
 * (decision 034): a won game takes more winners of its last stage, a game in stages more winners
 * of the stage just won while no ball came after its deciding one.
 */
export async function claimForStage(tx: Db, game: GameRow, card: GameCard): Promise<StageClaim> {
  const claimable = await assertClaimable(tx, game);
  const judgedAt = (stage: number, extra: boolean): StageClaim => {
    const judged = judgeGameCard(game, card, stage);
    const claim = judgeClaim(game, judged.cardNumber, judged.card, judged.judgement, stage);
    return { stage, extra, judged, claim };
  };
  if (judgedVersion2(game)) {
    const now = await stagesNow(tx, game);
    let recorded: StageClaim | null = null;
    for (const stage of openStages(now)) {
      const claim = judgedAt(stage, stage !== now.stage || !now.active);
      if (await isWinnerOf(tx, game.id, card.cardNumber, stage)) {
        if (claim.judged.judgement.win.isWinner) recorded ??= claim;
        continue;
      }
      if (claim.claim.verdict === 'win') return claim;
    }
    // Nothing to record: "already recorded" where it holds a stage it won, else its verdict now.
    if (recorded && (!now.active || !judgedAt(now.stage, false).judged.judgement.win.isWinner))
      return recorded;
    return judgedAt(now.stage, !now.active);
  }
  if (claimable === 'extra') return judgedAt(lastStageOf(game), true);
  if (game.stage > 0) {
    const justWon = game.stage - 1;
    if ((await stageDecidedAt(tx, game.id, justWon)) === game.called.length) {
      const extra = judgedAt(justWon, true);
      // Already its winner: the claim is for the stage being played, and if the card has not
      // won that, the cashier hears it is recorded (409) rather than "No Bingo".
      if (await isWinnerOf(tx, game.id, card.cardNumber, justWon)) {
        const current = judgedAt(game.stage, false);
        return current.judged.judgement.win.isWinner ? current : extra;
      }
      if (extra.judged.judgement.win.isWinner) return extra;
    }
  }
  return judgedAt(game.stage, false);
}

/** A card needs a call to win (decision 046): 422 no_calls_yet before the first. */
export function assertCalled(game: GameRow): void {
  if (game.called.length === 0) throw new HttpError(422, 'no_calls_yet');
}

/**
 * For each stage open to claims, the sold cards whose claim of it would be recorded now (not yet
 * its winners), earliest stage first. A game that names no cards has none the server can list.
 */
export async function claimsDue(
  db: Db,
  game: GameRow,
  winnersByStage: ReadonlyMap<number, readonly number[]>,
): Promise<{ stage: number; cards: number[] }[]> {
  if (game.status === 'cancelled') return [];
  if (game.status === 'completed' && !(await extraClaimsOpen(db, game))) return [];
  const now = await stagesNow(db, game);
  const stages = judgedVersion2(game)
    ? openStages(now)
    : game.status === 'active'
      ? [game.stage]
      : [lastStageOf(game)];
  if (stages.length === 0) return [];
  const cards = await soldCardsOf(db, game);
  return stages.map((stage) => ({
    stage,
    cards: cardsThatCanJoin({
      cards,
      calls: callsOf(game),
      rule: ruleOfGame({ ...game, stage }),
      blocked: game.blockedCards,
      wonBefore: judgedVersion2(game) ? checkedIn(game.winningChecks, stage) : game.winningCards,
      winners: winnersByStage.get(stage) ?? [],
      rules: rulesOf(game),
    }),
  }));
}

/** What the log keeps of a judged claim (a check, or a phone's claim): what the replay judges. */
export function judgedClaimData(game: GameRow, { stage, judged, claim }: StageClaim) {
  const { win } = judged.judgement;
  return {
    card_number: judged.cardNumber,
    source: judged.source,
    grid: judged.grid,
    is_winner: claim.verdict === 'win',
    verdict: claim.verdict,
    late: claim.late,
    win_type: win.type,
    label: win.label,
    called_count: game.called.length,
    stage,
  };
}
