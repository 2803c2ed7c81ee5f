import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../tests/support/api';
import { startGame } from '../tests/support/games';
import { stateSnapshot } from '../tests/support/money-snapshot';
import { appForFile } from '../tests/support/app-for-file';
import { type Session } from '../tests/support/test-app';

// One rule for every string a route reads: control characters are refused with 400 and a clear
// message, and every amount is checked in cents. Each case below answered 500 (or moved money).

const as = {} as Record<'admin' | 'agent' | 'cashier', Session>;
const ids = { agent: 0, cashier: 0, shop: 0, game: 0 };

const t = appForFile();
beforeAll(async () => {
  const agent = await t.createUser({ role: 'agent', balance: 100 });
  const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 50 });
  as.admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  as.agent = await t.loginAs(agent);
  as.cashier = await t.loginAs(cashier);
  ids.agent = agent.agentId!;
  ids.cashier = cashier.cashierId!;
  ids.shop = (await t.createShop(cashier, { cash: 5 })).id;
  ids.game = await startGame(t.app, as.cashier, { amount: 20, cards: [1, 2], card_value: 10 });
});

interface Case {
  label: string;
  who: keyof typeof as | null;
  method: HTTPMethods;
  path: () => string;
  body?: unknown;
}

const staff = { username: 'fresh-user', password: 'fresh-password', phone: '0911000000' };
const CONTROL = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];

const controlCases = (control: string): Case[] => [
  {
    label: 'username at login',
    who: null,
    method: 'POST',
    path: () => '/api/v1/auth/login/',
    body: { username: `admin${control}`, password: 'whatever' },
  },
  {
    label: 'username of a new agent',
    who: 'admin',
    method: 'POST',
    path: () => '/api/v1/admin/agents/',
    body: { ...staff, username: `agent${control}x` },
  },
  {
    label: 'password of a new cashier',
    who: 'agent',
    method: 'POST',
    path: () => '/api/v1/agents/create_cashier/',
    body: { ...staff, password: `pass${control}word`, amount_avalaible: 1 },
  },
  {
    label: 'shop name',
    who: 'cashier',
    method: 'POST',
    path: () => '/api/v1/cashiers/create_shop/',
    body: { name: `Shop${control}` },
  },
  {
    label: 'shop rename',
    who: 'cashier',
    method: 'PUT',
    path: () => `/api/v1/cashiers/shops/${ids.shop}/`,
    body: { name: `Shop${control}` },
  },
  {
    label: 'jackpot message',
    who: 'agent',
    method: 'POST',
    path: () => '/api/v1/agents/create_jackpot/',
    body: { amount: 1, shop_id: ids.shop, message: `Big${control}win` },
  },
  {
    label: 'search of the agents list',
    who: 'admin',
    method: 'GET',
    path: () => `/api/v1/admin/agents/?search=${encodeURIComponent(`a${control}`)}`,
  },
  {
    label: 'search of the games list',
    who: 'cashier',
    method: 'GET',
    path: () => `/api/v1/games/my_games/?search=${encodeURIComponent(control)}`,
  },
  {
    label: 'winner of a win record',
    who: 'cashier',
    method: 'POST',
    path: () => '/api/v1/cashiers/play_game/',
    body: { game_id: ids.game, card_number: 1, winner: `x${control}` },
  },
  {
    label: 'key of an object',
    who: 'cashier',
    method: 'POST',
    path: () => '/api/v1/cashiers/create_shop/',
    body: { name: 'Fine name', [`extra${control}`]: 1 },
  },
];

async function send(c: Case) {
  return call(t.app, c.method, c.path(), { as: c.who ? as[c.who] : null, body: c.body });
}

describe('control characters', () => {
  it.each(
    CONTROL.map((control) => [
      `U+${control.codePointAt(0)!.toString(16).padStart(4, '0')}`,
      control,
    ]),
  )(
    'refuses %s in every kind of string field with 400 and a clear message',
    async (_name, control) => {
      const before = await stateSnapshot(t.db);
      const wrong: string[] = [];
      for (const c of controlCases(control)) {
        const response = await send(c);
        const body = response.json();
        if (response.statusCode !== 400 || body.code !== 'control_characters')
          wrong.push(`${c.label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        else expect(body.error).toBe('Text must not contain control characters');
      }
      expect(wrong).toEqual([]);
      expect(await stateSnapshot(t.db)).toBe(before);
    },
  );

  it('names the field that holds the control character', async () => {
    const response = await call(t.app, 'POST', '/api/v1/cashiers/create_shop/', {
      as: as.cashier,
      body: { name: 'Bad\u0000name' },
    });
    expect(response.json().details).toEqual([
      {
        path: 'body.name',
        message: 'Text must not contain control characters',
        code: 'control_characters',
      },
    ]);
  });

  it('refuses a lone surrogate, which no text encoding can store', async () => {
    const response = await call(t.app, 'POST', '/api/v1/cashiers/create_shop/', {
      as: as.cashier,
      body: '{"name":"Shop \\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('control_characters');
  });

  it('keeps tabs and line breaks in a multi-line jackpot message', async () => {
    const response = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
      as: as.agent,
      body: { amount: 1, shop_id: ids.shop, message: 'Friday\n\tjackpot' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().jackpot.message).toBe('Friday\n\tjackpot');
  });
});

describe('amounts in cents', () => {
  const tiny = [1e-9, 1e-15, 0.001, 5e-324];
  const amountCases = (amount: number): Case[] => [
    {
      label: 'deposit',
      who: 'admin',
      method: 'POST',
      path: () => `/api/v1/admin/agents/${ids.agent}/deposit/`,
      body: { amount },
    },
    {
      label: 'transfer',
      who: 'agent',
      method: 'POST',
      path: () => `/api/v1/agents/cashiers/${ids.cashier}/transfer/`,
      body: { amount },
    },
    {
      label: 'withdrawal',
      who: 'agent',
      method: 'POST',
      path: () => `/api/v1/agents/cashiers/${ids.cashier}/transfer/`,
      body: { amount: -amount },
    },
    {
      label: 'opening balance of a cashier',
      who: 'agent',
      method: 'POST',
      path: () => '/api/v1/agents/create_cashier/',
      body: { ...staff, username: 'tiny-cashier', amount_avalaible: amount },
    },
    {
      label: 'shop cash',
      who: 'cashier',
      method: 'PUT',
      path: () => `/api/v1/cashiers/shops/${ids.shop}/`,
      body: { amount_avalaible: amount },
    },
    {
      label: 'game pool',
      who: 'cashier',
      method: 'POST',
      path: () => '/api/v1/cashiers/play_game/',
      body: { amount },
    },
    {
      label: 'jackpot',
      who: 'agent',
      method: 'POST',
      path: () => '/api/v1/agents/create_jackpot/',
      body: { amount, shop_id: ids.shop },
    },
  ];

  it.each(tiny.map((amount) => [amount]))(
    'refuses %s (below one cent) everywhere with 400, moving nothing',
    async (amount) => {
      const before = await stateSnapshot(t.db);
      const wrong: string[] = [];
      for (const c of amountCases(amount)) {
        const response = await send(c);
        if (response.statusCode !== 400)
          wrong.push(`${c.label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
      expect(await stateSnapshot(t.db)).toBe(before);
      expect(await t.checkLedger()).toEqual([]);
    },
  );

  it('refuses a game whose pool is 0', async () => {
    for (const body of [{ amount: 0 }, { amount: -0 }, { amount: 0, cards: [1], card_value: 0 }]) {
      const response = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
        as: as.cashier,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
