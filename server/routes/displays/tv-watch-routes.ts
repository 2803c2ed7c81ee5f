import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TV_BEAT_EVERY_MS } from '@core/display/device-health';
import { errorResponseSchema } from '@core/schemas/common';
import {
  pairTvRequestSchema,
  pairTvResponseSchema,
  tvBeatRequestSchema,
  tvShopSchema,
  type TvPresenceMessage,
} from '@core/schemas/displays';
import type { Db } from '../../db/client';
import { notFound } from '../../http-error';
import type { DevicePresence } from '../../realtime/device-presence';
import { currentTv, tvAuthenticator } from '../../auth/tv-sessions';
import { pairTv } from '../../commands/tv-pairing';
import type { GameEventBus } from '../../realtime/game-event-bus';
import { eventStreams, lastEventIdHeader } from '../event-stream';
import { authErrors, noSecurity } from '../route-schemas';
import { gameView } from '../games/game-view';
import { createGameFeedSource } from '../game-events/game-feed-source';
import { startShopFeed } from './shop-feed';
import { isGameOfShop, tvIsLive, tvShopView } from './tv-queries';

const tags = ['displays'];
const displaySecurity = [{ display: [] }];

export interface TvWatchRoutesOptions {
  db: Db;
  bus: GameEventBus;
  heartbeatMs: number;
  /** How often an open feed reads the shop again (look, jackpots, newest game, revocation). */
  checkMs: number;
  pairRateLimit: { max: number; timeWindowMs: number } | false;
  clock: () => Date;
  /** Which TVs hear their feed now (the till's devices panel). */
  presence: DevicePresence;
}

const FEED_DESCRIPTION = [
  "The shop's TV feed (`text/event-stream`), for a display session only: `Authorization: Display",
  '<token>` or `?token=<token>`. `event: shop` carries the look, the jackpots and the game',
  'followed (`game_id`) and comes again whenever one changes; then the events of that game exactly',
  'as GET /api/v1/games/{id}/events/ sends them (a `snapshot` first), with ids',
  '`<game id>.<sequence>`. When a new game of the shop starts, its snapshot follows. On reconnect,',
  '`Last-Event-ID` replays what the TV missed of that game, or sends the newer game.',
  'The first message, `event: presence`, names this connection (`beat_key`): the TV posts it to',
  'POST /api/v1/displays/beat/ every `beat_every_ms`, so the till sees within seconds a TV whose',
  'connection died without closing.',
].join(' ');

/** The feed's first message: the key this connection's beats name. */
function presenceMessage(key: string): string {
  const message: TvPresenceMessage = { beat_key: key, beat_every_ms: TV_BEAT_EVERY_MS };
  return `event: presence\ndata: ${JSON.stringify(message)}\n\n`;
}

/** The TV's side (decision 027): pair by code (public), then watch its shop and nothing else. */
export const tvWatchRoutes: FastifyPluginAsyncZod<TvWatchRoutesOptions> = async (app, options) => {
  const { db, bus, presence } = options;
  const authenticateTv = tvAuthenticator(db);
  const source = createGameFeedSource(db, gameView);
  const reads = {
    shopView: (shopId: number) => tvShopView(db, shopId),
    isGameOfShop: (gameId: number, shopId: number) => isGameOfShop(db, gameId, shopId),
    tvIsLive: (displayId: number) => tvIsLive(db, displayId),
  };
  const openStream = eventStreams(app, options.heartbeatMs);
  app.decorateRequest('tvSession', null);

  app.post(
    '/pair/',
    {
      config: options.pairRateLimit
        ? {
            rateLimit: {
              max: options.pairRateLimit.max,
              timeWindow: options.pairRateLimit.timeWindowMs,
            },
          }
        : {},
      schema: {
        operationId: 'pairTv',
        tags,
        security: noSecurity,
        summary: 'Pair this TV with the code shown on the till; answers its display session',
        description:
          'Public and rate-limited per client (429). A code works once and for 10 minutes: ' +
          'otherwise 400 `invalid_pairing_code`. The token lives until the TV is revoked.',
        body: pairTvRequestSchema,
        response: { 201: pairTvResponseSchema, 400: authErrors[400], 429: authErrors[400] },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return pairTv(db, { ...request.body, now: options.clock() });
    },
  );

  app.get(
    '/me/',
    {
      onRequest: authenticateTv,
      schema: {
        operationId: 'getTvShop',
        tags,
        security: displaySecurity,
        summary: "What this TV's shop shows besides the game: look, jackpots, the game followed",
        response: { 200: tvShopSchema, 401: authErrors[401] },
      },
    },
    async (request) => tvShopView(db, currentTv(request).shopId),
  );

  app.get(
    '/me/events/',
    {
      exposeHeadRoute: false,
      onRequest: authenticateTv,
      schema: {
        operationId: 'getTvShopEvents',
        tags,
        security: displaySecurity,
        summary: "Live feed of this TV's shop: every game as it starts (server-sent events)",
        description: FEED_DESCRIPTION,
        querystring: z.object({
          token: z.string().max(200).optional().describe('The display token, for EventSource'),
        }),
        response: {
          200: {
            description: 'Shop messages, then the followed game events',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: authErrors[401],
        },
      },
    },
    async (request, reply) => {
      const tv = currentTv(request);
      openStream(reply, (stream) => {
        const link = presence.openTvFeed(tv.displayId);
        stream.write(presenceMessage(link.key));
        const stop = startShopFeed({
          shopId: tv.shopId,
          displayId: tv.displayId,
          bus,
          source,
          reads,
          lastEventId: lastEventIdHeader(request),
          checkMs: options.checkMs,
          write: stream.write,
          fail: (error) => {
            request.log.warn({ err: error, shopId: tv.shopId }, 'shop feed failed');
            stream.end();
          },
          revoked: stream.end,
          sent: link.sent,
        });
        return () => {
          stop();
          link.close();
        };
      });
    },
  );

  app.post(
    '/beat/',
    {
      // Each TV beats once a second; a hall's TVs may share one address.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        operationId: 'beatTv',
        tags,
        security: noSecurity,
        summary: 'A TV still hears its feed: keeps it shown as connected on the till',
        description:
          'The key is the `beat_key` of the `event: presence` its feed (GET ' +
          '/api/v1/displays/me/events/) sent first; it names that connection and nothing else. ' +
          'A TV whose beats stop for 3 s shows as disconnected. 404: no open feed has the key ' +
          '(it closed; the TV reconnects and gets a new one).',
        body: tvBeatRequestSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!presence.beat(request.body.key)) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
