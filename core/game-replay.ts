import {
  claimVerdict,
  completeBeforeLastCall,
  LEGACY_GAME_RULES,
  resetRefusal,
  type GameRules,
} from './bingo/game-rules';
import { allBallsOut } from './bingo/game-facts';
import type { CardGrid } from './bingo/card';
import { judgeCard, resolveCard, type Call } from './bingo/judge-card';
import { isGameMode, type GameMode } from './bingo/modes';
import { unclaimedWinners } from './bingo/unclaimed-wins';
import type { WinConditions, WinType } from './bingo/win-patterns';
import {
  ballsInPlay,
  ruleOfGame,
  stageBonusCents,
  stagePrizesCents,
  stagesOf,
  type GamePlan,
} from './bingo/patterns/game-patterns';
import type { WinRule } from './bingo/patterns/win-rule';
import { gamePlanSchema } from './schemas/patterns';
import { gameEconomics } from './game-economics';
import { extraPrizeCents, prizeShares } from './prize-shares';
import { settledFee, type FeeTerms } from './game-fee';

/** One entry of a game's append-only log, as stored (amounts in cents as decimal text). */
export interface LoggedGameEvent {
  sequence: number;
  type: string;
  data: Record<string, unknown>;
}

export interface ReplayedGame {
  status: 'active' | 'completed' | 'cancelled';
  mode: GameMode;
  /** The calls standing at the end (or at the win), in order. */
  called: Call[];
  commitment: string;
  winnerCard: number | null;
  /** Every recorded winner in order (decision 030); the first is winnerCard. */
  winners: number[];
  /** The stage each winner won, in the same order (decision 034). */
  winnerStages: number[];
  /** The stage being played (0 for the first). */
  stage: number;
  /** For each stage won, how many calls there were at its first winner. */
  stageDecidedAt: number[];
  /** What the shop's drawer paid beyond the pool: a full prize per extra winner under `full`. */
  extraPrizesCents: bigint;
  winType: WinType | null;
  winReliedOnManualCall: boolean | null;
  prizeCents: bigint;
  commissionCents: bigint;
  feeCents: bigint;
  resetCount: number;
  /** Cards that won a check, and cards blocked after a failed one. */
  winningCards: number[];
  blockedCards: number[];
}

export class ReplayError extends Error {
  override name = 'ReplayError';
}

const int = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ReplayError(`bad ${what}`);
  return value;
};
const cents = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new ReplayError(`bad ${what}`);
  return BigInt(value);
};

/** What wins: the start's plan of patterns, or (a log from before patterns) its win conditions. */
function planOfStart(
  data: Record<string, unknown>,
  mode: GameMode,
): Pick<Context, 'plan' | 'conditions' | 'balls'> {
  const conditions = data.win_conditions as WinConditions;
  if (data.plan === undefined) return { plan: null, conditions, balls: null };
  const plan = gamePlanSchema.safeParse(data.plan);
  if (!plan.success) throw new ReplayError('bad plan');
  return { plan: plan.data, conditions, balls: new Set(ballsInPlay(plan.data, mode)) };
}

/** The rules a game started with; a log from before rules (legacy) had none and no limits. */
function rulesOf(data: Record<string, unknown>): { rules: GameRules | null } {
  const rules = data.rules as Partial<GameRules> | undefined;
  if (!rules || typeof rules !== 'object') return { rules: null };
  if (rules.late_claims !== 'allow' && rules.late_claims !== 'refuse')
    throw new ReplayError('bad rules');
  const shared = rules.shared_wins ?? 'split';
  if (shared !== 'split' && shared !== 'full') throw new ReplayError('bad rules');
  return {
    rules: {
      late_claims: rules.late_claims,
      max_resets: int(rules.max_resets, 'rules'),
      shared_wins: shared,
    },
  };
}

interface Context {
  game: ReplayedGame;
  /** The start's plan of patterns and stages (null: a game from before, its win conditions). */
  plan: GamePlan | null;
  conditions: WinConditions;
  /** The balls the plan's draw holds (null: a game from before plans, every ball of its mode). */
  balls: ReadonlySet<number> | null;
  rules: GameRules | null;
  /** The cards the log shows (each checked card, with the grid its check used). */
  knownCards: Map<number, CardGrid>;
}

