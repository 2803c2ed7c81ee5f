import type { GameWinner } from '@core/schemas/games';
import type { Db } from '../db/client';
import type { GameRow } from '../policies/game-access';
import { winnerRowsOf, winnerViews } from './game-winners';
import { claimsDue } from './stage-claims';

/**
 * The stages whose shares may still change (decision 046): won, still open to claims, and another
 * card could still share them now (a game naming no cards: any card could).
 */
export async function pendingStagesOf(
  db: Db,
  game: GameRow,
  winnersByStage: ReadonlyMap<number, readonly number[]>,
): Promise<Set<number>> {
  const pending = new Set<number>();
  if (winnersByStage.size === 0) return pending;
  const named = game.cards.length > 0;
  for (const { stage, cards } of await claimsDue(db, game, winnersByStage))
    if (winnersByStage.has(stage) && (!named || cards.length > 0)) pending.add(stage);
  return pending;
}

/** A game's winners, in order, with their shares, pending or final. */
export async function winnersOf(db: Db, game: GameRow): Promise<GameWinner[]> {
  const rows = await winnerRowsOf(db, game.id);
  const byStage = new Map<number, number[]>();
  for (const row of rows)
    byStage.set(row.stage, [...(byStage.get(row.stage) ?? []), row.cardNumber]);
  return winnerViews(game, rows, await pendingStagesOf(db, game, byStage));
}
