import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CARD_NUMBER } from '@core/bingo/game-limits';
import { errorResponseSchema } from '@core/schemas/common';
import { verifyTokenParamsSchema } from '@core/schemas/game-record';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { notFound } from '../../http-error';
import type { DevicePresence } from '../../realtime/device-presence';
import type { GameEventBus } from '../../realtime/game-event-bus';
import { eventStreams, lastEventIdHeader } from '../event-stream';
import { startGameFeed } from './game-feed';
import { createGameFeedSource } from './game-feed-source';
import { formatPublicEventFor, publicGameView } from './public-feed';

export interface PublicGameEventsOptions {
  db: Db;
  bus: GameEventBus;
  heartbeatMs: number;
  /** Counts the phones on each game (the till's devices panel): in memory, no write per phone. */
  presence: DevicePresence;
}

/**
 * One public live feed per game for the players' phones (decision 037), by the game's verify
 * token: the same bytes to every phone at a draw, no database query per phone per draw. Each
 * phone marks its own card from the balls.
 */
export const publicGameEventRoutes: FastifyPluginAsyncZod<PublicGameEventsOptions> = async (
  app,
  { db, bus, heartbeatMs, presence },
) => {
  const source = createGameFeedSource(db, publicGameView);
  const openStream = eventStreams(app, heartbeatMs);

  app.get(
    '/games/:token/events/',
    {
      exposeHeadRoute: false,
      // A phone opens one stream and reconnects after a blip; a hall shares one address.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        operationId: 'getPublicGameEvents',
        tags: ['public'],
        security: [],
        summary: "A game's public live feed for players' phones (server-sent events, no sign-in)",
        description:
          "The token is the game's verify token (the player card answer names it). Opens with " +
          "`event: snapshot` (the calls, the plan, the stage, the ball count, the caller's " +
          'state), then draw, mark, reset, pause, resume, over, win (card, stage, pattern), close ' +
          'and cancel events, claim (a phone claimed: card and calls) and the check answering a claim, ' +
          'with their public fields only: never money, staff or other checks. With `card`, the ' +
          "claims and answers of that card only (a card's phone page).",
        params: verifyTokenParamsSchema,
        querystring: z.object({
          card: z.coerce.number().int().min(CARD_NUMBER.min).max(CARD_NUMBER.max).optional(),
        }),
        response: {
          200: {
            description: 'The snapshot, then the public events',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const [game] = await db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.verifyToken, request.params.token));
      if (!game) throw notFound();
      const header = lastEventIdHeader(request)?.trim() ?? '';
      const lastEventId = /^\d{1,9}$/.test(header) ? Number(header) : null;
      openStream(reply, (stream) => {
        const left = presence.openPhoneFeed(game.id);
        const stop = startGameFeed({
          gameId: game.id,
          bus,
          source,
          lastEventId,
          write: stream.write,
          format: formatPublicEventFor(request.query.card),
          fail: (error) => {
            request.log.warn({ err: error, gameId: game.id }, 'public game stream failed');
            stream.end();
          },
        });
        return () => {
          stop();
          left();
        };
      });
    },
  );
};
