import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { DEFAULT_GAME_LIMITS } from '../../../tests/support/game-limits';
import { createTestApp, type Session, type TestApp } from '../../../tests/support/test-app';
import { settingsFromEnv } from '../../settings';

let t: TestApp;
const BIRR = { notes: [200, 100, 50, 10, 5, 1], coins: [0.5, 0.25, 0.1, 0.05] };
let admin: Session;
let agent: Session;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://bingo.example.et' });
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  agent = await t.loginAs(await t.createUser({ role: 'agent' }));
});
afterAll(() => t.close());

describe('the public config', () => {
  it("answers the hall's public address and SPEC's dollar before any setting, without sign-in", async () => {
    const response = await call(t.app, 'GET', '/api/v1/public/config/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      public_url: 'https://bingo.example.et',
      currency: { code: 'USD', symbol: '$' },
      denominations: BIRR,
    });
  });

  it('follows the currency the admin sets (Birr)', async () => {
    const saved = await call(t.app, 'PUT', '/api/v1/admin/settings/', {
      as: admin,
      body: { currency: { code: 'ETB', symbol: 'Br' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      currency: { code: 'ETB', symbol: 'Br' },
      denominations: BIRR,
      game_limits: DEFAULT_GAME_LIMITS,
    });
    const config = await call(t.app, 'GET', '/api/v1/public/config/');
    expect(config.json().currency).toEqual({ code: 'ETB', symbol: 'Br' });
    const read = await call(t.app, 'GET', '/api/v1/admin/settings/', { as: admin });
    expect(read.json()).toEqual({
      currency: { code: 'ETB', symbol: 'Br' },
      denominations: BIRR,
      game_limits: DEFAULT_GAME_LIMITS,
    });
  });

  it("takes the platform's own notes and coins, keeping the currency, and refuses a bad list", async () => {
    const own = { notes: [100, 50, 20, 10, 5], coins: [2, 1, 0.5] };
    const saved = await call(t.app, 'PUT', '/api/v1/admin/settings/', {
      as: admin,
      body: { denominations: own },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      currency: { code: 'ETB', symbol: 'Br' },
      denominations: own,
      game_limits: DEFAULT_GAME_LIMITS,
    });
    expect((await call(t.app, 'GET', '/api/v1/public/config/')).json().denominations).toEqual(own);
    for (const bad of [
      { notes: [], coins: [1] },
      { notes: [10, 10], coins: [] },
      { notes: [10], coins: [10] },
      { notes: [-5], coins: [] },
      { notes: [0.001], coins: [] },
    ]) {
      const refused = await call(t.app, 'PUT', '/api/v1/admin/settings/', {
        as: admin,
        body: { denominations: bad },
      });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    await call(t.app, 'PUT', '/api/v1/admin/settings/', {
      as: admin,
      body: { denominations: BIRR },
    });
  });

  it('names the currency in the exports, whose amounts stay plain numbers', async () => {
    const csv = await call(t.app, 'GET', '/api/v1/reports/games/?format=csv', { as: admin });
    expect(csv.statusCode).toBe(200);
    const header = csv.body.split('\r\n')[0];
    expect(header).toContain('Bet amount (ETB)');
    expect(header).toContain('Platform fee (ETB)');
    expect(header).toContain('Game ID,');
  });

  it('lets only the admin change it, and refuses a code that is not three letters', async () => {
    const body = { currency: { code: 'EUR', symbol: '€' } };
    const byAgent = await call(t.app, 'PUT', '/api/v1/admin/settings/', { as: agent, body });
    expect(byAgent.statusCode).toBe(403);
    const anonymous = await call(t.app, 'PUT', '/api/v1/admin/settings/', { body });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call(t.app, 'PUT', '/api/v1/admin/settings/', {
      as: admin,
      body: { currency: { code: 'birr', symbol: 'Br' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTruthy();
    const config = await call(t.app, 'GET', '/api/v1/public/config/');
    expect(config.json().currency.code).toBe('ETB');
  });

  it("answers null without BINGO_PUBLIC_URL: the web then uses the page's origin", async () => {
    const bare = await createTestApp();
    try {
      const response = await call(bare.app, 'GET', '/api/v1/public/config/');
      expect(response.json().public_url).toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('BINGO_PUBLIC_URL', () => {
  it('is kept without its trailing slash and refused when it is not an http(s) address', () => {
    expect(settingsFromEnv({ BINGO_PUBLIC_URL: 'https://bingo.example.et/' }).publicUrl).toBe(
      'https://bingo.example.et',
    );
    expect(settingsFromEnv({}).publicUrl).toBeNull();
    expect(() => settingsFromEnv({ BINGO_PUBLIC_URL: 'bingo.example.et' })).toThrow(
      /BINGO_PUBLIC_URL/,
    );
  });
});
