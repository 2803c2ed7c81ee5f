import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText } from '@core/bingo/card-validation';
import { eq } from 'drizzle-orm';
import { call } from '../tests/support/api';
import { shopPatterns } from './db/schema';
import { newKeyPair } from './halls/hall-keys';
import { CORNERS_ONLY, cornersOf } from '../tests/support/jackpot-games';
import {
  createTestApp,
  uniqueUsername,
  type Session,
  type TestApp,
} from '../tests/support/test-app';

// Every route of the API x every kind of caller x {own object, another tenant's object}.
// A route missing from MATRIX (or listed but gone) fails the first test: a new route cannot escape.

const ACTORS = ['anonymous', 'admin', 'agent', 'otherAgent', 'cashier', 'otherCashier'] as const;
type Actor = (typeof ACTORS)[number];
/** One status for every object, or [own object, another tenant's object]. */
type Cell = number | readonly [number, number];
type ObjectKind =
  | 'agent'
  | 'cashier'
  | 'cashierToDelete'
  | 'shop'
  | 'shopToDelete'
  | 'shopToStart'
  | 'game'
  | 'gameToCancel'
  | 'gameToClose'
  | 'jackpot'
  | 'payoutToApprove'
  | 'payoutToReject'
  | 'tv'
  | 'shift'
  | 'shiftCounted';

interface Row {
  route: string;
  object: ObjectKind | null;
  cells: Record<Actor, Cell>;
  /** Request body; a function when each request needs a fresh one. */
  body?: unknown | (() => unknown);
  /** The path to request when the route is a wildcard, or built from the object's id. */
  path?: string | ((id: number) => string);
  /** A stream (server-sent events) whose body never ends: only its status is read. */
  stream?: boolean;
  /** Runs (as admin) before each request, with the object's id: e.g. a card to delete. */
  setup?: (id: number) => Promise<unknown>;
}

function row(
  route: string,
  object: ObjectKind | null,
  ...cells: [Cell, Cell, Cell, Cell, Cell, Cell]
): Row {
  return {
    route,
    object,
    cells: Object.fromEntries(ACTORS.map((actor, i) => [actor, cells[i]])) as Record<Actor, Cell>,
  };
}
const withBody = (r: Row, body: Row['body']): Row => ({ ...r, body });
const withPath = (r: Row, path: Row['path']): Row => ({ ...r, path });
const asStream = (r: Row): Row => ({ ...r, stream: true });
const withSetup = (r: Row, setup: Row['setup']): Row => ({ ...r, setup });

/** A valid card under a number no earlier request used. */
let cardCounter = 100;
const freshCard = () => {
  cardCounter += 1;
  return {
    card_number: cardCounter,
    name: `Card ${cardCounter}`,
    grid: cardToText(cardForNumber(cardCounter)),
  };
};
const CARDS = '/api/v1/shops/:id/cards/standard/';
const saveCard9 = (shopId: number) =>
  call(t.app, 'POST', CARDS.replace(':id', String(shopId)), {
    as: sessions.admin,
    body: { card_number: 9, name: 'Card 9', grid: cardToText(cardForNumber(9)) },
  });

const freshStaff = () => ({
  username: uniqueUsername('matrix'),
  password: 'matrix-password',
  phone: '0911000000',
});

const OK = [200, 200] as const;
const MINE = [200, 404] as const;
const CREATED = [201, 201] as const;
const CREATED_MINE = [201, 404] as const;
const GONE = [204, 204] as const;
const GONE_MINE = [204, 404] as const;

/** Each shop's own pattern (decision 034), by shop id; a delete is undone before the next. */
const patternOf = new Map<number, number>();
let patternCounter = 0;
const freshPattern = () => ({
  name: `Pattern ${++patternCounter}`,
  class: 'crazy',
  masks: [0x63],
  k: 1,
});
const patternPath = (shopId: number) =>
  `/api/v1/shops/${shopId}/patterns/${patternOf.get(shopId)}/`;
/** An agent's cashier's game: visible, not its to run. */
const RUN = [403, 404] as const;
/** Admin got there first: the owner's request is authorized, then refused by the game's state. */
const LATE = [409, 404] as const;

