import { badIds, bodies, HUGE, VALID_GRID, type BadRequest } from './bad-request';

// A shop's and a game's cards, and jackpots.
export const badCardRequests: BadRequest[] = [
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
