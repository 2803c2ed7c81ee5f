import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maskOfPicture } from '@core/bingo/patterns/grid-mask';
import { jackpots, shopPatterns, shops } from '../../db/schema';
import { call } from '../../../tests/support/api';
import { endGame, startGame } from '../../../tests/support/games';
import { setGameLimits } from '../../../tests/support/game-limits';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop, TestUser } from '../../../tests/support/test-app';

// Issue 35: the pattern floor (item 1), the patterns an agent allows (item 2), settings that
// can never be locked by a deleted pattern (finding 7). Decision 045.

const t = appForFile({}, { checkLedger: true });
let cashier: TestUser;
let till: Session;
let agentSession: Session;
let adminSession: Session;
let shop: TestShop;

const NONE = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };
const centreOnly = {
  name: 'Centre',
  class: 'fixed',
  masks: [maskOfPicture('...../...../..X../...../.....')],
};
const oneCell = { name: 'One Cell', class: 'fixed', masks: [1] };
const oneAnywhere = { name: 'Any Cell', class: 'anywhere', masks: [1] };
const settingsUrl = () => `/api/v1/shops/${shop.id}/game_settings/`;
const getSettings = (as: Session = till) => call(t.app, 'GET', settingsUrl(), { as });
const putSettings = (body: Record<string, unknown>, as: Session = till) =>
  call(t.app, 'PUT', settingsUrl(), { as, body });
const newPattern = (body: unknown, as: Session = till) =>
  call(t.app, 'POST', `/api/v1/shops/${shop.id}/patterns/`, { as, body });
const deletePattern = (id: number, as: Session = till) =>
  call(t.app, 'DELETE', `/api/v1/shops/${shop.id}/patterns/${id}/`, { as });
const setFloor = (min_pattern_numbers: number) =>
  setGameLimits(t.app, adminSession, { min_pattern_numbers });
const setLimits = (body: Record<string, unknown>, as: Session = agentSession) =>
  call(t.app, 'PUT', `/api/v1/shops/${shop.id}/limits/`, { as, body });
const startBody = () => ({
  shop_id: shop.id,
  amount: 30,
  cards: [1, 2, 3],
  card_value: 10,
  win_percentage: 80,
});
/** A start that must be accepted, and the game ended again. */
const startAndEnd = async () => endGame(t.app, till, await startGame(t.app, till, startBody()));
const start = () =>
  call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: till,
    body: startBody(),
  });

beforeAll(async () => {
  ({
    cashier,
    asCashier: till,
    asAgent: agentSession,
  } = await hallStaff(t, { cashierBalance: 5000 }));
  adminSession = await t.signIn({ role: 'admin' });
});
beforeEach(async () => {
  shop = await t.createShop(cashier);
});
afterEach(async () => {
  expect((await setFloor(4)).statusCode).toBe(200);
});

describe('the pattern floor (issue 35 item 1, finding 1)', () => {
  it('refuses a shop pattern that wins with the free centre or one number, in its words', async () => {
    // A one-cell shape anywhere may fall on the free centre: it needs no number at all.
    for (const [below, needs] of [
      [centreOnly, 0],
      [oneAnywhere, 0],
      [oneCell, 1],
    ] as const) {
      const made = await newPattern(below);
      expect(made.statusCode, made.body).toBe(422);
      expect(made.json()).toMatchObject({
        code: 'pattern_below_floor',
        details: [
          {
            path: 'masks',
            code: 'pattern_below_floor',
            params: { name: below.name, needs, floor: 4 },
          },
        ],
      });
      expect(made.json().details[0].message).toMatch(/can win with \d numbers.*at least 4/);
    }
    // Four numbers on the centre's row (the centre is free) meet the floor.
    const row = await newPattern({ name: 'Middle Row', class: 'fixed', masks: [0b11111 << 10] });
    expect(row.statusCode, row.body).toBe(201);
    // A change that brings it below the floor is refused too.
    const shrunk = await call(t.app, 'PUT', `/api/v1/shops/${shop.id}/patterns/${row.json().id}/`, {
      as: till,
      body: { name: 'Middle Row', class: 'fixed', masks: [0b111 << 11] },
    });
    expect(shrunk.statusCode).toBe(422);
    expect(shrunk.json().code).toBe('pattern_below_floor');
  });

  it("follows the admin's floor, and refuses at start a pattern saved before the floor rose", async () => {
    expect((await setFloor(1)).statusCode).toBe(200);
    const made = await newPattern(oneCell);
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await putSettings({ win_conditions: NONE, patterns: [made.json().key] })).statusCode,
    ).toBe(200);
    expect((await setFloor(4)).statusCode).toBe(200);
    const refused = await start();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'pattern_below_floor',
      details: [{ params: { name: 'One Cell', needs: 1, floor: 4 } }],
    });
    // Presets are held to it too: small_square needs 3 around the free centre.
    const square = await putSettings({ win_conditions: NONE, patterns: ['small_square'] });
    expect(square.statusCode).toBe(422);
    expect(square.json().code).toBe('pattern_below_floor');
    // Reading and other changes still work; choosing a pattern above the floor repairs it.
    expect((await getSettings()).statusCode).toBe(200);
    expect((await putSettings({ card_value: 10 })).statusCode).toBe(200);
    expect((await putSettings({ patterns: ['letter_x'] })).statusCode).toBe(200);
    await startAndEnd();
  });

  it('answers the floor on the admin settings and refuses one out of range', async () => {
    expect((await setFloor(6)).json().game_limits).toMatchObject({ min_pattern_numbers: 6 });
    expect((await setFloor(0)).statusCode).toBe(400);
    expect((await setFloor(25)).statusCode).toBe(400);
    const asAgent = await call(t.app, 'PUT', '/api/v1/admin/settings/', {
      as: agentSession,
      body: { game_limits: { min_pattern_numbers: 1 } },
    });
    expect(asAgent.statusCode).toBe(403);
  });
});

