import type { GameRules } from '../bingo/game-rules';
import type { CardGrid } from '../bingo/card';
import type { Call } from '../bingo/judge-card';
import { isGameMode, type GameMode } from '../bingo/modes';
import type { WinConditions, WinType } from '../bingo/win-patterns';
import {
  ballsInPlay,
  ruleOfGame,
  stagePrizesCents,
  stagesOf,
  type GamePlan,
} from '../bingo/patterns/game-patterns';
import type { WinRule } from '../bingo/patterns/win-rule';
import { gamePlanSchema } from '../schemas/patterns';
import { gameEconomics } from '../game-economics';
import type { WinningCheck } from '../bingo/winning-checks';
import type { FeeTerms } from '../game-fee';

/** The rules a game's start event says it was played by (decision 046): 1 when it names none. */
export function loggedRulesVersion(start: Record<string, unknown>): number {
  return start.rules_version === undefined ? 1 : int(start.rules_version, 'version');
}

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

export const int = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ReplayError(`bad ${what}`);
  return value;
};
export const cents = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new ReplayError(`bad ${what}`);
  return BigInt(value);
};

/** The replay so far: the game as rebuilt, and what the start fixed for the rest of the log. */
export interface Context {
  game: ReplayedGame;
  /** The start's plan of patterns and stages (null: a game from before, its win conditions). */
  plan: GamePlan | null;
  conditions: WinConditions;
  /** The balls the plan's draw holds (null: a game from before plans, every ball of its mode). */
  balls: ReadonlySet<number> | null;
  rules: GameRules | null;
  /** The rules version (decision 046): 1 for a log whose start names none, judged the old way. */
  version: number;
  /** Version 2: the cards a check found winning, per stage. */
  winningChecks: WinningCheck[];
  /** The cards the log shows (each checked card, with the grid its check used). */
  knownCards: Map<number, CardGrid>;
  poolCents: bigint;
  /** The fee's terms; null for a log from before minimum fees (its fee is never settled again). */
  feeTerms: FeeTerms | null;
}

export const ruleAt = (ctx: Context, stage: number): WinRule =>
  ruleOfGame({ plan: ctx.plan, winConditions: ctx.conditions, stage });
export const lastStage = (ctx: Context) => (ctx.plan ? stagesOf(ctx.plan).length - 1 : 0);
export const stagePrize = (ctx: Context, stage: number) =>
  stagePrizesCents(ctx.game.prizeCents, ctx.plan)[stage] ?? 0n;

/** Won, and so open to more winners on the deciding ball (the server knows when the next starts). */
export const won = (game: ReplayedGame) => game.status === 'completed' && game.winners.length > 0;

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

/** The game as its start event opens it: mode, commitment, plan, rules and the money's terms. */
export function startOf(start: LoggedGameEvent): Context {
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
  return {
    ...planOfStart(start.data, mode),
    ...rulesOf(start.data),
    version: loggedRulesVersion(start.data),
    winningChecks: [],
    knownCards: new Map(),
    poolCents,
    feeTerms,
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
}
