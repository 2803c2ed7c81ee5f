import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { QUICKNET, roundTime } from '@core/fair-draw/drand';
import fixture from '../../../tests/fixtures/drand-quicknet-rounds.json' with { type: 'json' };
import { call } from '../../../tests/support/api';
import { startBeaconServer, type BeaconServer } from '../../../tests/support/beacon-server';
import { gameCall, startGame } from '../../../tests/support/games';
import {
  CORNERS_ONLY,
  cornersOf,
  drawUntilCornersOut,
  recordWin,
} from '../../../tests/support/jackpot-games';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import { httpBeacon, type BeaconSource } from '../../beacon/beacon-client';
import { games, hallSyncIncidents } from '../../db/schema';
import { syncOnce } from '../../halls/hall-sync';

// A hall draws from drand's public rounds while online (decision 054), and central checks each
// game it sends: the seed against its commitment, the sale against its seal, the round's
// signature, that the round came after the game started, and every ball against the order.

let relay: BeaconServer;
let now = 0;
const beacon: BeaconSource = {
  chain: QUICKNET,
  round: (round) => httpBeacon(relay.url, { timeoutMs: 1000 }).round(round),
};
let paired: PairedHall | undefined;

beforeAll(async () => {
  relay = await startBeaconServer(fixture.consecutiveRounds);
});
afterAll(() => relay.close());
afterEach(async () => {
  await paired?.close();
  paired = undefined;
});

const CARDS = Array.from({ length: 24 }, (_, i) => i + 1);

/** A hall with its beacon, an allowance, and a corners game won on a public round. */
async function wonOnRound(round: number): Promise<{ p: PairedHall; id: number }> {
  now = roundTime(QUICKNET, round) - 500;
  const p = await pairedHall({ hallApp: { fairDraw: { beacon, clock: () => now, waitMs: 3000 } } });
  const taken = await call(p.hall.app, 'POST', '/api/v1/hall/allowance/', {
    as: p.hallSession,
    body: { amount: 200, max_games: 10, hours: 24 },
  });
  expect(taken.statusCode).toBe(201);
  const id = await startGame(p.hall.app, p.hallSession, {
    amount: 240,
    cards: CARDS,
    win_conditions: CORNERS_ONLY,
  });
  // Ball 1 brings the round; from then the order exists and the first card to win is known.
  expect((await gameCall(p.hall.app, p.hallSession, id, 'draw')).statusCode).toBe(200);
  const [game] = await p.hall.db.select().from(games).where(eq(games.id, id));
  expect(game!.beacon?.round).toBe(round);
  const out = (n: number) => Math.max(...cornersOf(n).map((ball) => game!.drawOrder.indexOf(ball)));
  const winner = [...CARDS].sort((a, b) => out(a) - out(b))[0]!;
  await drawUntilCornersOut(p.hall.app, p.hall.db, p.hallSession, id, winner);
  expect((await recordWin(p.hall.app, p.hallSession, id, winner)).statusCode).toBe(200);
  return { p, id };
}

describe('a hall game drawn from a public round', () => {
  it('is judged true at central, round and all', async () => {
    const { p, id } = await wonOnRound(1006);
    paired = p;
    // The hall's clock at the start, as the beacon's clock says (the fixture's rounds are of 2023).
    const startedAt = new Date(roundTime(QUICKNET, 1006) - 500).toISOString();
    await p.hall.db.execute(sql`update games set created_at = ${startedAt} where id = ${id}`);
    await syncOnce(p.hall.db);
    const [atCentral] = await p.central.db.select().from(games).where(eq(games.beaconRound, 1006));
    expect(atCentral).toMatchObject({ drawFormat: 2, offlineDraw: false, status: 'completed' });
    expect(atCentral!.beacon?.round).toBe(1006);
    expect(await p.central.db.select().from(hallSyncIncidents)).toEqual([]);
  });

  it('is refused when its round was published before the game started: the hall knew it', async () => {
    // The game row keeps the hall's real start (now), years after round 1007 was published.
    const { p } = await wonOnRound(1007);
    paired = p;
    await expect(syncOnce(p.hall.db)).rejects.toMatchObject({ code: 'hall_game_untrue' });
    const incidents = await p.central.db.select().from(hallSyncIncidents);
    expect(incidents.map((row) => row.detail).join('\n')).toMatch(
      /beacon round 1007 was published before the game started/,
    );
  });
});
