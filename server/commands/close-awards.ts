import { eq } from 'drizzle-orm';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import { notFound } from '../http-error';
import type { GameRow } from '../policies/game-access';
import type { GameEvent } from '../realtime/game-event-bus';
import { cardForGame } from './game-cards';
import { winnersByStageOf } from './game-winners';
import { recordClaim } from './record-win';
import type { WinContext } from './win-money';
import { claimForStage, claimsDue } from './stage-claims';

async function rowOf(tx: Db, id: number): Promise<GameRow> {
  const [row] = await tx.select().from(games).where(eq(games.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * A close pays what is due (decision 046): every sold card whose claim would be recorded now is
 * recorded, stage by stage on the same calls (the earliest open stage first, each card as its own
 * claim would be judged), each marked as awarded at the close with its reason. Answers the events
 * and the game as it stands after them (won when the last stage was awarded).
 */
export async function awardClaimsDue(
  tx: Db,
  user: SessionUser,
  id: number,
  context: WinContext & { awardedAtClose: { reason: string } },
): Promise<{ events: GameEvent[]; game: GameRow }> {
  const events: GameEvent[] = [];
  let game = await rowOf(tx, id);
  for (;;) {
    const due = (await claimsDue(tx, game, await winnersByStageOf(tx, id))).find(
      (stage) => stage.cards.length > 0,
    );
    if (!due) return { events, game };
    let recorded = 0;
    for (const cardNumber of due.cards) {
      const card = await cardForGame(tx, game, cardNumber, undefined);
      const claim = await claimForStage(tx, game, card);
      if (claim.claim.verdict !== 'win') continue;
      const done = await recordClaim(tx, user, game, claim, context);
      events.push(...done.events);
      recorded += 1;
      game = await rowOf(tx, id);
    }
    if (recorded === 0) return { events, game };
  }
}
