import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { games } from '../../server/db/schema';
import { startGame } from './games';
import { CORNERS_ONLY, cornersOf, drawUntilCornersOut, recordWin } from './jackpot-games';
import { call } from './api';
import { pairedHall, type PairedHall } from './paired-hall';

const CARDS = Array.from({ length: 24 }, (_, i) => i + 1);

/** A Four Corners game of 24 sold cards started on the hall: its id. */
export const cornersGame = (p: Pick<PairedHall, 'hall' | 'hallSession'>) =>
  startGame(p.hall.app, p.hallSession, {
    amount: 240,
    cards: CARDS,
    win_conditions: CORNERS_ONLY,
  });

/** The sold cards in the order their corners are all out (the test reads the secret order). */
export async function cardsByWin(db: Db, gameId: number): Promise<number[]> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  const out = (n: number) => Math.max(...cornersOf(n).map((ball) => game!.drawOrder.indexOf(ball)));
  return [...CARDS].sort((a, b) => out(a) - out(b));
}

/** A game won on the hall by the first card to have its corners out, and a sold card that does not win. */
export async function wonGame(
  p: Pick<PairedHall, 'hall' | 'hallSession'>,
): Promise<{ id: number; winner: number; loser: number }> {
  const id = await cornersGame(p);
  const [winner, ...rest] = await cardsByWin(p.hall.db, id);
  await drawUntilCornersOut(p.hall.app, p.hall.db, p.hallSession, id, winner!);
  const won = await recordWin(p.hall.app, p.hallSession, id, winner!);
  if (won.statusCode !== 200) throw new Error(`win ${won.statusCode}: ${won.body}`);
  const [game] = await p.hall.db.select().from(games).where(eq(games.id, id));
  const called = new Set(game!.called.map((c) => c.n));
  const loser = rest.find((n) => !cornersOf(n).every((ball) => called.has(ball)));
  if (loser === undefined) throw new Error('every sold card wins');
  return { id, winner: winner!, loser };
}

/** A hall paired to a new central whose cashier took an allowance of 200 for 10 games. */
export async function hallWithAllowance(
  options: Parameters<typeof pairedHall>[0] = {},
): Promise<PairedHall> {
  const p = await pairedHall(options);
  const taken = await call(p.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: p.hallSession,
    body: { amount: 200, max_games: 10, hours: 24 },
  });
  if (taken.statusCode !== 201) throw new Error(`allowance ${taken.statusCode}: ${taken.body}`);
  return p;
}
