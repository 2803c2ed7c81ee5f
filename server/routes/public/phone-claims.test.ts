import { beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { call } from '../../../tests/support/api';
import { openEventStream, type SseMessage } from '../../../tests/support/event-stream-client';
import { appForFile } from '../../../tests/support/app-for-file';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop } from '../../../tests/support/test-app';

const t = appForFile({}, { checkLedger: true });
let session: Session;
let agentSession: Session;
let shop: TestShop;
const rowOnly = { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false };
const card7 = cardForNumber(7, 'standard');
const rowOf7 = (card7[1] as number[]).slice();
/** The balls on none of card 7's numbers. */
const offCards = Array.from({ length: 75 }, (_, i) => i + 1).filter(
  (n) => !card7.flat().includes(n),
);
const offCard = offCards[0]!;

const newGame = (shopId = shop.id) =>
  startGame(t.app, session, {
    amount: 240,
    cards: Array.from({ length: 24 }, (_, i) => i + 1),
    card_value: 10,
    shop_id: shopId,
    win_conditions: rowOnly,
  });
async function mark(id: number, numbers: number[]) {
  for (const number of numbers)
    expect((await gameCall(t.app, session, id, 'mark', { number, called: true })).statusCode).toBe(
      200,
    );
}
const setRules = (rules: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/v1/shops/${shop.id}/rules/`, {
    as: agentSession,
    body: { late_claims: 'allow', max_resets: 1, ...rules },
  });
/** The printed QR path of a card: /card/<shop>/<card>/<code>. */
async function pathOf(card: number, shopId = shop.id): Promise<string> {
  const links = await call(t.app, 'GET', `/api/v1/shops/${shopId}/card_links/?from=1&to=30`, {
    as: session,
  });
  return (links.json().results as { card_number: number; path: string }[]).find(
    (link) => link.card_number === card,
  )!.path;
}
const publicPath = (path: string) => `/api/v1/public/cards/${path.replace(/^\/card\//, '')}/`;
const claim = async (card: number) =>
  call(t.app, 'POST', `${publicPath(await pathOf(card))}claim/`);
const phoneView = async (card: number) =>
  (await call(t.app, 'GET', publicPath(await pathOf(card)))).json();
const check = async (id: number, card: number) =>
  (await gameCall(t.app, session, id, 'check', { card_number: card })).json();
const replayOf = async (id: number) =>
  (await call(t.app, 'GET', `/api/v1/games/${id}/record/`, { as: agentSession })).json().replay;
type Logged = { type: string; data: { card_number?: number } };
const claimsLogged = async (id: number): Promise<Logged[]> => {
  const history = await call(t.app, 'GET', `/api/v1/games/${id}/history/`, { as: agentSession });
  return (history.json().results as Logged[]).filter((event) => event.type === 'claim');
};
const agrees = { agrees: true, problems: [] };

beforeAll(async () => {
  const staff = await hallStaff(t, { cashierBalance: 5000 });
  ({ asCashier: session, asAgent: agentSession } = staff);
  shop = await t.createShop(staff.cashier);
});

describe("a claim from the card's phone page", () => {
  it('is stamped with the calls, waits once per card, pauses the caller and hears the check', async () => {
    await setRules({ claims_pause: true });
    const id = await newGame();
    expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
    // The draw is random: the balls marked by hand below are ones it did not call.
    const drawn = (await getGame(t.app, session, id)).called.map((ball) => ball.number);
    const notDrawn = (numbers: number[]) => numbers.find((n) => !drawn.includes(n))!;
    await mark(id, [notDrawn(offCards)]);
    const calls = (await getGame(t.app, session, id)).called_count;
    expect((await getGame(t.app, session, id)).state).toBe('calling');

    const sent = await claim(7);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().claim).toMatchObject({ card_number: 7, called_count: calls });
    // A second press answers the first: one claim waits, one event in the log.
    const again = await claim(7);
    expect(again.statusCode).toBe(200);
    expect(again.json().claim).toEqual(sent.json().claim);

    const game = await getGame(t.app, session, id);
    expect(game.state).toBe('paused');
    expect(game.pending_claims).toEqual([sent.json().claim]);
    expect((await gameCall(t.app, session, id, 'draw')).json().code).toBe('game_paused');
    expect((await phoneView(7)).game.claim).toEqual({ status: 'waiting', called_count: calls });
    // The players' claims were judged on these calls: no reset before the cashier checks them.
    const reset = await gameCall(t.app, session, id, 'reset', { reason: 'Wrong balls' });
    expect(reset.json()).toMatchObject({ code: 'claims_waiting', details: { card_numbers: [7] } });

    // The cashier checks it: no bingo; the phone hears the verdict; the claim no longer waits.
    expect(await check(id, 7)).toMatchObject({ is_winner: false });
    expect((await getGame(t.app, session, id)).pending_claims).toEqual([]);
    expect((await phoneView(7)).game.claim).toEqual({ status: 'no_win', called_count: calls });
    // Pressing again on the same balls is answered already; after the next ball it is a new claim.
    expect((await claim(7)).json().code).toBe('claim_answered');
    await mark(id, [notDrawn(rowOf7)]);
    expect((await claim(7)).statusCode).toBe(201);

    expect(await claimsLogged(id)).toHaveLength(2);
    expect(await replayOf(id)).toMatchObject(agrees);
  });

  it('is judged at the ball it came on: a check after more balls is not late', async () => {
    // Late claims refused, the caller not paused by claims: the cashier checks after a later ball.
    await setRules({ late_claims: 'refuse', claims_pause: false });
    const onTime = await newGame();
    await mark(onTime, rowOf7);
    expect((await claim(7)).statusCode).toBe(201);
    await mark(onTime, [offCard]);
    expect(await check(onTime, 7)).toMatchObject({ is_winner: true, verdict: 'win' });
    const won = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: session,
      body: { game_id: onTime, card_number: 7 },
    });
    expect(won.statusCode).toBe(200);
    expect(await replayOf(onTime)).toMatchObject(agrees);

    // The same card and balls without the phone's claim: the check after the later ball is late.
    const late = await newGame();
    await mark(late, [...rowOf7, offCard]);
    // A claim made only now is judged now: the phone launders no late claim.
    expect((await claim(7)).statusCode).toBe(201);
    expect(await check(late, 7)).toMatchObject({ is_winner: false, verdict: 'late' });
    await gameCall(t.app, session, late, 'cancel', { reason: 'Test over' });
    await setRules({ late_claims: 'allow', claims_pause: true });
  });

  it('is refused for a card not sold, a forged or borrowed code, before a ball and after the end', async () => {
    const id = await newGame();
    expect((await claim(7)).json().code).toBe('no_calls_yet');
    await mark(id, [offCard]);
    expect((await claim(30)).json()).toMatchObject({ code: 'claim_not_in_game' });
    const path = await pathOf(7);
    const code = path.split('/').at(-1)!;
    const forged = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    const post = (p: string) => call(t.app, 'POST', `${publicPath(p)}claim/`);
    expect((await post(path.replace(code, forged))).statusCode).toBe(404);
    const other = await t.createShop((await hallStaff(t)).cashier);
    expect((await post(path.replace(`/${shop.id}/`, `/${other.id}/`))).statusCode).toBe(404);
    // It teaches nothing of the order: the answer is the stamp and no more.
    const sent = await claim(7);
    expect(Object.keys(sent.json().claim).sort()).toEqual(['at', 'called_count', 'card_number']);
    await check(id, 7);
    await gameCall(t.app, session, id, 'cancel', { reason: 'Test over' });
    expect((await claim(7)).json()).toMatchObject({ code: 'claim_game_ended' });
  });

  it('in a flood, one claim per card is recorded, in the order they came, and the till still calls', async () => {
    const id = await newGame();
    expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
    const paths = await Promise.all([3, 5, 9].map((card) => pathOf(card)));
    const presses = paths.flatMap((path) =>
      Array.from({ length: 20 }, () => call(t.app, 'POST', `${publicPath(path)}claim/`)),
    );
    const answers = await Promise.all(presses);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.every((answer) => [200, 201].includes(answer.statusCode))).toBe(true);
    const game = await getGame(t.app, session, id);
    expect(game.pending_claims.map((c) => c.card_number).sort()).toEqual([3, 5, 9]);
    expect((await claimsLogged(id)).map((event) => event.data.card_number)).toEqual(
      game.pending_claims.map((c) => c.card_number),
    );
    // The caller paused once; the cashier may resume and call on while claims wait.
    expect(game.state).toBe('paused');
    expect((await gameCall(t.app, session, id, 'resume')).statusCode).toBe(200);
    expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
    for (const card of [3, 5, 9]) await check(id, card);
    expect((await getGame(t.app, session, id)).pending_claims).toEqual([]);
  });

  it("reaches the claiming card's own phone, not every phone of the game", async () => {
    const id = await newGame();
    expect((await gameCall(t.app, session, id, 'draw')).statusCode).toBe(200);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const token = (await phoneView(7)).game.verify_token as string;
    const feeds = await Promise.all(
      ['?card=7', '?card=5', ''].map((query) =>
        openEventStream(`http://127.0.0.1:${port}/api/v1/public/games/${token}/events/${query}`),
      ),
    );
    try {
      await Promise.all(feeds.map((feed) => feed.next((m) => m.event === 'snapshot')));
      for (const card of [7, 5]) expect((await claim(card)).statusCode).toBe(201);
      for (const card of [7, 5]) await check(id, card);
      expect((await gameCall(t.app, session, id, 'resume')).statusCode).toBe(200);
      await Promise.all(feeds.map((feed) => feed.next((m) => m.event === 'resume')));
      const heard = (feed: { messages: SseMessage[] }) =>
        feed.messages
          .filter((m) => m.event === 'claim' || m.event === 'check')
          .map((m) => `${m.event} ${JSON.parse(m.data!).data.card_number}`);
      const [seven, five, all] = feeds.map(heard);
      expect(seven).toEqual(['claim 7', 'check 7']);
      expect(five).toEqual(['claim 5', 'check 5']);
      // A page that names no card (the game's verify page) hears every claim.
      expect(all).toEqual(['claim 7', 'claim 5', 'check 7', 'check 5']);
    } finally {
      for (const feed of feeds) feed.close();
    }
  });
});
