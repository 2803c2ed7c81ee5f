import {
  asStream,
  CREATED,
  CREATED_MINE,
  LATE,
  MINE,
  OK,
  row,
  RUN,
  withBody,
  withPath,
  type Row,
} from './matrix-row';
import { world } from './matrix-world';

// A game's reads and controls, a shop's rules and settings, shifts and jackpots.
// prettier-ignore
export const gameRows: Row[] = [
  //  route                                              object             anonymous admin agent otherAgent cashier otherCashier
  asStream(
  row('GET /api/v1/games/:id/events/',                   'game',            401, OK,  MINE, MINE, MINE, MINE)),
  // Before the start below: the preview of a shop with a running game answers 409 game_running.
  withBody(
  row('POST /api/v1/cashiers/start_preview/',            null,              401, 403, 403, 403, 200, 404),
    () => ({ amount: 10, shop_id: world.objects.shopToStart[0] })),
  withBody(
  row('POST /api/v1/cashiers/play_game/',                null,              401, 403, 403, 403, 201, 404),
    () => ({ amount: 10, shop_id: world.objects.shopToStart[0] })),
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
  // A shop's limits and allowed patterns (decision 045): its agent sets them, its cashier reads.
  row('GET /api/v1/shops/:id/limits/',                   'shop',            401, OK,  MINE, MINE, MINE, MINE),
  withBody(
  row('PUT /api/v1/shops/:id/limits/',                   'shop',            401, OK,  MINE, MINE, 403, 403),
    { min_seconds_between_games: 0 }),
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
    () => ({ shop_id: world.objects.shop[0], float: 0 })),
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
  // One caller per game (decision 051): any till of the game's runner may take it.
  withBody(
  row('POST /api/v1/games/:id/take_control/',            'game',            401, OK,  RUN, RUN, MINE, MINE),
    { till: '5f0c7c59-2f4b-4c1e-9d36-0d5a6f1e8b21' }),
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
    () => ({ amount: 1, shop_id: world.objects.shop[0] })),
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
];