// prettier-ignore
const MATRIX: Row[] = [
  //  route                                              object             anonymous admin agent otherAgent cashier otherCashier
  row('GET /healthz',                                    null,              200, 200, 200, 200, 200, 200),
  row('GET /readyz',                                     null,              200, 200, 200, 200, 200, 200),
  row('GET /api/openapi.json',                           null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs',                                   null,              200, 200, 200, 200, 200, 200),
  row('HEAD /api/docs/',                                 null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs/static/index.html',                 null,              302, 302, 302, 302, 302, 302),
  row('GET /api/docs/static/swagger-initializer.js',     null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs/json',                              null,              200, 200, 200, 200, 200, 200),
  row('GET /api/docs/yaml',                              null,              200, 200, 200, 200, 200, 200),
  withPath(
  row('GET /api/docs/static/*',                          null,              200, 200, 200, 200, 200, 200),
    '/api/docs/static/swagger-ui.css'),
  withBody(
  row('POST /api/v1/auth/login/',                        null,              401, 401, 401, 401, 401, 401),
    { username: 'matrix-nobody', password: 'wrong-password' }),
  withBody(
  row('POST /api/v1/auth/refresh/',                      null,              401, 401, 401, 401, 401, 401),
    { refresh: 'not-a-token' }),
  withBody(
  row('POST /api/v1/auth/logout/',                       null,              401, 401, 401, 401, 401, 401),
    { refresh: 'not-a-token' }),
  withBody(
  row('POST /api/v1/auth/login/two_factor/',             null,              401, 401, 401, 401, 401, 401),
    { challenge: 'not-a-challenge', code: '123456' }),
  row('GET /api/v1/auth/two_factor/',                    null,              401, 200, 200, 200, 403, 403),
  // Second factor for admin and agent only; a wrong password or code is the caller's 400.
  withBody(
  row('POST /api/v1/auth/two_factor/setup/',             null,              401, 400, 400, 400, 403, 403),
    { password: 'not-the-password' }),
  withBody(
  row('POST /api/v1/auth/two_factor/confirm/',           null,              401, 400, 400, 400, 403, 403),
    { code: '000000' }),
  withBody(
  row('POST /api/v1/auth/two_factor/recovery_codes/',    null,              401, 400, 400, 400, 403, 403),
    { code: '000000' }),
  withBody(
  row('POST /api/v1/auth/two_factor/disable/',           null,              401, 400, 400, 400, 403, 403),
    { password: 'not-the-password', code: '000000' }),
  row('POST /api/v1/admin/agents/:id/reset_two_factor/', 'agent',           401, OK,  403, 403, 403, 403),
  row('GET /api/v1/auth/me/',                            null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/auth/balance/',                       null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/admin/agents/',                       null,              401, 200, 403, 403, 403, 403),
  withBody(
  row('POST /api/v1/admin/agents/',                      null,              401, 201, 403, 403, 403, 403),
    freshStaff),
  withBody(
  row('PUT /api/v1/admin/agents/:id/',                   'agent',           401, OK,  403, 403, 403, 403),
    { phone: '0911000001' }),
  withBody(
  row('POST /api/v1/admin/agents/:id/deposit/',          'agent',           401, OK,  403, 403, 403, 403),
    { amount: 1 }),
  withBody(
  row('POST /api/v1/admin/agents/:id/withdraw/',         'agent',           401, OK,  403, 403, 403, 403),
    { amount: 0.01, reason: 'Matrix check' }),
  withPath(withBody(
  row('POST /api/v1/admin/deposits/:entry_id/reverse/',  null,              401, 404, 403, 403, 403, 403),
    { reason: 'Matrix check' }), '/api/v1/admin/deposits/2147483000/reverse/'),
  row('GET /api/v1/statements/agents/:id/',              'agent',           401, OK,  MINE, MINE, 404, 404),
  row('GET /api/v1/statements/cashiers/:id/',            'cashier',         401, OK,  MINE, MINE, MINE, MINE),
  row('GET /api/v1/admin/summary/',                      null,              401, 200, 403, 403, 403, 403),
  row('GET /api/v1/admin/fee_rules/',                    null,              401, 200, 403, 403, 403, 403),
  withBody(
  row('PUT /api/v1/admin/fee_rules/',                    null,              401, 200, 403, 403, 403, 403),
    { min_fee: 1, min_fee_percent: 5 }),
  row('GET /api/v1/agents/fee_rules/',                   null,              401, 403, 200, 200, 403, 403),
  row('GET /api/v1/agents/cashiers/:id/fee_changes/',    'cashier',         401, OK,  MINE, MINE, 403, 403),
  row('GET /api/v1/admin/settings/',                     null,              401, 200, 403, 403, 403, 403),
  withBody(
  row('PUT /api/v1/admin/settings/',                     null,              401, 200, 403, 403, 403, 403),
    { currency: { code: 'USD', symbol: '$' } }),
  row('GET /api/v1/agents/my_cashiers/',                 null,              401, 403, 200, 200, 403, 403),
  row('GET /api/v1/agents/cashiers/',                    null,              401, 403, 200, 200, 403, 403),
  withBody(
  row('POST /api/v1/agents/create_cashier/',             null,              401, 403, 201, 201, 403, 403),
    () => ({ ...freshStaff(), amount_avalaible: 1 })),
  row('DELETE /api/v1/agents/cashiers/:id/',             'cashierToDelete', 401, 403, MINE, MINE, 403, 403),
  withBody(
  row('PUT /api/v1/agents/cashiers/:id/',                'cashier',         401, 403, MINE, MINE, 403, 403),
    { phone: '0911000002' }),
  withBody(
  row('POST /api/v1/agents/cashiers/:id/transfer/',      'cashier',         401, 403, MINE, MINE, 403, 403),
    { amount: 1 }),
  row('GET /api/v1/agents/dashboard/',                   null,              401, 403, 200, 200, 403, 403),
  withBody(
  row('POST /api/v1/cashiers/create_shop/',              null,              401, 403, 403, 403, 201, 201),
    { name: 'Matrix shop' }),
  row('GET /api/v1/cashiers/my_shops/',                  null,              401, 403, 403, 403, 200, 200),
  withBody(
  row('PUT /api/v1/cashiers/shops/:id/',                 'shop',            401, 403, 403, 403, MINE, MINE),
    { name: 'Renamed by owner' }),
  row('DELETE /api/v1/cashiers/shops/:id/delete/',       'shopToDelete',    401, 403, 403, 403, MINE, MINE),
  row('GET /api/v1/cashiers/dashboard/',                 null,              401, 403, 403, 403, 200, 200),
  row('GET /api/v1/cashiers/running_games/',             null,              401, 403, 403, 403, 200, 200),
  row('GET /api/v1/shops/my_shops/',                     null,              401, 200, 200, 200, 200, 200),
  asStream(
  row('GET /api/v1/games/:id/events/',                   'game',            401, OK,  MINE, MINE, MINE, MINE)),
  withBody(
  row('POST /api/v1/cashiers/play_game/',                null,              401, 403, 403, 403, 201, 404),
    () => ({ amount: 10, shop_id: objects.shopToStart[0] })),
  row('GET /api/v1/games/my_games/',                     null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/games/:id/',                          'game',            401, OK,  MINE, MINE, MINE, MINE),
  row('GET /api/v1/games/:id/verify/',                   'game',            401, OK,  MINE, MINE, MINE, MINE),
  row('GET /api/v1/games/:id/history/',                  'game',            401, OK,  MINE, MINE, MINE, MINE),
  row('GET /api/v1/games/:id/record/',                   'game',            401, OK,  MINE, MINE, MINE, MINE),
  // Public: no sign-in; an unknown token is a 404 for everyone.
  withPath(
  row('GET /api/v1/public/verify/:token/',               null,              404, 404, 404, 404, 404, 404),
    '/api/v1/public/verify/0000000000000000/'),
  row('GET /api/v1/public/config/',                      null,              200, 200, 200, 200, 200, 200),
  row('GET /api/v1/shops/:id/rules/',                    'shop',            401, OK,  MINE, MINE, MINE, MINE),
  withBody(
  row('PUT /api/v1/shops/:id/rules/',                    'shop',            401, OK,  MINE, MINE, 403, 403),
    { late_claims: 'allow', max_resets: 1 }),
  row('GET /api/v1/shops/:id/game_settings/',            'shop',            401, OK,  MINE, MINE, MINE, MINE),
  withBody(
  row('PUT /api/v1/shops/:id/game_settings/',            'shop',            401, OK,  MINE, MINE, MINE, MINE),
    { call_interval: 6 }),
  row('GET /api/v1/shops/:id/last_games/',               'shop',            401, OK,  MINE, MINE, MINE, MINE),
  row('GET /api/v1/shops/:id/cash_adjustments/',         'shop',            401, OK,  MINE, MINE, MINE, MINE),
  // Shifts (decision 035): the shop's cashier works them, its agent and the admin oversee them.
  row('GET /api/v1/shifts/',                             null,              401, 200, 200, 200, 200, 200),
  withPath(
  row('GET /api/v1/shifts/current/',                     'shop',            401, OK,  MINE, MINE, MINE, MINE),
    (id) => `/api/v1/shifts/current/?shop_id=${id}`),
  row('GET /api/v1/shifts/:id/',                         'shift',           401, OK,  MINE, MINE, MINE, MINE),
  // The cashier's shop already has a shift (opened by its game's start).
  withBody(
  row('POST /api/v1/shifts/',                            null,              401, 403, 403, 403, 409, 404),
    () => ({ shop_id: objects.shop[0], float: 0 })),
  withBody(
  row('POST /api/v1/shifts/:id/cash_moves/',             'shift',           401, 403, 403, 403, MINE, MINE),
    { kind: 'pay_in', amount: 1, reason: 'Matrix pay-in' }),
  // Counted and closed in beforeAll: the owner's request is authorized, then refused by its state.
  withBody(
  row('POST /api/v1/shifts/:id/count/',                  'shiftCounted',    401, 403, 403, 403, LATE, LATE),
    { count: [{ value: 1, count: 1 }] }),
  withBody(
  row('POST /api/v1/shifts/:id/note/',                   'shiftCounted',    401, 403, 403, 403, LATE, LATE),
    { note: 'Matrix note' }),
  withBody(
  row('POST /api/v1/shifts/:id/approve/',                'shiftCounted',    401, [409, 409], LATE, LATE, 403, 403),
    { note: 'Matrix approval' }),
  withBody(
  row('POST /api/v1/shifts/:id/corrections/',            'shiftCounted',    401, CREATED, CREATED_MINE, CREATED_MINE, 403, 403),
    { amount: 1, reason: 'Matrix correction' }),
  row('GET /api/v1/shifts/shops/:id/thresholds/',        'shop',            401, OK,  MINE, MINE, MINE, MINE),
  withBody(
  row('PUT /api/v1/shifts/shops/:id/thresholds/',        'shop',            401, OK,  MINE, MINE, 403, 403),
    { note_amount: 500, note_percent: 5, approval_amount: 1000, approval_percent: 10 }),
  // Control routes: only the owning cashier and admin; an agent watching gets 403, but may pause,
  // close or cancel (with a reason). Where admin moved the game first, the cashier's (or the
  // agent's) 409 shows it passed authorization.
  row('POST /api/v1/games/:id/draw/',                    'game',            401, OK,  RUN, RUN, MINE, MINE),
  withBody(
  row('POST /api/v1/games/:id/mark/',                    'game',            401, OK,  RUN, RUN, MINE, MINE),
    { number: 75, called: true }),
  withBody(
  row('POST /api/v1/games/:id/pause/',                   'game',            401, OK,  LATE, LATE, LATE, LATE),
    { reason: 'Matrix pause' }),
  row('POST /api/v1/games/:id/resume/',                  'game',            401, OK,  RUN, RUN, LATE, LATE),
  withBody(
  row('POST /api/v1/games/:id/check/',                   'game',            401, OK,  RUN, RUN, MINE, MINE),
    { card_number: 7 }),
  // Card 7 failed its check just now: admin blocks it; the owner's repeat is a no-op.
  withBody(
  row('POST /api/v1/games/:id/block/',                   'game',            401, OK,  RUN, RUN, MINE, MINE),
    { card_number: 7 }),
  // One reset per game by default: admin used it.
  withBody(
  row('POST /api/v1/games/:id/reset/',                   'game',            401, OK,  RUN, RUN, LATE, LATE),
    { reason: 'Matrix reset' }),
  withBody(
  row('POST /api/v1/games/:id/cancel/',                  'gameToCancel',    401, OK,  LATE, LATE, LATE, LATE),
    { reason: 'Matrix cancel' }),
  withBody(
  row('POST /api/v1/games/:id/close/',                   'gameToClose',     401, OK,  LATE, LATE, LATE, LATE),
    { reason: 'Matrix close' }),
  withBody(
  row('POST /api/v1/agents/create_jackpot/',             null,              401, 403, 201, 404, 403, 403),
    () => ({ amount: 1, shop_id: objects.shop[0] })),
  row('GET /api/v1/agents/my_jackpots/',                 null,              401, 403, 200, 200, 403, 403),
  withBody(
  row('PUT /api/v1/agents/jackpots/:id/',                'jackpot',         401, 403, MINE, MINE, 403, 403),
    { is_active: false }),
  row('GET /api/v1/agents/is_jackpot_happen',            null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/agents/jackpot_payouts/',             null,              401, 403, 200, 200, 403, 403),
  row('POST /api/v1/agents/jackpot_payouts/:id/approve/', 'payoutToApprove', 401, 403, MINE, MINE, 403, 403),
  withBody(
  row('POST /api/v1/agents/jackpot_payouts/:id/reject/', 'payoutToReject',  401, 403, MINE, MINE, 403, 403),
    { reason: 'Matrix reject' }),
  // A shop's cards: whoever sees the shop manages its cards (admin all, agent its cashiers').
  withPath(
  row('GET /api/v1/shops/:shop_id/cards/:mode/',         'shop',            401, OK,  MINE, MINE, MINE, MINE),
    CARDS),
  withBody(withPath(
  row('POST /api/v1/shops/:shop_id/cards/:mode/',        'shop',            401, OK,  MINE, MINE, MINE, MINE),
    CARDS), freshCard),
  withBody(withPath(
  row('PUT /api/v1/shops/:shop_id/cards/:mode/:card_number/', 'shop',       401, OK,  MINE, MINE, MINE, MINE),
    `${CARDS}7/`), { name: 'Card 7', grid: cardToText(cardForNumber(7)) }),
  withSetup(withPath(
  row('DELETE /api/v1/shops/:shop_id/cards/:mode/:card_number/', 'shop',    401, OK,  MINE, MINE, MINE, MINE),
    `${CARDS}9/`), saveCard9),
  withSetup(withPath(
  row('POST /api/v1/shops/:shop_id/cards/:mode/restore/', 'shop',           401, OK,  MINE, MINE, MINE, MINE),
    `${CARDS}restore/`), async (shopId) => {
      await saveCard9(shopId);
      await call(t.app, 'DELETE', `${CARDS.replace(':id', String(shopId))}9/`, { as: sessions.admin });
    }),
  withPath(
  row('DELETE /api/v1/shops/:shop_id/cards/:mode/',      'shop',            401, OK,  MINE, MINE, MINE, MINE),
    CARDS),
  withBody(withPath(
  row('POST /api/v1/shops/:shop_id/cards/:mode/import/', 'shop',            401, OK,  MINE, MINE, MINE, MINE),
    `${CARDS}import/`), () => ({ cards: [freshCard()] })),
  row('GET /api/v1/games/:id/cards/',                    'game',            401, OK,  MINE, MINE, MINE, MINE),
  // A shop's cartela codes (decision 037): whoever keeps the shop prints and rotates them; a
  // player's page answers the code alone (a wrong one: 404 for everyone).
  withPath(
  row('GET /api/v1/shops/:id/card_links/',               'shop',            401, OK,  MINE, MINE, MINE, MINE),
    '/api/v1/shops/:id/card_links/?from=1&to=2'),
  row('POST /api/v1/shops/:id/card_secret/rotate/',      'shop',            401, GONE, GONE_MINE, GONE_MINE, GONE_MINE, GONE_MINE),
  withPath(
  row('GET /api/v1/public/cards/:shop_id/:card_number/:code/', null,        404, 404, 404, 404, 404, 404),
    '/api/v1/public/cards/1/1/0000000000000000/'),
  withPath(
  row('GET /api/v1/public/games/:token/events/',          null,              404, 404, 404, 404, 404, 404),
    '/api/v1/public/games/0000000000000000/events/'),
  // A shop's own win patterns: whoever sees the shop's game settings keeps them.
  row('GET /api/v1/shops/:id/patterns/',                 'shop',            401, OK,  MINE, MINE, MINE, MINE),
  withBody(
  row('POST /api/v1/shops/:id/patterns/',                'shop',            401, CREATED, CREATED_MINE, CREATED_MINE, CREATED_MINE, CREATED_MINE),
    freshPattern),
  withBody(withPath(
  row('PUT /api/v1/shops/:id/patterns/:pattern_id/',     'shop',            401, OK,  MINE, MINE, MINE, MINE),
    patternPath), freshPattern),
  withSetup(withPath(
  row('DELETE /api/v1/shops/:id/patterns/:pattern_id/',  'shop',            401, GONE, GONE_MINE, GONE_MINE, GONE_MINE, GONE_MINE),
    patternPath), (shopId) =>
      t.db.update(shopPatterns).set({ deletedAt: null }).where(eq(shopPatterns.id, patternOf.get(shopId)!))),
  // Reports (SPEC section 6): a cashier gets its own cashier dashboard and no other report.
  row('GET /api/v1/reports/cashier-dashboard/',         null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/reports/dashboard/',                 null,              401, 200, 200, 200, 403, 403),
  row('GET /api/v1/reports/games/',                     null,              401, 200, 200, 200, 403, 403),
  row('GET /api/v1/reports/shops/',                     null,              401, 200, 200, 200, 403, 403),
  row('GET /api/v1/reports/jackpots/',                  null,              401, 200, 200, 200, 403, 403),
  // A shop's TVs (decision 027): whoever sees the shop pairs, lists, restyles and revokes them.
  withBody(
  row('POST /api/v1/displays/pairing_codes/',            null,              401, 201, 201, 404, 201, 404),
    () => ({ shop_id: objects.shop[0] })),
  withPath(
  row('GET /api/v1/displays/paired/',                    'shop',            401, OK,  MINE, MINE, MINE, MINE),
    '/api/v1/displays/paired/?shop_id=:id'),
  row('DELETE /api/v1/displays/:id/',                    'tv',              401, OK,  MINE, MINE, MINE, MINE),
  withPath(
  row('GET /api/v1/displays/look/',                      'shop',            401, OK,  MINE, MINE, MINE, MINE),
    '/api/v1/displays/look/?shop_id=:id'),
  withBody(
  row('PUT /api/v1/displays/look/',                      null,              401, 200, 200, 404, 200, 404),
    () => ({ shop_id: objects.shop[0], theme: 'dark', language: 'en' })),
  // Hall mode (decision 038): an agent links a shop's hall; a hall signs its own calls.
  row('POST /api/v1/shops/:id/hall_link/',              'shop',            401, CREATED, CREATED_MINE, CREATED_MINE, 403, 403),
  row('GET /api/v1/halls/',                             null,              401, 200, 200, 200, 403, 403),
  row('GET /api/v1/hall/status/',                       null,              401, 200, 200, 200, 200, 200),
  withBody(
  row('POST /api/v1/hall/allowance/',                   null,              401, 409, 409, 409, 409, 409),
    { amount: 10, max_games: 1, hours: 1 }),
  withBody(
  row('POST /api/v1/hall_sync/pair/',                   null,              400, 400, 400, 400, 400, 400),
    { code: 'ZZZZZZ', public_key: newKeyPair().publicKey }),
  row('GET /api/v1/hall_sync/state/',                   null,              401, 401, 401, 401, 401, 401),
  withBody(
  row('POST /api/v1/hall_sync/outbox/',                 null,              401, 401, 401, 401, 401, 401),
    { entries: [], head_seq: 0 }),
  withBody(
  row('POST /api/v1/hall_sync/grants/',                 null,              401, 401, 401, 401, 401, 401),
    { amount: 10, max_games: 1, hours: 1, request_id: 'matrix-request' }),
  // Public pairing: an unknown code is a 400 for everyone.
  withBody(
  row('POST /api/v1/displays/pair/',                     null,              400, 400, 400, 400, 400, 400),
    { code: 'ZZZZZZ' }),
  // A display session's routes: no user's token opens them.
  row('GET /api/v1/displays/me/',                        null,              401, 401, 401, 401, 401, 401),
  asStream(
  row('GET /api/v1/displays/me/events/',                 null,              401, 401, 401, 401, 401, 401)),
];

let t: TestApp;
const registered = new Set<string>();
const sessions = {} as Record<Exclude<Actor, 'anonymous'>, Session>;
/** Each object kind: [tenant 1's, tenant 2's]. Tenant 1 is agent/cashier, tenant 2 the others. */
const objects = {} as Record<ObjectKind, [number, number]>;

function routeKeys(route: RouteOptions): string[] {
  const methods = [route.method].flat();
  return methods.map((method) => `${method} ${route.url}`);
}

beforeAll(async () => {
  const seen: string[] = [];
  t = await createTestApp({ onRoute: (route) => void seen.push(...routeKeys(route)) });
  // HEAD mirrors of GET routes are Fastify's; a HEAD-only route is listed on its own.
  for (const key of seen) {
    const [method, url] = key.split(' ') as [string, string];
    if (method !== 'HEAD' || !seen.includes(`GET ${url}`)) registered.add(key);
  }
  const agentA = await t.createUser({ role: 'agent', balance: 100 });
  const agentB = await t.createUser({ role: 'agent', balance: 100 });
  const cashierA = await t.createUser({ role: 'cashier', agentId: agentA.agentId!, balance: 20 });
  const cashierB = await t.createUser({ role: 'cashier', agentId: agentB.agentId!, balance: 20 });
  const victimA = await t.createUser({ role: 'cashier', agentId: agentA.agentId! });
  const victimB = await t.createUser({ role: 'cashier', agentId: agentB.agentId! });
  sessions.admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  sessions.agent = await t.loginAs(agentA);
  sessions.otherAgent = await t.loginAs(agentB);
  sessions.cashier = await t.loginAs(cashierA);
  sessions.otherCashier = await t.loginAs(cashierB);
  objects.agent = [agentA.agentId!, agentB.agentId!];
  objects.cashier = [cashierA.cashierId!, cashierB.cashierId!];
  objects.cashierToDelete = [victimA.cashierId!, victimB.cashierId!];
  objects.shop = [(await t.createShop(cashierA)).id, (await t.createShop(cashierB)).id];
  objects.shopToDelete = [(await t.createShop(cashierA)).id, (await t.createShop(cashierB)).id];
  objects.shopToStart = [(await t.createShop(cashierA)).id, (await t.createShop(cashierB)).id];
  // One running game per shop (decision 029): each game that stays open has a shop of its own.
  const shopsOf = async () => [
    (await t.createShop(cashierA)).id,
    (await t.createShop(cashierB)).id,
  ];
  objects.game = [
    await startGame(sessions.cashier, objects.shop[0]),
    await startGame(sessions.otherCashier, objects.shop[1]),
  ];
  const cancelShops = await shopsOf();
  objects.gameToCancel = [
    await startGame(sessions.cashier, cancelShops[0]!),
    await startGame(sessions.otherCashier, cancelShops[1]!),
  ];
  for (const shopId of objects.shop)
    await call(t.app, 'POST', CARDS.replace(':id', String(shopId)), {
      as: sessions.admin,
      body: { card_number: 7, name: 'Card 7', grid: cardToText(cardForNumber(7)) },
    });
  const closeShops = await shopsOf();
  objects.gameToClose = [
    await startGame(sessions.cashier, closeShops[0]!),
    await startGame(sessions.otherCashier, closeShops[1]!),
  ];
  for (const [i, id] of objects.gameToClose.entries())
    await call(t.app, 'POST', `/api/v1/games/${id}/draw/`, {
      as: i === 0 ? sessions.cashier : sessions.otherCashier,
    });
  // Before objects.jackpot: each payout's jackpot (1 in 1) is the first to trigger in its shop.
  for (const kind of ['payoutToApprove', 'payoutToReject'] as const) {
    const payoutShops = await shopsOf();
    objects[kind] = [
      await pendingPayout(sessions.agent, sessions.cashier, payoutShops[0]!),
      await pendingPayout(sessions.otherAgent, sessions.otherCashier, payoutShops[1]!),
    ];
  }
  objects.jackpot = [
    await createJackpot(sessions.agent, objects.shop[0]),
    await createJackpot(sessions.otherAgent, objects.shop[1]),
  ];
  objects.tv = [await pairTv(objects.shop[0]), await pairTv(objects.shop[1])];
  // The shift each shop's game opened at its start; and a shift counted and closed in a new shop.
  const currentShift = async (shopId: number) =>
    (
      await call(t.app, 'GET', `/api/v1/shifts/current/?shop_id=${shopId}`, { as: sessions.admin })
    ).json<{ id: number }>().id;
  objects.shift = [await currentShift(objects.shop[0]), await currentShift(objects.shop[1])];
  const countShops = await shopsOf();
  const countedShift = async (as: Session, shopId: number) => {
    const opened = await call(t.app, 'POST', '/api/v1/shifts/', {
      as,
      body: { shop_id: shopId, float: 0 },
    });
    const id = opened.json<{ id: number }>().id;
    await call(t.app, 'POST', `/api/v1/shifts/${id}/count/`, { as, body: { count: [] } });
    return id;
  };
  objects.shiftCounted = [
    await countedShift(sessions.cashier, countShops[0]!),
    await countedShift(sessions.otherCashier, countShops[1]!),
  ];
  for (const shopId of objects.shop) {
    const made = await call(t.app, 'POST', `/api/v1/shops/${shopId}/patterns/`, {
      as: sessions.admin,
      body: freshPattern(),
    });
    patternOf.set(shopId, made.json<{ id: number }>().id);
  }
});
afterAll(async () => {
  await t?.close();
});

async function pairTv(shopId: number): Promise<number> {
  const code = await call(t.app, 'POST', '/api/v1/displays/pairing_codes/', {
    as: sessions.admin,
    body: { shop_id: shopId },
  });
  const paired = await call(t.app, 'POST', '/api/v1/displays/pair/', {
    body: { code: code.json<{ code: string }>().code },
  });
  if (paired.statusCode !== 201) throw new Error(`pair: ${paired.body}`);
  return paired.json<{ display_id: number }>().display_id;
}

async function startGame(session: Session, shopId: number): Promise<number> {
  const response = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: session,
    body: { amount: 10, shop_id: shopId },
  });
  if (response.statusCode !== 201) throw new Error(`play_game: ${response.body}`);
  return response.json<{ game_id: number }>().game_id;
}

async function createJackpot(session: Session, shopId: number): Promise<number> {
  const response = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: session,
    body: { amount: 1, shop_id: shopId },
  });
  if (response.statusCode !== 201) throw new Error(`create_jackpot: ${response.body}`);
  return response.json<{ jackpot: { id: number } }>().jackpot.id;
}

/** A jackpot payout waiting for the agent: every ball of its winning game called by hand. */
async function pendingPayout(agent: Session, cashier: Session, shopId: number): Promise<number> {
  const jackpot = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: agent,
    body: { amount: 1, shop_id: shopId, frequency: 1 },
  });
  if (jackpot.statusCode !== 201) throw new Error(`create_jackpot: ${jackpot.body}`);
  const started = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: cashier,
    body: { amount: 20, cards: [7, 8], shop_id: shopId, win_conditions: CORNERS_ONLY },
  });
  if (started.statusCode !== 201) throw new Error(`play_game: ${started.body}`);
  const gameId = started.json<{ game_id: number }>().game_id;
  for (const number of cornersOf(7))
    await call(t.app, 'POST', `/api/v1/games/${gameId}/mark/`, {
      as: cashier,
      body: { number, called: true },
    });
  await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: cashier,
    body: { game_id: gameId, card_number: 7 },
  });
  const pending = await call(t.app, 'GET', '/api/v1/agents/jackpot_payouts/', { as: agent });
  const payout = pending
    .json<{ id: number; game_id: number }[]>()
    .find((p) => p.game_id === gameId);
  if (!payout) throw new Error(`no pending payout for game ${gameId}`);
  return payout.id;
}