const ruleAt = (ctx: Context, stage: number): WinRule =>
  ruleOfGame({ plan: ctx.plan, winConditions: ctx.conditions, stage });
const lastStage = (ctx: Context) => (ctx.plan ? stagesOf(ctx.plan).length - 1 : 0);
const stagePrize = (ctx: Context, stage: number) =>
  stagePrizesCents(ctx.game.prizeCents, ctx.plan)[stage] ?? 0n;

/**
 * The stage a claim is for, as the server decides it (record-win.ts claimForStage): the stage
 * being played, the last one of a won game, or the stage just won while no ball came after its
 * deciding one. A log naming any other stage contradicts the rules.
 */
function claimStage(
  ctx: Context,
  data: Record<string, unknown>,
): { stage: number; extra: boolean } {
  const { game } = ctx;
  const stage = data.stage === undefined ? game.stage : int(data.stage, 'stage');
  if (game.status === 'completed') {
    if (stage !== lastStage(ctx)) throw new ReplayError(`claim of stage ${stage} after the end`);
    return { stage, extra: true };
  }
  if (stage === game.stage) return { stage, extra: false };
  if (stage === game.stage - 1 && game.stageDecidedAt[stage] === game.called.length)
    return { stage, extra: true };
  throw new ReplayError(`claim of stage ${stage} while stage ${game.stage} is played`);
}

/** The verdict a claim of this card gets now, or null when its card cannot be rebuilt here. */
function verdictNow(ctx: Context, data: Record<string, unknown>, stage: number) {
  const { game, rules } = ctx;
  const rule = ruleAt(ctx, stage);
  const cardNumber = int(data.card_number, 'card number');
  const card = resolveCard(cardNumber, game.mode, data.grid ?? undefined);
  if (!card.ok) {
    if (data.source === 'saved' && (data.grid === undefined || data.grid === null)) return null;
    throw new ReplayError(`card ${cardNumber} is not a valid card`);
  }
  ctx.knownCards.set(cardNumber, card.card);
  const judgement = judgeCard(card.card, game.called, rule);
  const verdict = claimVerdict({
    isWinner: judgement.win.isWinner,
    late: completeBeforeLastCall(card.card, game.called, rule, judgement.win),
    blocked: game.blockedCards.includes(cardNumber),
    wonBefore: game.winningCards.includes(cardNumber),
    rules: rules ?? LEGACY_GAME_RULES,
  });
  return { cardNumber, verdict, judgement };
}

function mark(ctx: Context, data: Record<string, unknown>): void {
  const { game } = ctx;
  const n = int(data.number, 'ball');
  const existing = game.called.find((c) => c.number === n);
  if (data.called === true) {
    if (existing) throw new ReplayError(`${n} called twice`);
    if (ctx.balls && !ctx.balls.has(n)) throw new ReplayError(`${n} is not in the draw`);
    game.called.push({ number: n, manual: true });
    return;
  }
  if (!existing) throw new ReplayError(`${n} uncalled but not called`);
  const position = game.called.indexOf(existing);
  if (game.stageDecidedAt.some((decided) => position < decided))
    throw new ReplayError(`${n} uncalled after a stage was won on it`);
  if (!existing.manual && ctx.rules) throw new ReplayError(`drawn ball ${n} uncalled`);
  game.called = game.called.filter((c) => c.number !== n);
}

/**
 * No winner wiped: a reset, close or cancel while a card the log shows could still record its win
 * (the server checks every sold card; the log holds the grids of the checked ones).
 */
function assertNoUnclaimedWinner(ctx: Context, step: string): void {
  if (!ctx.rules) return;
  const winners = unclaimedWinners({
    cards: [...ctx.knownCards].map(([cardNumber, card]) => ({ cardNumber, card })),
    calls: ctx.game.called,
    rule: ruleAt(ctx, ctx.game.stage),
    blocked: ctx.game.blockedCards,
    wonBefore: ctx.game.winningCards,
    rules: ctx.rules,
  });
  if (winners.length > 0)
    throw new ReplayError(`${step} while card ${winners.join(', ')} held an unclaimed win`);
}