describe('the patterns the agent allows (issue 35 item 2)', () => {
  it("keep the cashier's choice among them, when saved and at start", async () => {
    const allowed = await setLimits({ allowed_patterns: ['row_or_column', 'letter_x'] });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().allowed_patterns).toEqual(['row_or_column', 'letter_x']);
    // SPEC's default conditions play four corners and diagonals: not allowed.
    const refused = await putSettings({
      win_conditions: { ...NONE, anyLine: true, diagonal: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'pattern_not_allowed',
      details: [{ code: 'pattern_not_allowed', params: { keys: 'diagonal' } }],
    });
    expect((await putSettings({ win_conditions: NONE, patterns: ['letter_x'] })).statusCode).toBe(
      200,
    );
    // The agent narrows the list after the cashier chose: the start says why it is refused.
    expect((await setLimits({ allowed_patterns: ['row_or_column'] })).statusCode).toBe(200);
    const atStart = await start();
    expect(atStart.statusCode).toBe(422);
    expect(atStart.json()).toMatchObject({ code: 'pattern_not_allowed' });
    expect((await getSettings()).json().limits.allowed_patterns).toEqual(['row_or_column']);
    // The cashier cannot widen it; an unknown key is refused; null allows every pattern again.
    expect((await setLimits({ allowed_patterns: null }, till)).statusCode).toBe(403);
    const unknown = await setLimits({ allowed_patterns: ['custom-999999'] });
    expect(unknown.json().code).toBe('unknown_pattern');
    expect((await setLimits({ allowed_patterns: null })).statusCode).toBe(200);
    await startAndEnd();
  });
});

describe('settings never locked (issue 35 finding 7)', () => {
  const mine = {
    name: 'Big X',
    class: 'fixed',
    masks: [maskOfPicture('X...X/.X.X./...../.X.X./X...X')],
  };

  it('a pattern in use cannot be deleted: 409 naming where it is used', async () => {
    const made = (await newPattern(mine)).json() as { id: number; key: string };
    const stages = [
      { patterns: [made.key], share_percent: 50 },
      { patterns: ['full_house'], share_percent: 50 },
    ];
    expect((await putSettings({ stages, patterns: [made.key] })).statusCode).toBe(200);
    expect((await setLimits({ allowed_patterns: [made.key, 'full_house'] })).statusCode).toBe(200);
    const [jackpot] = await t.db
      .insert(jackpots)
      .values({
        agentId: cashier.agentId!,
        shopId: shop.id,
        jackpotType: 'cumulative',
        patterns: [made.key],
      })
      .returning({ id: jackpots.id });
    const refused = await deletePattern(made.id, agentSession);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'pattern_in_use' });
    expect(refused.json().details.map((d: { path: string }) => d.path)).toEqual([
      'patterns',
      'stages',
      'allowed_patterns',
      'jackpots',
    ]);
    expect(refused.json().details[3].params).toEqual({
      place: 'jackpots',
      name: 'Big X',
      id: jackpot!.id,
    });
    // Taken out of every place, it can go; the settings still read.
    await t.db.update(jackpots).set({ paidAt: new Date() }).where(eq(jackpots.id, jackpot!.id));
    expect((await setLimits({ allowed_patterns: null })).statusCode).toBe(200);
    expect((await putSettings({ stages: null, patterns: [] })).statusCode).toBe(200);
    expect((await deletePattern(made.id)).statusCode).toBe(204);
    expect((await getSettings()).statusCode).toBe(200);
  });

  it('a shop whose stages name a pattern deleted before (old data) still reads, saves and starts', async () => {
    const made = (await newPattern(mine)).json() as { id: number; key: string };
    const stages = [
      { patterns: [made.key], share_percent: 40 },
      { patterns: ['full_house'], share_percent: 60 },
    ];
    expect((await putSettings({ stages })).statusCode).toBe(200);
    // What today's data may hold: the pattern deleted while the stages still name it.
    await t.db
      .update(shopPatterns)
      .set({ deletedAt: new Date() })
      .where(eq(shopPatterns.id, made.id));
    for (const as of [till, agentSession, adminSession]) {
      const read = await getSettings(as);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ stages, missing_patterns: [made.key] });
    }
    // The start says what to do, in words, instead of an unknown pattern.
    const refused = await start();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'settings_pattern_missing',
      details: [{ params: { keys: made.key } }],
    });
    // Any save repairs it: the stages that lost a pattern leave with it.
    const saved = await putSettings({ card_value: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ stages: null, missing_patterns: [] });
    const [row] = await t.db
      .select({ stages: shops.stages })
      .from(shops)
      .where(eq(shops.id, shop.id));
    expect(row!.stages).toBeNull();
    await startAndEnd();
  });
});
