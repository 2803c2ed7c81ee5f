import type { RandomInt } from '@core/bingo/shuffle';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { moveMoney } from '../ledger/move-money';
import type { GameRow } from '../policies/game-access';
import { settleGameFee } from './game-fee';
import { jackpotOnWin, type JackpotOnWin } from './jackpot-rules';
import type { JudgedCard } from './stage-claims';
import { movesMoney } from '@core/training/training-games';

/** Where and how a win is recorded: the hall's day, the jackpot's random source, the occasion. */
export interface WinContext {
  today: string;
  randomInt: RandomInt;
  onHall?: boolean;
  /** A close paying the claims due (decision 046): the winner is marked, the reason logged. */
  awardedAtClose?: { reason: string };
}

/**
 * The money of a game's last win: the fee on pool - prize, which the start already charged,
 * settled in case it differs (before the shop's drawer moves: the cashier's row is locked first,
 * as move-money.ts does); the house cut to the drawer; and any jackpot, decided now. A practice
 * game's win moves none of it (decision 055).
 */
export async function settleWinMoney(
  tx: Db,
  user: SessionUser,
  game: GameRow,
  win: { judged: JudgedCard; reliedOnManualCall: boolean; context: WinContext },
): Promise<JackpotOnWin> {
  if (!movesMoney(game)) return { outcome: 'none' };
  await settleGameFee(tx, game, { kind: 'won', prizePaidCents: game.prizeCents }, user.id);
  if (game.shopId !== null && game.commissionCents > 0n)
    await moveMoney(tx, {
      from: { kind: 'outside' },
      to: { kind: 'shop', id: game.shopId },
      amountCents: game.commissionCents,
      kind: 'game_takings',
      reference: `game:${game.id}`,
      userId: user.id,
    });
  const { context } = win;
  return jackpotOnWin(tx, {
    game,
    calls: game.called,
    card: win.judged.card,
    reliedOnManualCall: win.reliedOnManualCall,
    calledCount: game.called.length,
    userId: user.id,
    today: context.today,
    randomInt: context.randomInt,
    onHall: context.onHall ?? false,
  });
}