function reset(ctx: Context, data: Record<string, unknown>): void {
  const { game, rules } = ctx;
  const refusal =
    rules &&
    resetRefusal({
      resetCount: game.resetCount,
      maxResets: rules.max_resets,
      winningCards: game.winningCards,
      allBallsOut: allBallsOut(game),
    });
  if (refusal) throw new ReplayError(`reset refused (${refusal})`);
  if (game.stage > 0) throw new ReplayError('reset after a stage was won');
  assertNoUnclaimedWinner(ctx, 'reset');
  game.called = [];
  game.commitment = String(data.commitment);
  game.resetCount += 1;
}

/** Won, and so open to more winners on the deciding ball (the server knows when the next starts). */
const won = (game: ReplayedGame) => game.status === 'completed' && game.winners.length > 0;

function check(ctx: Context, data: Record<string, unknown>): void {
  const { game } = ctx;
  if ((game.status !== 'active' && !won(game)) || !ctx.rules) return;
  const now = verdictNow(ctx, data, claimStage(ctx, data).stage);
  if (now === null) return;
  if (data.verdict !== now.verdict)
    throw new ReplayError(
      `check of card ${now.cardNumber}: ${String(data.verdict)} != ${now.verdict}`,
    );
  if (now.verdict === 'win' && !game.winningCards.includes(now.cardNumber))
    game.winningCards.push(now.cardNumber);
}

function win(ctx: Context, data: Record<string, unknown>): void {
  const { game } = ctx;
  const saved = data.grid !== null && data.grid !== undefined;
  if (saved !== (data.source === 'saved')) throw new ReplayError('the card source is unclear');
  const { stage, extra } = claimStage(ctx, data);
  const now = verdictNow(ctx, data, stage);
  if (now === null) throw new ReplayError('the winning card cannot be rebuilt');
  if (!now.judgement.win.isWinner)
    throw new ReplayError(`card ${now.cardNumber} does not win on these calls`);
  if (ctx.rules && now.verdict !== 'win')
    throw new ReplayError(`card ${now.cardNumber} could not win (${now.verdict})`);
  if (game.winners.some((card, i) => card === now.cardNumber && game.winnerStages[i] === stage))
    throw new ReplayError(`card ${now.cardNumber} won twice`);
  game.winners.push(now.cardNumber);
  game.winnerStages.push(stage);
  const order = game.winners.length;
  if (data.winner_order !== undefined && data.winner_order !== order)
    throw new ReplayError(`winner ${now.cardNumber} is not winner ${String(data.winner_order)}`);
  const rule = ctx.rules?.shared_wins ?? 'split';
  const inStage = game.winnerStages.filter((s) => s === stage).length;
  if (data.share_cents !== undefined) {
    const share = prizeShares(stagePrize(ctx, stage), inStage, rule)[inStage - 1];
    if (cents(data.share_cents, 'share') !== share)
      throw new ReplayError(`winner ${now.cardNumber}: share ${String(data.share_cents)}`);
  }
  if (extra) {
    game.extraPrizesCents += extraPrizeCents(stagePrize(ctx, stage), rule);
    return;
  }
  // A stage's "within N calls" bonus: paid from the drawer, or due and left unpaid (drawer short).
  const due = stageBonusCents(ctx.plan, stage, game.called.length);
  const paid = data.bonus_cents === undefined ? 0n : cents(data.bonus_cents, 'bonus');
  const unpaid =
    data.bonus_unpaid_cents === undefined ? 0n : cents(data.bonus_unpaid_cents, 'bonus');
  if (paid + unpaid !== due)
    throw new ReplayError(`winner ${now.cardNumber}: bonus ${paid + unpaid} != ${due}`);
  game.extraPrizesCents += paid;
  if (stage < lastStage(ctx)) {
    game.stageDecidedAt[stage] = game.called.length;
    game.stage = stage + 1;
    return;
  }
  game.stageDecidedAt[stage] = game.called.length;
  game.status = 'completed';
  game.winnerCard = now.cardNumber;
  game.winType = now.judgement.win.type;
  game.winReliedOnManualCall = now.judgement.reliedOnManualCall;
}

function end(ctx: Context, status: 'completed' | 'cancelled'): void {
  if (status === 'cancelled' && ctx.game.stage > 0)
    throw new ReplayError('cancelled after a stage was won');
  assertNoUnclaimedWinner(ctx, status === 'completed' ? 'closed' : 'cancelled');
  ctx.game.status = status;
}

