import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { gamePatchOf, patchThen, wholeRowPatch, type GamePatch } from '@core/halls/game-patch';
import { gameCall } from '../../../tests/support/games';
import { gameColumns, rewriteOutbox } from '../../../tests/support/hall-outbox-edit';
import { drawUntilCornersOut, recordWin } from '../../../tests/support/jackpot-games';
import type { PairedHall } from '../../../tests/support/paired-hall';
import { logWholeGameRows } from '../../../tests/support/whole-row-outbox';
import {
  cardsByWin,
  cornersGame,
  hallWithAllowance,
  wonGame,
} from '../../../tests/support/won-game';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { games, hallGames, hallOutbox, halls, hallSyncIncidents } from '../../db/schema';
import { syncOnce } from '../../halls/hall-sync';

// Issue 37 item 7 (decision 040, migration 0037): a hall logs a game's whole row once, when the
// game starts, and then only what each transaction changed in it; central keeps the same row.

let paired: PairedHall | undefined;
afterEach(async () => {
  await paired?.close();
  paired = undefined;
});

/** The outbox entries of one game's row, in order. */
async function gameRowEntries(db: Db, id: number) {
  const rows = await db.select().from(hallOutbox).orderBy(asc(hallOutbox.seq));
  return rows.filter(
    (row) =>
      (row.kind === 'game' || row.kind === 'game_patch') &&
      (JSON.parse(row.payload) as { id: number }).id === id,
  );
}

/** The hall's games as central copies them: all but their ids, agent and shift. */
async function hallsOwnRows(p: PairedHall) {
  const rows = await p.hall.db.select().from(games).orderBy(asc(games.id));
  return rows.map(({ id, agentId: _agent, shiftId: _shift, ...row }) => ({
    hallGameId: id,
    ...row,
  }));
}

async function centralCopies(p: PairedHall) {
  const rows = await p.central.db
    .select({ hallGameId: hallGames.hallGameId, game: games })
    .from(hallGames)
    .innerJoin(games, eq(games.id, hallGames.gameId))
    .orderBy(asc(hallGames.hallGameId));
  return rows.map(
    ({ hallGameId, game: { id: _id, agentId: _agent, shiftId: _shift, ...row } }) => ({
      hallGameId,
      ...row,
    }),
  );
}

/** A hand call made and taken back, and a pause and resume: changes that are not a draw's. */
async function markAndPause(p: PairedHall, id: number) {
  const [game] = await p.hall.db.select().from(games).where(eq(games.id, id));
  const number = game!.drawOrder.at(-1)!;
  for (const called of [true, false])
    expect(
      (await gameCall(p.hall.app, p.hallSession, id, 'mark', { number, called })).statusCode,
    ).toBe(200);
  expect((await gameCall(p.hall.app, p.hallSession, id, 'pause')).statusCode).toBe(200);
  expect((await gameCall(p.hall.app, p.hallSession, id, 'resume')).statusCode).toBe(200);
}

describe("a hall game's row in the outbox", () => {
  it('is whole once, at the start; a draw logs only the call it added and its times', async () => {
    paired = await hallWithAllowance();
    const { hall, hallSession } = paired;
    const id = await cornersGame(paired);
    for (let draw = 0; draw < 3; draw += 1)
      expect((await gameCall(hall.app, hallSession, id, 'draw')).statusCode).toBe(200);
    const entries = await gameRowEntries(hall.db, id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'game',
      'game_patch',
      'game_patch',
      'game_patch',
    ]);
    const [start, ...draws] = entries;
    const oneCall = [{ n: expect.any(Number), manual: false }];
    for (const [index, draw] of draws.entries()) {
      const patch = gamePatchOf(JSON.parse(draw.payload))!;
      // The first call sets the empty list; each later one is appended to it.
      if (index === 0) expect(patch.set.called).toEqual(oneCall);
      else expect(patch.append).toEqual({ called: oneCall });
      expect(Object.keys(patch.set)).not.toContain('draw_order');
      expect(Object.keys(patch.set)).not.toContain('cards');
      // The first call also sets when calling began; none carries the row again.
      expect(draw.payload.length * (index === 0 ? 5 : 10)).toBeLessThan(start!.payload.length);
    }
  });

  it("folds back, whole row and patches, into the hall's row as it stands", async () => {
    paired = await hallWithAllowance();
    const { hall, hallSession } = paired;
    const id = await cornersGame(paired);
    await gameCall(hall.app, hallSession, id, 'draw');
    await markAndPause(paired, id);
    await gameCall(hall.app, hallSession, id, 'draw');
    const [first, ...later] = await gameRowEntries(hall.db, id);
    const folded = later.reduce<GamePatch>(
      (held, entry) => patchThen(held, gamePatchOf(JSON.parse(entry.payload))!)!,
      wholeRowPatch(JSON.parse(first!.payload) as Record<string, unknown>),
    );
    const [now] = await queryRows<{ row: Record<string, unknown> }>(
      hall.db,
      sql`select to_jsonb(g) as row from games g where id = ${id}`,
    );
    expect(folded).toEqual({ set: now!.row, append: {} });
  });
});