/** A streaming route answers its status at once; an error's body is read to its end. */
async function callStream(
  app: FastifyInstance,
  url: string,
  as: Session | null,
): Promise<{ statusCode: number; body: string }> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...as?.headers },
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, body };
}

const tenantOf = (actor: Actor): 0 | 1 =>
  actor === 'otherAgent' || actor === 'otherCashier' ? 1 : 0;

describe('authorization matrix', () => {
  it('lists every registered route, and only those', () => {
    const listed = new Set(MATRIX.map((r) => r.route));
    expect([...registered].filter((route) => !listed.has(route)).sort()).toEqual([]);
    expect([...listed].filter((route) => !registered.has(route)).sort()).toEqual([]);
    expect(listed.size).toBe(MATRIX.length);
  });

  it("answers every caller with the expected status, own object and another tenant's", async () => {
    const mismatches: string[] = [];
    for (const entry of MATRIX) {
      const [method, template] = entry.route.split(' ') as [HTTPMethods, string];
      for (const actor of ACTORS) {
        const cell = entry.cells[actor];
        const cases: Array<['own' | 'other', number]> =
          typeof cell === 'number'
            ? [['own', cell]]
            : [
                ['own', cell[0]],
                ['other', cell[1]],
              ];
        if (entry.object && typeof cell === 'number') cases.push(['other', cell]);
        for (const [which, expected] of cases) {
          let path = typeof entry.path === 'string' ? entry.path : template;
          if (entry.object) {
            const own = tenantOf(actor);
            const id = objects[entry.object][which === 'own' ? own : 1 - own]!;
            path =
              typeof entry.path === 'function' ? entry.path(id) : path.replace(':id', String(id));
          }
          const body = typeof entry.body === 'function' ? entry.body() : entry.body;
          if (entry.setup && entry.object) {
            const own = tenantOf(actor);
            await entry.setup(objects[entry.object][which === 'own' ? own : 1 - own]!);
          }
          const as = actor === 'anonymous' ? null : sessions[actor];
          const response = entry.stream
            ? await callStream(t.app, path, as)
            : await call(t.app, method, path, { as, body });
          const label = `${entry.route} as ${actor} (${which})`;
          if (response.statusCode !== expected)
            mismatches.push(`${label}: ${response.statusCode}, expected ${expected}`);
          else if (expected >= 400 && !/^\{"error":"[^"]+","code":"[a-z_]+"\}$/.test(response.body))
            mismatches.push(`${label}: body ${response.body.slice(0, 80)} is not {"error","code"}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(await t.checkLedger()).toEqual([]);
    // About 500 requests: on a loaded 2-core machine they pass the default 20 s.
  }, 60_000);
});
