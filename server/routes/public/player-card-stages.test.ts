import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { openEventStream } from '../../../tests/support/event-stream-client';
import { useGameFixture } from '../../../tests/support/game-fixture';
import { startGame } from '../../../tests/support/games';
import { numbersAt, patternGames } from '../games/win-patterns/pattern-games';

// Issue 38: a game in stages on the players' phones goes on after a stage is won, and every phone
// learns the stage's winners (card and pattern, never money), from its card answer and its feed.

const f = useGameFixture();
const { settings, callByHand, check } = patternGames(f);
const topRow = numbersAt([
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
]);

const pathOf = async (card: number) => {
  const links = await call(f.t.app, 'GET', `/api/v1/shops/${f.shop.id}/card_links/?from=1&to=5`, {
    as: f.session,
  });
  return (links.json().results as { card_number: number; path: string }[]).find(
    (link) => link.card_number === card,
  )!.path;
};
const open = async (card: number) =>
  (
    await call(
      f.t.app,
      'GET',
      `/api/v1/public/cards/${(await pathOf(card)).replace(/^\/card\//, '')}/`,
    )
  ).json();

describe('a game in stages on the phones', () => {
  it("keeps running after stage 1 and names its winner to every card's page and feed", async () => {
    const saved = await settings(f.session, {
      stages: [
        { patterns: ['one_line'], share_percent: 40 },
        { patterns: ['full_house'], share_percent: 60 },
      ],
      skip_unused: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = f.t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const id = await startGame(f.t.app, f.session, f.fullGame());
    const token = (await open(1)).game.verify_token as string;
    const stream = await openEventStream(`${base}/api/v1/public/games/${token}/events/`);
    try {
      await callByHand(id, topRow);
      expect(await check(id)).toMatchObject({ is_winner: true });
      const won = await call(f.t.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: f.session,
        body: { game_id: id, card_number: 1 },
      });
      expect(won.statusCode, won.body).toBe(200);

      const line = { key: 'one_line', name: expect.any(String) };
      const event = JSON.parse((await stream.next((m) => m.event === 'win')).data!);
      expect(event.data).toMatchObject({ card_number: 1, stage: 0, next_stage: 1, pattern: line });
      // Card 2's phone: the game runs on at stage 2, and stage 1's winner is card 1.
      expect((await open(2)).game).toMatchObject({
        status: 'running',
        stage: 1,
        wins: [{ stage: 0, card_number: 1, pattern: line }],
      });
      // A phone that joins now gets the same from the feed's snapshot.
      const late = await openEventStream(`${base}/api/v1/public/games/${token}/events/`);
      try {
        const snapshot = JSON.parse((await late.next((m) => m.event === 'snapshot')).data!);
        expect(snapshot.data).toMatchObject({
          status: 'running',
          stage: 1,
          wins: [{ stage: 0, card_number: 1, pattern: line }],
        });
        // A winner is its stage, card and pattern: nothing of its share or the staff.
        expect(Object.keys(snapshot.data.wins[0]).sort()).toEqual([
          'card_number',
          'pattern',
          'stage',
        ]);
      } finally {
        late.close();
      }
    } finally {
      stream.close();
    }
  });
});