describe("central's copy of a hall game", () => {
  it("is the hall's row after a cut mid-game and after the game ends", async () => {
    paired = await hallWithAllowance();
    const { hall, hallSession, central } = paired;
    const id = await cornersGame(paired);
    const [winner] = await cardsByWin(hall.db, id);
    await gameCall(hall.app, hallSession, id, 'draw');
    await markAndPause(paired, id);
    await gameCall(hall.app, hallSession, id, 'draw');
    await syncOnce(hall.db);
    expect(await centralCopies(paired)).toEqual(await hallsOwnRows(paired));
    await drawUntilCornersOut(hall.app, hall.db, hallSession, id, winner!);
    expect((await recordWin(hall.app, hallSession, id, winner!)).statusCode).toBe(200);
    await syncOnce(hall.db);
    const copies = await centralCopies(paired);
    expect(copies).toEqual(await hallsOwnRows(paired));
    expect(copies[0]?.status).not.toBe('active');
    expect(await central.db.select().from(hallSyncIncidents)).toEqual([]);
  });

  it("is the hall's row too from a hall that logs whole rows (not upgraded to migration 0037)", async () => {
    paired = await hallWithAllowance();
    const { hall, central } = paired;
    await logWholeGameRows(hall.db);
    const { id } = await wonGame(paired);
    const kinds = (await gameRowEntries(hall.db, id)).map((entry) => entry.kind);
    expect(kinds.length).toBeGreaterThan(3);
    expect(new Set(kinds)).toEqual(new Set(['game']));
    await syncOnce(hall.db);
    expect(await centralCopies(paired)).toEqual(await hallsOwnRows(paired));
    expect(await central.db.select().from(hallSyncIncidents)).toEqual([]);
  });
});

describe('a tampered game patch', () => {
  /** A won game whose first drawn call the owner changes in its patch to a ball not called. */
  async function callChanged(p: PairedHall, key?: string | null) {
    const { id } = await wonGame(p);
    const [game] = await p.hall.db.select().from(games).where(eq(games.id, id));
    const uncalled = game!.drawOrder.find((n) => !game!.called.some((call) => call.n === n))!;
    let changed = false;
    await rewriteOutbox(
      p.hall.db,
      (kind, row) => {
        const added =
          kind === 'game_patch' && row.id === id && (row.append as GamePatch['append']).called;
        if (changed || !added) return false;
        (added[0] as { n: number }).n = uncalled;
        changed = true;
        return true;
      },
      key === undefined ? {} : { key },
    );
    expect(changed).toBe(true);
  }

  it('is refused before any replay when chained without the key', async () => {
    paired = await hallWithAllowance();
    await callChanged(paired, null);
    await expect(syncOnce(paired.hall.db)).rejects.toMatchObject({ code: 'batch_chain_broken' });
    expect(await paired.central.db.select().from(hallGames)).toEqual([]);
  });

  it("chained with the key, meets central's replay: the game is refused as untrue", async () => {
    paired = await hallWithAllowance();
    await callChanged(paired);
    await expect(syncOnce(paired.hall.db)).rejects.toMatchObject({ code: 'hall_game_untrue' });
    const [onCentral] = await paired.central.db.select().from(halls);
    expect(onCentral?.stuckDetail).toMatch(/calls: stored/);
    expect(await paired.central.db.select().from(hallGames)).toEqual([]);
  });

  it.each([
    [
      'an append that is not a list',
      (row: Record<string, unknown>) => (row.append = { called: 5 }),
    ],
    ['another game', (row: Record<string, unknown>) => (row.id = 999)],
    [
      'another shop',
      (row: Record<string, unknown>) => ((row.set as Record<string, unknown>).shop_id = 999),
    ],
  ])('naming %s is refused as invalid and reported', async (_, edit) => {
    paired = await hallWithAllowance();
    const { id } = await wonGame(paired);
    let changed = false;
    await rewriteOutbox(paired.hall.db, (kind, row) => {
      if (changed || !gameColumns(kind, row, id) || kind !== 'game_patch') return false;
      edit(row);
      changed = true;
      return true;
    });
    await expect(syncOnce(paired.hall.db)).rejects.toMatchObject({ code: 'hall_batch_invalid' });
    const incidents = await paired.central.db.select().from(hallSyncIncidents);
    expect(incidents.map((row) => row.code)).toEqual(['hall_batch_invalid']);
    expect(await paired.central.db.select().from(hallGames)).toEqual([]);
  });
});
