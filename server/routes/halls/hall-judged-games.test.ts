import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { centralBooks } from '../../../tests/support/hall-books';
import { cornersOf, drawUntilCornersOut, recordWin } from '../../../tests/support/jackpot-games';
import type { PairedHall } from '../../../tests/support/paired-hall';
import { forgedWinner, gameColumns, rewriteOutbox } from '../../../tests/support/hall-outbox-edit';
import {
  cardsByWin,
  cornersGame,
  hallWithAllowance,
  wonGame,
} from '../../../tests/support/won-game';
import { call } from '../../../tests/support/api';
import { gameWinners, games, hallSyncIncidents, halls } from '../../db/schema';
import { syncOnce } from '../../halls/hall-sync';

// Central judges every game a hall sends (issue 37): it replays the game's log, checks each draw
// against the order the game committed to, and refuses a game that does not replay true, naming
// it. The owner of a hall's PC holds its database: each test edits it as such an owner could.

let paired: PairedHall | undefined;
afterEach(async () => {
  await paired?.close();
  paired = undefined;
});

async function expectRefused(p: PairedHall, hallGameId: number, problem: RegExp) {
  await expect(syncOnce(p.hall.db)).rejects.toMatchObject({
    statusCode: 422,
    code: 'hall_game_untrue',
  });
  const incidents = await p.central.db.select().from(hallSyncIncidents);
  const incident = incidents.find((row) => row.code === 'hall_game_untrue');
  expect(incident?.detail).toMatch(new RegExp(`^game ${hallGameId}: `));
  expect(incident?.detail).toMatch(problem);
  const [hall] = await p.central.db.select().from(halls);
  expect(hall?.stuckReason).toBe('hall_game_untrue');
  const books = await centralBooks(p.central.db);
  expect(books.held).toBe(books.net);
  expect(await p.central.checkLedger()).toEqual([]);
}