/**
 * Recomputes a game from its log alone: the calls (draws, manual marks, resets), the money from
 * the start's terms, the checks and blocks under the game's rules, and the win judged again from
 * the winning card and the calls at that moment. Throws ReplayError when the log contradicts
 * itself or its rules (a drawn ball uncalled, a reset past the limit, a win the calls do not give).
 */
export function replayGame(events: readonly LoggedGameEvent[]): ReplayedGame {
  const sorted = [...events].sort((a, b) => a.sequence - b.sequence);
  sorted.forEach((event, i) => {
    if (event.sequence !== i + 1) throw new ReplayError(`sequence gap before ${event.sequence}`);
  });
  const start = sorted[0];
  if (!start || start.type !== 'start') throw new ReplayError('the log does not open with start');
  const mode = start.data.mode;
  if (!isGameMode(mode)) throw new ReplayError('bad mode');
  const poolCents = cents(start.data.amount_cents, 'pool');
  // A log from before minimum fees names none: its fee is never settled again at the end.
  const feeTerms: FeeTerms | null =
    start.data.min_fee_cents === undefined
      ? null
      : {
          feePercent: int(start.data.fee_percent, 'fee percent'),
          minFeeCents: cents(start.data.min_fee_cents, 'minimum fee'),
        };
  const economics = gameEconomics(
    poolCents,
    int(start.data.win_percentage, 'win percentage'),
    int(start.data.fee_percent, 'fee percent'),
    feeTerms?.minFeeCents ?? 0n,
  );
  const ctx: Context = {
    ...planOfStart(start.data, mode),
    ...rulesOf(start.data),
    knownCards: new Map(),
    game: {
      status: 'active',
      mode,
      called: [],
      commitment: String(start.data.commitment),
      winnerCard: null,
      winners: [],
      winnerStages: [],
      stage: 0,
      stageDecidedAt: [],
      extraPrizesCents: 0n,
      winType: null,
      winReliedOnManualCall: null,
      prizeCents: economics.prizeCents,
      commissionCents: economics.commissionCents,
      feeCents: economics.feeCents,
      resetCount: 0,
      winningCards: [],
      blockedCards: [],
    },
  };
  const { game } = ctx;
  for (const event of sorted.slice(1)) {
    if (
      game.status !== 'active' &&
      event.type !== 'check' &&
      event.type !== 'jackpot' &&
      !(event.type === 'win' && won(game))
    )
      throw new ReplayError(`${event.type} after the game ended`);
    const { data } = event;
    switch (event.type) {
      case 'draw': {
        const n = int(data.number, 'ball');
        if (game.called.some((c) => c.number === n)) throw new ReplayError(`${n} drawn twice`);
        if (ctx.balls && !ctx.balls.has(n)) throw new ReplayError(`${n} is not in the draw`);
        game.called.push({ number: n, manual: false });
        break;
      }
      case 'mark':
        mark(ctx, data);
        break;
      case 'reset':
        reset(ctx, data);
        break;
      case 'check':
        check(ctx, data);
        break;
      case 'block': {
        const n = int(data.card_number, 'card number');
        if (game.winningCards.includes(n)) throw new ReplayError(`winning card ${n} blocked`);
        if (!game.blockedCards.includes(n)) game.blockedCards.push(n);
        break;
      }
      case 'win':
        win(ctx, data);
        break;
      case 'close': {
        end(ctx, 'completed');
        // The stages won keep their prizes (decision 034); the rest of the pool is the house's.
        const paid = stagePrizesCents(game.prizeCents, ctx.plan)
          .slice(0, game.stage)
          .reduce((sum, prize) => sum + prize, 0n);
        game.commissionCents += game.prizeCents - paid;
        game.prizeCents = paid;
        if (feeTerms)
          game.feeCents = settledFee(
            poolCents,
            game.feeCents,
            feeTerms,
            paid > 0n ? { kind: 'won', prizePaidCents: paid } : { kind: 'closed' },
          );
        break;
      }
      case 'cancel':
        end(ctx, 'cancelled');
        break;
      default:
        break;
    }
  }
  return game;
}
