import { resetRefusal } from '../bingo/game-rules';
import { allBallsOut } from '../bingo/game-facts';
import { unclaimedWinners } from '../bingo/unclaimed-wins';
import { stagePrizesCents } from '../bingo/patterns/game-patterns';
import { settledFee } from '../game-fee';
import { checkedIn, RULES_VERSION } from '../bingo/stage-claims';
import { int, ReplayError, ruleAt, type Context } from './replay-state';

/** A ball the server drew: once, and only one the plan's draw holds. */
export function draw(ctx: Context, data: Record<string, unknown>): void {
  const { game } = ctx;
  const n = int(data.number, 'ball');
  if (game.called.some((c) => c.number === n)) throw new ReplayError(`${n} drawn twice`);
  if (ctx.balls && !ctx.balls.has(n)) throw new ReplayError(`${n} is not in the draw`);
  game.called.push({ number: n, manual: false });
}

export function mark(ctx: Context, data: Record<string, unknown>): void {
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
    // Version 2 (decision 046): a check in time counts for its own stage only.
    wonBefore:
      ctx.version >= RULES_VERSION
        ? checkedIn(ctx.winningChecks, ctx.game.stage)
        : ctx.game.winningCards,
    rules: ctx.rules,
  });
  if (winners.length > 0)
    throw new ReplayError(`${step} while card ${winners.join(', ')} held an unclaimed win`);
}

export function reset(ctx: Context, data: Record<string, unknown>): void {
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
  // Format 2 keeps the seed committed before sales across resets (decision 054).
  if (data.commitment !== undefined) game.commitment = String(data.commitment);
  game.resetCount += 1;
}

function end(ctx: Context, status: 'completed' | 'cancelled'): void {
  if (status === 'cancelled' && ctx.game.stage > 0)
    throw new ReplayError('cancelled after a stage was won');
  assertNoUnclaimedWinner(ctx, status === 'completed' ? 'closed' : 'cancelled');
  ctx.game.status = status;
}

export function close(ctx: Context): void {
  const { game, feeTerms } = ctx;
  end(ctx, 'completed');
  // The stages won keep their prizes (decision 034); the rest of the pool is the house's.
  const paid = stagePrizesCents(game.prizeCents, ctx.plan)
    .slice(0, game.stage)
    .reduce((sum, prize) => sum + prize, 0n);
  game.commissionCents += game.prizeCents - paid;
  game.prizeCents = paid;
  if (feeTerms)
    game.feeCents = settledFee(
      ctx.poolCents,
      game.feeCents,
      feeTerms,
      paid > 0n ? { kind: 'won', prizePaidCents: paid } : { kind: 'closed' },
    );
}

export const cancel = (ctx: Context): void => end(ctx, 'cancelled');