describe('central judges every hall game', () => {
  it('an honest game with a winner is applied as the hall played it', async () => {
    paired = await hallWithAllowance();
    const { hall, central } = paired;
    const { winner } = await wonGame(paired);
    await syncOnce(hall.db);
    const winners = await central.db.select().from(gameWinners);
    expect(winners.map((row) => row.cardNumber)).toEqual([winner]);
    expect(await central.db.select().from(hallSyncIncidents)).toEqual([]);
  });

  it('refuses a forged winner: another sold card named in the rows, the log and the chain', async () => {
    paired = await hallWithAllowance();
    const { hall, central } = paired;
    const { id, winner, loser: forged } = await wonGame(paired);
    await rewriteOutbox(hall.db, forgedWinner({ id, winner, forged }));
    await expectRefused(paired, id, new RegExp(`card ${forged} does not win`));
    expect(await central.db.select().from(gameWinners)).toEqual([]);
  });

  it('refuses a forged winner written into the rows only', async () => {
    paired = await hallWithAllowance();
    const { hall } = paired;
    const { id, winner, loser: forged } = await wonGame(paired);
    await rewriteOutbox(hall.db, (kind, row) => {
      const columns = gameColumns(kind, row, id);
      if (columns?.winner_card === winner) columns.winner_card = forged;
      else if (kind === 'game_winner' && row.game_id === id) row.card_number = forged;
      else return false;
      return true;
    });
    await expectRefused(
      paired,
      id,
      new RegExp(`winner card: stored ${forged}, replayed ${winner}`),
    );
  });

  it('refuses a steered draw: the order changed in the hall database after the commitment', async () => {
    paired = await hallWithAllowance();
    const { hall, hallSession } = paired;
    const id = await cornersGame(paired);
    // The owner puts card 9's corners first in the secret order, keeping it a whole order.
    const [game] = await hall.db.select().from(games).where(eq(games.id, id));
    const corners = cornersOf(9);
    const steered = [...corners, ...game!.drawOrder.filter((n) => !corners.includes(n))];
    await hall.db.update(games).set({ drawOrder: steered }).where(eq(games.id, id));
    await drawUntilCornersOut(hall.app, hall.db, hallSession, id, 9);
    expect((await recordWin(hall.app, hallSession, id, 9)).statusCode).toBe(200);
    // The seed and seal give another order (decision 054): the steered balls do not follow it.
    await expectRefused(paired, id, /drawn where the order gave/);
  });

  it('refuses a fee refunded for a game whose balls were called', async () => {
    paired = await hallWithAllowance();
    const { hall, hallSession } = paired;
    const id = await cornersGame(paired);
    await call(hall.app, 'POST', `/api/v1/games/${id}/draw/`, { as: hallSession });
    // The owner clears the first call so that the cancel refunds the fee.
    await hall.db.execute(sql`update games set first_call_at = null where id = ${id}`);
    const cancelled = await call(hall.app, 'POST', `/api/v1/games/${id}/cancel/`, {
      as: hallSession,
      body: { reason: 'test' },
    });
    expect(cancelled.statusCode).toBe(200);
    await expectRefused(paired, id, /balls were called but the row says none were/);
  });

  it("refuses a game whose log names older rules than its grant's, to be judged by them", async () => {
    paired = await hallWithAllowance();
    const { hall } = paired;
    const { id } = await wonGame(paired);
    // Version 1 judged stages and claims more leniently (decision 046): the owner rewrites the
    // game as one from before, its row and its log's start both.
    await rewriteOutbox(hall.db, (kind, row) => {
      const columns = gameColumns(kind, row, id);
      if (columns && 'rules_version' in columns) {
        columns.rules_version = 1;
        return true;
      }
      const data = row.data as Record<string, unknown> | undefined;
      if (kind !== 'game_event' || row.game_id !== id || row.type !== 'start') return false;
      delete data!.rules_version;
      return true;
    });
    await expectRefused(paired, id, /rules version 1, older than its grant's 2/);
  });
});

describe("central judges the claims from the players' phones (issue 40)", () => {
  /** A corners game on the hall in which the winner's and a loser's phones claim. */
  async function claimedGame(p: PairedHall) {
    const id = await cornersGame(p);
    const [winner, ...rest] = await cardsByWin(p.hall.db, id);
    await drawUntilCornersOut(p.hall.app, p.hall.db, p.hallSession, id, winner!);
    const [game] = await p.hall.db.select().from(games).where(eq(games.id, id));
    const called = new Set(game!.called.map((c) => c.n));
    const loser = rest.find((n) => !cornersOf(n).every((ball) => called.has(ball)))!;
    const links = await call(
      p.hall.app,
      'GET',
      `/api/v1/shops/${game!.shopId}/card_links/?from=1&to=24`,
      { as: p.hallSession },
    );
    const pathOf = (card: number) =>
      (links.json().results as { card_number: number; path: string }[])
        .find((link) => link.card_number === card)!
        .path.replace(/^\/card\//, '');
    for (const card of [winner!, loser]) {
      const claimed = await call(p.hall.app, 'POST', `/api/v1/public/cards/${pathOf(card)}/claim/`);
      expect(claimed.statusCode).toBe(201);
    }
    const checked = await call(p.hall.app, 'POST', `/api/v1/games/${id}/check/`, {
      as: p.hallSession,
      body: { card_number: loser },
    });
    expect(checked.json()).toMatchObject({ is_winner: false });
    expect((await recordWin(p.hall.app, p.hallSession, id, winner!)).statusCode).toBe(200);
    return { id, winner: winner!, loser };
  }

  it('a game whose players claimed from their phones on the hall is applied', async () => {
    paired = await hallWithAllowance();
    const { winner } = await claimedGame(paired);
    await syncOnce(paired.hall.db);
    const winners = await paired.central.db.select().from(gameWinners);
    expect(winners.map((row) => row.cardNumber)).toEqual([winner]);
    expect(await paired.central.db.select().from(hallSyncIncidents)).toEqual([]);
  });

  it("a losing card's claim rewritten as a win is refused", async () => {
    paired = await hallWithAllowance();
    const { id, loser } = await claimedGame(paired);
    await rewriteOutbox(paired.hall.db, (kind, row) => {
      const data = row.data as Record<string, unknown> | undefined;
      if (kind !== 'game_event' || row.type !== 'claim' || data?.card_number !== loser)
        return false;
      row.data = { ...data, verdict: 'win', is_winner: true };
      return true;
    });
    await expectRefused(paired, id, new RegExp(`card ${loser}: win != no_win`));
  });
});
