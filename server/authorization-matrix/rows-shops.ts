import { eq } from 'drizzle-orm';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText } from '@core/bingo/card-validation';
import { call } from '../../tests/support/api';
import { shopPatterns } from '../db/schema';
import { newKeyPair } from '../halls/hall-keys';
import {
  asStream,
  CREATED,
  CREATED_MINE,
  GONE,
  GONE_MINE,
  MINE,
  OK,
  row,
  withBody,
  withPath,
  withSetup,
  type Row,
} from './matrix-row';
import { CARDS, freshPattern, world } from './matrix-world';

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
const saveCard9 = (shopId: number) =>
  call(world.t.app, 'POST', CARDS.replace(':id', String(shopId)), {
    as: world.sessions.admin,
    body: { card_number: 9, name: 'Card 9', grid: cardToText(cardForNumber(9)) },
  });
const patternPath = (shopId: number) =>
  `/api/v1/shops/${shopId}/patterns/${world.patternOf.get(shopId)}/`;

// A shop's cards, cartela codes, patterns, reports, TVs and hall link; display world.sessions.
// prettier-ignore
export const shopRows: Row[] = [
  //  route                                              object             anonymous admin agent otherAgent cashier otherCashier
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
      await call(world.t.app, 'DELETE', `${CARDS.replace(':id', String(shopId))}9/`, { as: world.sessions.admin });
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
  row('POST /api/v1/public/cards/:shop_id/:card_number/:code/claim/', null, 404, 404, 404, 404, 404, 404),
    '/api/v1/public/cards/1/1/0000000000000000/claim/'),
  // The next game's commitment (decision 054) is public for any shop: everyone sees the same hash.
  row('GET /api/v1/public/shops/:id/next_draw/',         'shop',            200, 200, 200, 200, 200, 200),
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
      world.t.db.update(shopPatterns).set({ deletedAt: null }).where(eq(shopPatterns.id, world.patternOf.get(shopId)!))),
  // Reports (SPEC section 6): a cashier gets its own cashier dashboard and no other report.
  row('GET /api/v1/reports/cashier-dashboard/',         null,              401, 200, 200, 200, 200, 200),
  row('GET /api/v1/reports/dashboard/',                 null,              401, 200, 200, 200, 403, 403),
  row('GET /api/v1/reports/games/',                     null,              401, 200, 200, 200, 403, 403),
  row('GET /api/v1/reports/shops/',                     null,              401, 200, 200, 200, 403, 403),
  row('GET /api/v1/reports/jackpots/',                  null,              401, 200, 200, 200, 403, 403),
  // A shop's TVs (decision 027): whoever sees the shop pairs, lists, restyles and revokes them.
  withBody(
  row('POST /api/v1/displays/pairing_codes/',            null,              401, 201, 201, 404, 201, 404),
    () => ({ shop_id: world.objects.shop[0] })),
  withPath(
  row('GET /api/v1/displays/paired/',                    'shop',            401, OK,  MINE, MINE, MINE, MINE),
    '/api/v1/displays/paired/?shop_id=:id'),
  row('DELETE /api/v1/displays/:id/',                    'tv',              401, OK,  MINE, MINE, MINE, MINE),
  withPath(
  row('GET /api/v1/displays/devices/',                   'shop',            401, OK,  MINE, MINE, MINE, MINE),
    '/api/v1/displays/devices/?shop_id=:id'),
  withPath(
  row('GET /api/v1/displays/look/',                      'shop',            401, OK,  MINE, MINE, MINE, MINE),
    '/api/v1/displays/look/?shop_id=:id'),
  withBody(
  row('PUT /api/v1/displays/look/',                      null,              401, 200, 200, 404, 200, 404),
    () => ({ shop_id: world.objects.shop[0], theme: 'dark', language: 'en' })),
  // Hall mode (decision 038): an agent links a shop's hall; a hall signs its own calls.
  row('POST /api/v1/shops/:id/hall_link/',              'shop',            401, CREATED, CREATED_MINE, CREATED_MINE, 403, 403),
  row('GET /api/v1/halls/',                             null,              401, 200, 200, 200, 403, 403),
  // No hall in the matrix's world: a paired hall's own case is server/routes/halls/hall-refusals.
  withPath(
  row('POST /api/v1/halls/:id/cover_shortfall/',        null,              401, 404, 404, 404, 403, 403),
    '/api/v1/halls/999999/cover_shortfall/'),
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
  // A TV's beat names its feed connection, not a user: a key no open feed has is 404 for all.
  withBody(
  row('POST /api/v1/displays/beat/',                     null,              404, 404, 404, 404, 404, 404),
    { key: 'AAAAAAAAAAAAAAAAAAAAAA' }),
  // A display session's routes: no user's token opens them.
  row('GET /api/v1/displays/me/',                        null,              401, 401, 401, 401, 401, 401),
  asStream(
  row('GET /api/v1/displays/me/events/',                 null,              401, 401, 401, 401, 401, 401)),
];
