import { claimVerdict, completeBeforeLastCall, LEGACY_GAME_RULES } from '../bingo/game-rules';
import { judgeCard, resolveCard } from '../bingo/judge-card';
import { stageBonusCents } from '../bingo/patterns/game-patterns';
import { checkedIn, openStages, reliedOnHandCalls, RULES_VERSION } from '../bingo/stage-claims';
import { extraPrizeCents, prizeShares } from '../prize-shares';
import {
  cents,
  int,
  lastStage,
  ReplayError,
  ruleAt,
  stagePrize,
  won,
  type Context,
} from './replay-state';

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
  if (ctx.version >= RULES_VERSION) {
    // Version 2 (decision 046): a stage won on the ball called last, or the stage in play.
    const active = game.status === 'active';
    const open = openStages({
      stage: active ? game.stage : lastStage(ctx),
      active,
      decidedAt: game.stageDecidedAt,
      callCount: game.called.length,
    });
    if (!open.includes(stage)) throw new ReplayError(`claim of stage ${stage} not open to claims`);
    return { stage, extra: !active || stage !== game.stage };
  }
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
    wonBefore:
      ctx.version >= RULES_VERSION
        ? checkedIn(ctx.winningChecks, stage).includes(cardNumber)
        : game.winningCards.includes(cardNumber),
    rules: rules ?? LEGACY_GAME_RULES,
  });
  if (ctx.version >= RULES_VERSION && game.called.length === 0)
    throw new ReplayError(`card ${cardNumber} claimed before any call`);
  return { cardNumber, verdict, judgement };
}

export function check(ctx: Context, data: Record<string, unknown>): void {
  const { game } = ctx;
  if ((game.status !== 'active' && !won(game)) || !ctx.rules) return;
  const { stage } = claimStage(ctx, data);
  const now = verdictNow(ctx, data, stage);
  if (now === null) return;
  if (data.verdict !== now.verdict)
    throw new ReplayError(
      `check of card ${now.cardNumber}: ${String(data.verdict)} != ${now.verdict}`,
    );
  if (now.verdict === 'win' && !game.winningCards.includes(now.cardNumber))
    game.winningCards.push(now.cardNumber);
  if (now.verdict === 'win') ctx.winningChecks.push({ card_number: now.cardNumber, stage });
}

/** A card blocked after a false claim: never one a check found winning. */
export function block(ctx: Context, data: Record<string, unknown>): void {
  const { game } = ctx;
  const n = int(data.card_number, 'card number');
  if (game.winningCards.includes(n)) throw new ReplayError(`winning card ${n} blocked`);
  if (!game.blockedCards.includes(n)) game.blockedCards.push(n);
}

export function win(ctx: Context, data: Record<string, unknown>): void {
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
  const handCalled =
    ctx.version >= RULES_VERSION
      ? reliedOnHandCalls(now.judgement.reliedOnManualCall, game.called)
      : now.judgement.reliedOnManualCall;
  // The server pays no bonus on numbers the till chose (decision 034), whatever rules version a
  // log claims: an edited hall log cannot buy one back by saying it is older.
  if (handCalled && paid > 0n)
    throw new ReplayError(`winner ${now.cardNumber}: a bonus paid on hand calls`);
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
  game.winReliedOnManualCall = handCalled;
}
