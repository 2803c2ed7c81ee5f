import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { getGame, startGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestShop, TestUser } from '../../../tests/support/test-app';

const t = appForFile({}, { checkLedger: true });
let cashier: TestUser;
let till1: Session;
let till2: Session;
let agentSession: Session;
let otherAgentSession: Session;
let otherCashierSession: Session;
let adminSession: Session;
let shop: TestShop;

const settingsUrl = (id: number) => `/api/v1/shops/${id}/game_settings/`;
const getSettings = (as: Session, id = shop.id) => call(t.app, 'GET', settingsUrl(id), { as });
const putSettings = (as: Session, body: Record<string, unknown>, id = shop.id) =>
  call(t.app, 'PUT', settingsUrl(id), { as, body });
const setRules = (as: Session, body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/v1/shops/${shop.id}/rules/`, { as, body });
const start = (as: Session, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/cashiers/play_game/', { as, body: { shop_id: shop.id, ...body } });
const cards = [1, 2, 3];
const rowOnly = { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false };
const quickSettings = {
  call_interval: 12,
  mode: 'quick',
  win_conditions: rowOnly,
  card_value: 20,
  win_percentage: 70,
  auto_start: true,
  voice_language: 'am',
};

beforeAll(async () => {
  // Two logins of one cashier: two tills of the hall.
  ({
    cashier,
    asCashier: till1,
    asAgent: agentSession,
  } = await hallStaff(t, { cashierBalance: 5000 }));
  till2 = await t.loginAs(cashier);
  const other = await hallStaff(t);
  ({ asAgent: otherAgentSession, asCashier: otherCashierSession } = other);
  adminSession = await t.signIn({ role: 'admin' });
});
// A shop of its own for each test: one game per shop at most, as a hall runs them.
beforeEach(async () => {
  shop = await t.createShop(cashier);
});

describe("a shop's game settings", () => {
  it('start at SPEC defaults and carry their limits', async () => {
    const read = await getSettings(till1);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      shop_id: shop.id,
      call_interval: 6,
      mode: 'standard',
      win_conditions: { anyLine: true, fourCorners: true, fullHouse: false, diagonal: true },
      card_value: 10,
      win_percentage: 80,
      auto_start: false,
      voice_language: 'en',
      patterns: [],
      skip_unused: false,
      stages: null,
      plan: {
        patterns: [
          expect.objectContaining({ key: 'row_or_column', class: 'fixed', k: 1 }),
          expect.objectContaining({ key: 'four_corners', masks: [0x1100011] }),
          expect.objectContaining({ key: 'diagonal', masks: [0x1041041, 0x0111110] }),
        ],
        skip_unused: false,
      },
      missing_patterns: [],
      limits: {
        max_win_percentage: 100,
        win_percentage_min: 1,
        card_value_min: 1,
        card_value_max: 1000,
        call_intervals: [3, 4, 5, 6, 8, 10, 12, 15, 20],
        max_prize: null,
        max_card_value: null,
        max_cards_per_game: null,
        min_seconds_between_games: 0,
        allowed_patterns: null,
        min_pattern_numbers: 4,
      },
    });
  });

  it("are another tenant's 404, for reading and for writing", async () => {
    for (const as of [otherAgentSession, otherCashierSession]) {
      expect((await getSettings(as)).statusCode).toBe(404);
      expect((await putSettings(as, { call_interval: 3 })).statusCode).toBe(404);
    }
    expect((await getSettings(till1, 999_999)).statusCode).toBe(404);
    expect((await getSettings(agentSession)).statusCode).toBe(200);
    expect((await getSettings(adminSession)).statusCode).toBe(200);
  });

  it('refuse values outside SPEC options', async () => {
    for (const body of [
      { call_interval: 7 },
      { mode: 'blitz' },
      { card_value: 0 },
      { card_value: 1001 },
      { win_percentage: 101 },
      { voice_language: 'de' },
      { patterns: ['letter_x', 'letter_x'] },
      { skip_unused: 'yes' },
    ]) {
      expect((await putSettings(till1, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuse a shop where nothing would win, and a pattern that is not a preset or its own', async () => {
    const before = (await getSettings(till1)).json();
    const none = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };
    const nothing = await putSettings(till1, { win_conditions: none });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().code).toBe('no_win_pattern');
    const unknown = await putSettings(till1, { patterns: ['letter_x', 'custom-999999', 'zigzag'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'unknown_pattern' });
    // Nothing was saved by the refused writes.
    expect((await getSettings(till1)).json()).toEqual(before);
    // The switches may all be off when the shop plays another pattern.
    const xOnly = await putSettings(till1, { win_conditions: none, patterns: ['letter_x'] });
    expect(xOnly.statusCode).toBe(200);
    expect(xOnly.json().plan.patterns.map((p: { key: string }) => p.key)).toEqual(['letter_x']);
    await putSettings(till1, { win_conditions: before.win_conditions, patterns: [] });
  });

  it('saved on one till apply to a start made on the other', async () => {
    const saved = await putSettings(till1, quickSettings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(quickSettings);
    expect((await getSettings(till2)).json()).toMatchObject(quickSettings);
    const id = await startGame(t.app, till2, { amount: 60, cards, shop_id: shop.id });
    expect(await getGame(t.app, till2, id)).toMatchObject({
      mode: 'quick',
      max_number: 50,
      win_conditions: rowOnly,
      card_value: 20,
      win_percentage: 70,
      call_interval: 12,
      auto_start: true,
      voice_language: 'am',
    });
  });

  it("leave a field left out as it is, and let SPEC's bare start keep 50% with the shop's mode", async () => {
    await putSettings(till1, quickSettings);
    expect((await putSettings(till1, { call_interval: 4 })).json()).toMatchObject({
      ...quickSettings,
      call_interval: 4,
    });
    const id = await startGame(t.app, till1, { amount: 100, shop_id: shop.id });
    expect(await getGame(t.app, till1, id)).toMatchObject({
      mode: 'quick',
      win_conditions: rowOnly,
      win_percentage: 50,
      call_interval: 4,
    });
  });

  it('stay with a game as it started when the shop changes them', async () => {
    await putSettings(till1, quickSettings);
    const id = await startGame(t.app, till1, { amount: 60, cards, shop_id: shop.id });
    await putSettings(till2, {
      call_interval: 3,
      mode: 'marathon',
      win_conditions: { anyLine: false, fourCorners: false, fullHouse: true, diagonal: false },
      voice_language: 'fr',
      auto_start: false,
      win_percentage: 90,
    });
    expect(await getGame(t.app, till1, id)).toMatchObject({
      mode: 'quick',
      win_conditions: rowOnly,
      win_percentage: 70,
      call_interval: 12,
      auto_start: true,
      voice_language: 'am',
    });
  });
});

describe("the agent's highest win percentage", () => {
  it('is set by the agent or an admin, never by the cashier', async () => {
    expect(
      (await setRules(till1, { late_claims: 'allow', max_resets: 1, max_win_percentage: 100 }))
        .statusCode,
    ).toBe(403);
    const set = await setRules(agentSession, {
      late_claims: 'allow',
      max_resets: 1,
      max_win_percentage: 60,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ max_win_percentage: 60 });
    expect(
      (await setRules(agentSession, { late_claims: 'allow', max_resets: 1, max_win_percentage: 0 }))
        .statusCode,
    ).toBe(400);
    // Left out: unchanged.
    await setRules(adminSession, { late_claims: 'refuse', max_resets: 1 });
    expect((await getSettings(till1)).json().limits.max_win_percentage).toBe(60);
  });

  it('refuses a PUT over it with a field code naming the limit', async () => {
    await putSettings(till1, { win_percentage: 50 });
    await setRules(agentSession, { late_claims: 'allow', max_resets: 1, max_win_percentage: 60 });
    const refused = await putSettings(till1, { win_percentage: 61, call_interval: 3 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'win_percentage_above_limit',
      details: [
        { path: 'win_percentage', code: 'win_percentage_above_limit', params: { max: 60 } },
      ],
    });
    expect(refused.json().details[0].message).toContain('60');
    // Nothing of the refused change was kept.
    expect((await getSettings(till1)).json()).toMatchObject({ win_percentage: 50 });
    expect((await putSettings(till1, { win_percentage: 60 })).statusCode).toBe(200);
  });

  it('refuses a start that names a win percentage over it', async () => {
    await setRules(agentSession, { late_claims: 'allow', max_resets: 1, max_win_percentage: 60 });
    const refused = await start(till1, { amount: 30, cards, card_value: 10, win_percentage: 80 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'win_percentage_above_limit' });
    expect(
      (await start(till1, { amount: 30, cards, card_value: 10, win_percentage: 60 })).statusCode,
    ).toBe(201);
  });

  it("lowered below the shop's win percentage brings it down", async () => {
    await putSettings(till1, { win_percentage: 90 });
    await setRules(agentSession, { late_claims: 'allow', max_resets: 1, max_win_percentage: 40 });
    expect((await getSettings(till1)).json()).toMatchObject({ win_percentage: 40 });
    const bare = await startGame(t.app, till1, { amount: 100, shop_id: shop.id });
    expect(await getGame(t.app, till1, bare)).toMatchObject({ win_percentage: 40 });
  });
});
