import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText } from '@core/bingo/card-validation';
import { call } from '../tests/support/api';
import { startGame } from '../tests/support/games';
import { stateSnapshot } from '../tests/support/money-snapshot';
import { appForFile } from '../tests/support/app-for-file';
import { type Session } from '../tests/support/test-app';

// Bad input on every endpoint that takes input: a 4xx JSON error, never a 5xx, nothing changed.

type Caller = 'anonymous' | 'admin' | 'agent' | 'cashier';
interface BadRequest {
  as: Caller;
  method: HTTPMethods;
  /** `:agent`, `:cashier`, `:shop`, `:game` and `:jackpot` stand for the caller's own objects. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
}

const HUGE = 'x'.repeat(20_000);
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '%20', 'null'];
// core's idParamsSchema coerces like Number(): these name ids that do not exist here.
const UNKNOWN_IDS = ['999999', '1e6', '0x100000'];
const VALID_GRID = cardToText(cardForNumber(1)).map((row) => [...row]);
const staff = { username: 'valid-user', password: 'valid-password', phone: '0911000000' };

const badIds = (as: Caller, method: HTTPMethods, template: string, body?: unknown) => [
  ...BAD_IDS.map((id) => ({ as, method, path: template.replace(/:\w+/, id), body, status: 400 })),
  ...UNKNOWN_IDS.map((id) => ({
    as,
    method,
    path: template.replace(/:\w+/, id),
    body,
    status: 404,
  })),
];

const bodies = (as: Caller, method: HTTPMethods, path: string, list: unknown[], status = 400) =>
  list.map((body) => ({ as, method, path, body, status }));

const BAD: BadRequest[] = [
  ...bodies('anonymous', 'POST', '/api/v1/auth/login/', [
    {},
    { username: 5, password: 'x' },
    { username: HUGE, password: 'x' },
    { username: 'a', password: HUGE },
    '[]',
    'null',
    '{"username":',
  ]),
  ...bodies('anonymous', 'POST', '/api/v1/auth/refresh/', [{}, { refresh: 5 }, { refresh: HUGE }]),
  ...bodies('anonymous', 'POST', '/api/v1/auth/logout/', [{}, { refresh: null }]),

  ...[
    'page=abc',
    'page=0',
    'page=-1',
    'page_size=7',
    'page_size=abc',
    `search=${HUGE.slice(0, 101)}`,
  ].map((q) => ({
    as: 'admin' as const,
    method: 'GET' as const,
    path: `/api/v1/admin/agents/?${q}`,
    status: 400,
  })),
  ...bodies('admin', 'POST', '/api/v1/admin/agents/', [
    {},
    { ...staff, username: 123 },
    { ...staff, username: 'ab' },
    { ...staff, username: HUGE },
    { ...staff, username: 'no spaces allowed' },
    { ...staff, password: 'short' },
    { ...staff, password: HUGE },
    { ...staff, phone: 'call me' },
    { ...staff, phone: HUGE },
    { username: staff.username, password: staff.password },
    '[]',
    'null',
    '{not json',
  ]),
  {
    as: 'admin',
    method: 'POST',
    path: '/api/v1/admin/agents/',
    body: 'x'.repeat(2_000_000),
    status: 413,
  },
  ...badIds('admin', 'PUT', '/api/v1/admin/agents/:agent/', { phone: '0911' }),
  ...bodies('admin', 'PUT', '/api/v1/admin/agents/:agent/', [
    { phone: 12 },
    { phone: '' },
    { is_active: 'yes' },
    { password: 'short' },
    '"text"',
  ]),
  ...badIds('admin', 'POST', '/api/v1/admin/agents/:agent/deposit/', { amount: 1 }),
  ...bodies('admin', 'POST', '/api/v1/admin/agents/:agent/deposit/', [
    {},
    { amount: '10' },
    { amount: -1 },
    { amount: 0 },
    { amount: 1.005 },
    { amount: 0.001 },
    { amount: 1e12 },
    { amount: 1e308 },
    { amount: null },
    { amount: true },
    { amount: [1] },
  ]),
  {
    as: 'admin',
    method: 'POST',
    path: '/api/v1/admin/agents/:agent/deposit/',
    body: { amount: 1 },
    headers: { 'Idempotency-Key': HUGE.slice(0, 200) },
    status: 400,
  },

  ...bodies('agent', 'POST', '/api/v1/agents/create_cashier/', [
    {},
    { ...staff },
    { ...staff, amount_avalaible: -1 },
    { ...staff, amount_avalaible: 1.001 },
    { ...staff, amount_avalaible: '5' },
    { ...staff, amount_avalaible: 2e9 },
    { ...staff, username: HUGE, amount_avalaible: 1 },
    { ...staff, phone: HUGE, amount_avalaible: 1 },
    { username: 'x', amount_avalaible: 1 },
  ]),
  ...bodies(
    'agent',
    'POST',
    '/api/v1/agents/create_cashier/',
    [{ ...staff, amount_avalaible: 999_999 }],
    409,
  ),
  ...badIds('agent', 'DELETE', '/api/v1/agents/cashiers/:cashier/'),
  ...badIds('agent', 'PUT', '/api/v1/agents/cashiers/:cashier/', { phone: '0911' }),
  ...bodies('agent', 'PUT', '/api/v1/agents/cashiers/:cashier/', [
    { fee_percent: 101 },
    { fee_percent: -1 },
    { fee_percent: 1.5 },
    { fee_percent: '20' },
    { is_active: 'no' },
    { password: 'short' },
    { phone: HUGE },
  ]),
  ...badIds('agent', 'POST', '/api/v1/agents/cashiers/:cashier/transfer/', { amount: 1 }),
  ...bodies('agent', 'POST', '/api/v1/agents/cashiers/:cashier/transfer/', [
    {},
    { amount: 0 },
    { amount: 0.001 },
    { amount: -0.001 },
    { amount: '1' },
    { amount: 1e10 },
    { amount: -1e10 },
    { amount: null },
  ]),
  ...bodies(
    'agent',
    'POST',
    '/api/v1/agents/cashiers/:cashier/transfer/',
    [{ amount: 999_999 }, { amount: -999_999 }],
    409,
  ),

  ...bodies('cashier', 'POST', '/api/v1/cashiers/create_shop/', [
    {},
    { name: '' },
    { name: '   ' },
    { name: 5 },
    { name: HUGE },
    '[]',
  ]),
  ...badIds('cashier', 'PUT', '/api/v1/cashiers/shops/:shop/', { name: 'x' }),
  ...bodies('cashier', 'PUT', '/api/v1/cashiers/shops/:shop/', [
    { amount_avalaible: -1 },
    { amount_avalaible: 1.234 },
    { amount_avalaible: '5' },
    { amount_avalaible: 2e9 },
    { name: '' },
    { name: HUGE },
    { is_active: 1 },
  ]),
  ...badIds('cashier', 'DELETE', '/api/v1/cashiers/shops/:shop/delete/'),

  ...bodies('cashier', 'POST', '/api/v1/cashiers/play_game/', [
    { amount: -1 },
    { amount: 0 },
    { amount: '10' },
    { amount: 1.001 },
    { amount: 1e12 },
    { amount: 10, cards: [1, 1] },
    { amount: 10, cards: [] },
    { amount: 10, cards: [0] },
    { amount: 10, cards: [10_001] },
    { amount: 10, cards: 'all' },
    { amount: 10, card_value: 0 },
    { amount: 10, card_value: 1001 },
    { amount: 10, win_percentage: 0 },
    { amount: 10, win_percentage: 101 },
    { amount: 10, win_percentage: 50.5 },
    { amount: 10, mode: 'turbo' },
    { amount: 10, shop_id: 'x' },
    {
      amount: 10,
      win_conditions: { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false },
    },
    { card_number: 0 },
    { card_number: 'seven' },
    { game_id: -1 },
    '[]',
    'null',
  ]),
  ...bodies(
    'cashier',
    'POST',
    '/api/v1/cashiers/play_game/',
    [
      { amount: 30, cards: [1, 2], card_value: 10 },
      { winner: 'nobody' },
      { game_id: 1, card_number: 1, grid: [['1']] },
      { game_id: 1, card_number: 1, grid: 'saved' },
    ],
    422,
  ),
  ...bodies(
    'cashier',
    'POST',
    '/api/v1/cashiers/play_game/',
    [{ amount: 10, shop_id: 999_999 }],
    404,
  ),
  ...bodies('cashier', 'POST', '/api/v1/cashiers/play_game/', [{ amount: 999_999 }], 409),

  ...['status=won', 'limit=0', 'limit=1001', 'limit=abc', `search=${HUGE.slice(0, 101)}`].map(
    (q) => ({
      as: 'cashier' as const,
      method: 'GET' as const,
      path: `/api/v1/games/my_games/?${q}`,
      status: 400,
    }),
  ),
  ...[
    'page_size=15',
    'page=0',
    'page=abc',
    'status=won',
    'date_from=2026-02-30',
    'date_from=2026-03-10&date_to=2026-03-01',
    'cursor=not-a-cursor',
    'format=pdf',
    'agent_id=-1',
    `search=${HUGE.slice(0, 101)}`,
  ].map((q) => ({
    as: 'admin' as const,
    method: 'GET' as const,
    path: `/api/v1/reports/games/?${q}`,
    status: 400,
  })),
  ...['is_active=yes', 'page_size=0', 'cashier_id=x'].map((q) => ({
    as: 'agent' as const,
    method: 'GET' as const,
    path: `/api/v1/reports/shops/?${q}`,
    status: 400,
  })),
  ...['jackpot_type=standard', 'is_active=1'].map((q) => ({
    as: 'agent' as const,
    method: 'GET' as const,
    path: `/api/v1/reports/jackpots/?${q}`,
    status: 400,
  })),
  ...['date_to=yesterday', 'shop_id=0'].map((q) => ({
    as: 'cashier' as const,
    method: 'GET' as const,
    path: `/api/v1/reports/cashier-dashboard/?${q}`,
    status: 400,
  })),
  ...badIds('cashier', 'GET', '/api/v1/games/:game/'),
  ...badIds('cashier', 'GET', '/api/v1/games/:game/verify/'),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/draw/'),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/pause/'),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/resume/'),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/reset/', { reason: 'Machine jammed' }),
  ...bodies('cashier', 'POST', '/api/v1/games/:game/reset/', [
    {},
    { reason: '' },
    { reason: '  a ' },
    { reason: HUGE.slice(0, 201) },
    { reason: 7 },
  ]),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/cancel/'),
  ...bodies('cashier', 'POST', '/api/v1/games/:game/cancel/', [{ reason: 'x' }]),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/close/', { reason: 'Power cut' }),
  ...bodies('cashier', 'POST', '/api/v1/games/:game/close/', [{}, { reason: '' }]),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/block/', { card_number: 1 }),
  ...bodies('cashier', 'POST', '/api/v1/games/:game/block/', [{}, { card_number: 0 }]),
  ...badIds('cashier', 'GET', '/api/v1/games/:game/history/'),
  ...badIds('cashier', 'GET', '/api/v1/games/:game/record/'),
  ...['page=0', 'page=x', 'page_size=0', 'page_size=501'].map((q) => ({
    as: 'cashier' as const,
    method: 'GET' as const,
    path: `/api/v1/games/:game/history/?${q}`,
    status: 400,
  })),
  ...badIds('agent', 'GET', '/api/v1/shops/:shop/rules/'),
  ...badIds('agent', 'GET', '/api/v1/shops/:shop/last_games/'),
  ...badIds('agent', 'PUT', '/api/v1/shops/:shop/rules/', { late_claims: 'allow', max_resets: 1 }),
  ...bodies('agent', 'PUT', '/api/v1/shops/:shop/rules/', [
    {},
    { late_claims: 'allow' },
    { late_claims: 'maybe', max_resets: 1 },
    { late_claims: 'refuse', max_resets: 6 },
    { late_claims: 'refuse', max_resets: -1 },
    { late_claims: 'refuse', max_resets: 1.5 },
    { late_claims: 'refuse', max_resets: null },
  ]),
  ...['1', 'ABCDEF0123456789', '0123456789abcdef0', 'zzzzzzzzzzzzzzzz'].map((token) => ({
    as: 'cashier' as const,
    method: 'GET' as const,
    path: `/api/v1/public/verify/${token}/`,
    status: 400,
  })),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/mark/', { number: 5, called: true }),
  ...bodies('cashier', 'POST', '/api/v1/games/:game/mark/', [
    {},
    { number: 0, called: true },
    { number: 101, called: true },
    { number: 5.5, called: true },
    { number: '5', called: true },
    { number: 5 },
    { number: 5, called: 'yes' },
  ]),
  ...bodies('cashier', 'POST', '/api/v1/games/:game/mark/', [{ number: 90, called: true }], 422),
  ...badIds('cashier', 'POST', '/api/v1/games/:game/check/', { card_number: 1 }),
  ...bodies('cashier', 'POST', '/api/v1/games/:game/check/', [
    {},
    { card_number: 0 },
    { card_number: 'one' },
  ]),
  // A grid is never judged: whatever its shape, a check that sends one is refused.
  ...bodies(
    'cashier',
    'POST',
    '/api/v1/games/:game/check/',
    [
      { card_number: 99 },
      { card_number: 1, grid: 'saved' },
      { card_number: 1, grid: [[]] },
      { card_number: 1, grid: Array(5).fill(Array(5).fill(HUGE.slice(0, 17))) },
    ],
    422,
  ),
  ...badIds('cashier', 'GET', '/api/v1/games/:game/cards/'),
  ...badIds('cashier', 'GET', '/api/v1/shops/:shop/cards/standard/'),
  ...['turbo', 'STANDARD', '75'].map((mode) => ({
    as: 'cashier' as const,
    method: 'GET' as const,
    path: `/api/v1/shops/:shop/cards/${mode}/`,
    status: 400,
  })),
  ...['0', '10001', 'x', '1.5'].map((n) => ({
    as: 'cashier' as const,
    method: 'PUT' as const,
    path: `/api/v1/shops/:shop/cards/standard/${n}/`,
    body: { name: 'x', grid: VALID_GRID },
    status: 400,
  })),
  ...bodies('cashier', 'POST', '/api/v1/shops/:shop/cards/standard/', [
    {},
    { card_number: 1, name: 'Card 1' },
    { card_number: 1, name: '', grid: VALID_GRID },
    { card_number: 1, name: HUGE.slice(0, 101), grid: VALID_GRID },
    { card_number: 1, name: 'Card 1', grid: [['1']] },
    { card_number: 1, name: 'Card 1', grid: Array(5).fill(Array(5).fill(HUGE.slice(0, 17))) },
    { card_number: 1, name: 'Card 1', grid: Array(5).fill(Array(5).fill(7)) },
    { card_number: '1', name: 'Card 1', grid: VALID_GRID },
  ]),
  ...bodies(
    'cashier',
    'POST',
    '/api/v1/shops/:shop/cards/standard/',
    [
      { card_number: 1, name: 'Card 1', grid: Array(5).fill(Array(5).fill('*')) },
      { card_number: 1, name: 'Card 1', grid: Array(5).fill(Array(5).fill('99')) },
    ],
    422,
  ),
  ...bodies('cashier', 'POST', '/api/v1/shops/:shop/cards/standard/import/', [
    {},
    { cards: [] },
    { cards: 'all' },
    { cards: [{ card_number: 1 }] },
    { cards: Array(10_001).fill({ card_number: 1, grid: VALID_GRID }) },
  ]),
  ...bodies(
    'cashier',
    'POST',
    '/api/v1/shops/:shop/cards/standard/import/',
    [
      {
        cards: [
          { card_number: 1, grid: VALID_GRID },
          { card_number: 1, grid: VALID_GRID },
        ],
      },
    ],
    422,
  ),
  ...bodies(
    'cashier',
    'PUT',
    '/api/v1/shops/:shop/cards/standard/5/',
    [{ name: 'x', grid: VALID_GRID }],
    404,
  ),
  ...bodies('cashier', 'POST', '/api/v1/shops/:shop/cards/standard/restore/', [undefined], 409),
  ...['game_id=abc', 'game_id=0', 'game_id=-3'].map((q) => ({
    as: 'cashier' as const,
    method: 'GET' as const,
    path: `/api/v1/agents/is_jackpot_happen?${q}`,
    status: 400,
  })),
  {
    as: 'cashier',
    method: 'GET',
    path: '/api/v1/agents/is_jackpot_happen?game_id=999999',
    status: 404,
  },

  ...bodies('agent', 'POST', '/api/v1/agents/create_jackpot/', [
    {},
    { amount: 1 },
    { amount: -1, shop_id: 1 },
    { amount: 1.001, shop_id: 1 },
    { amount: 1, shop_id: 'x' },
    { amount: 1, shop_id: 1, jackpot_type: 'weekly' },
    { amount: 1, shop_id: 1, frequency: 0 },
    { amount: 1, shop_id: 1, call_limit: 0 },
    { amount: 1, shop_id: 1, bonus_amount: -1 },
    { amount: 1, shop_id: 1, start_date: 'tomorrow' },
    { amount: 1, shop_id: 1, start_date: '2026-02-02', end_date: '2026-02-01' },
    { amount: 1, shop_id: 1, message: HUGE },
  ]),
  ...bodies(
    'agent',
    'POST',
    '/api/v1/agents/create_jackpot/',
    [{ amount: 1, shop_id: 999_999 }],
    404,
  ),
  ...badIds('agent', 'PUT', '/api/v1/agents/jackpots/:jackpot/', { is_active: false }),
  ...bodies('agent', 'PUT', '/api/v1/agents/jackpots/:jackpot/', [{}, { is_active: 'no' }]),
];

const sessions = {} as Record<Exclude<Caller, 'anonymous'>, Session>;
const ids = { agent: 0, cashier: 0, shop: 0, game: 0, jackpot: 0 };
const t = appForFile();
beforeAll(async () => {
  const agent = await t.createUser({ role: 'agent', balance: 100 });
  const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 10 });
  sessions.admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  sessions.agent = await t.loginAs(agent);
  sessions.cashier = await t.loginAs(cashier);
  ids.agent = agent.agentId!;
  ids.cashier = cashier.cashierId!;
  ids.shop = (await t.createShop(cashier, { cash: 5 })).id;
  ids.game = await startGame(t.app, sessions.cashier, {
    amount: 20,
    cards: [1, 2],
    card_value: 10,
    shop_id: ids.shop,
  });
  const jackpot = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: sessions.agent,
    body: { amount: 1, shop_id: ids.shop },
  });
  ids.jackpot = jackpot.json().jackpot.id;
});

describe('bad input', () => {
  it(`answers ${BAD.length} bad requests with a 4xx JSON error and changes nothing`, async () => {
    const before = await stateSnapshot(t.db);
    const wrong: string[] = [];
    for (const bad of BAD) {
      const path = bad.path
        .replace(':agent', String(ids.agent))
        .replace(':cashier', String(ids.cashier))
        .replace(':shop', String(ids.shop))
        .replace(':game', String(ids.game))
        .replace(':jackpot', String(ids.jackpot));
      const response = await call(t.app, bad.method, path, {
        as: bad.as === 'anonymous' ? null : sessions[bad.as],
        body: bad.body,
        headers: bad.headers,
      });
      const label = `${bad.method} ${path.slice(0, 80)} ${JSON.stringify(bad.body)?.slice(0, 60)}`;
      if (response.statusCode !== bad.status)
        wrong.push(
          `${label}: ${response.statusCode}, expected ${bad.status} ${response.body.slice(0, 100)}`,
        );
      else if (typeof response.json().error !== 'string') wrong.push(`${label}: no error text`);
    }
    expect(wrong).toEqual([]);
    expect(await stateSnapshot(t.db)).toBe(before);
    expect(await t.checkLedger()).toEqual([]);
  });

  it('ignores unknown query parameters on the input-less reads', async () => {
    for (const [as, path] of [
      ['admin', '/api/v1/admin/summary/'],
      ['agent', '/api/v1/agents/my_cashiers/'],
      ['agent', '/api/v1/agents/dashboard/'],
      ['cashier', '/api/v1/cashiers/my_shops/'],
      ['cashier', '/api/v1/cashiers/dashboard/'],
      ['cashier', '/api/v1/shops/my_shops/'],
    ] as const) {
      const response = await call(t.app, 'GET', `${path}?page=abc&x=${'%00'.repeat(10)}`, {
        as: sessions[as],
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
