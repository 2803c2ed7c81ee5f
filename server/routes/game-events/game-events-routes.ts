import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@core/schemas/common';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { gameFor } from '../../policies/game-access';
import type { GameEventBus } from '../../realtime/game-event-bus';
import { gameView } from '../games/game-view';
import { eventStreams, lastEventIdHeader } from '../event-stream';
import { security, withNotFound } from '../route-schemas';
import { startGameFeed } from './game-feed';
import { createGameFeedSource, type LoadGame } from './game-feed-source';

export interface GameEventRoutesOptions {
  db: Db;
  bus: GameEventBus;
  heartbeatMs: number;
  /** The snapshot's game; the game API's view (as GET /api/v1/games/{id}/ answers) by default. */
  loadGame?: LoadGame;
}

const DESCRIPTION = [
  'A live stream (`text/event-stream`) of the game for the caller screen and a TV display, served by',
  'any instance sharing the database.',
  'Authenticate with the `Authorization` header, or, since a browser `EventSource` cannot send',
  'headers, with `?token=<access token>` (checked exactly like the header; this route only).',
  'The stream opens with `retry: 2000` and an `event: snapshot` whose data is the current game; then',
  'each change arrives as `id: <sequence>`, `event: <type>` (draw, mark, pause, resume, reset,',
  'check, win, over, ...) and `data: {"game_id", "type", "sequence", "at", "data"}`. A comment line',
  'is sent every 15 seconds as a heartbeat. On reconnect, `Last-Event-ID` replays the missed events',
  'from the game log (or sends a fresh snapshot when they cannot be replayed). A `snapshot` may',
  'arrive again at any time: the client then replaces what it shows.',
].join(' ');

const querySchema = z.object({
  token: z.string().max(4096).optional().describe('The access token, for EventSource clients'),
});

function lastEventId(request: FastifyRequest): number | null {
  const value = lastEventIdHeader(request);
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export const gameEventRoutes: FastifyPluginAsyncZod<GameEventRoutesOptions> = async (
  app,
  { db, bus, heartbeatMs, loadGame },
) => {
  const source = createGameFeedSource(db, loadGame ?? gameView);
  const openStream = eventStreams(app, heartbeatMs);

  // EventSource cannot send headers: `?token=` becomes the header, then the usual check applies.
  async function tokenFromQuery(request: FastifyRequest): Promise<void> {
    const { token } = request.query as { token?: unknown };
    if (!request.headers.authorization && typeof token === 'string' && token)
      request.headers.authorization = `JWT ${token}`;
  }

  app.get(
    '/:id/events/',
    {
      // A HEAD mirror would open a stream nobody reads, held until shutdown.
      exposeHeadRoute: false,
      onRequest: [tokenFromQuery, app.authenticate, requirePermission('games')],
      schema: {
        operationId: 'getGameEvents',
        tags: ['games'],
        security,
        summary: 'Live events of a game (server-sent events)',
        description: DESCRIPTION,
        params: idParamsSchema,
        querystring: querySchema,
        response: {
          200: {
            description: 'The snapshot, then the game events',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...withNotFound,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const game = await gameFor(db, currentUser(request), id);

      openStream(reply, (stream) =>
        startGameFeed({
          gameId: game.id,
          bus,
          source,
          lastEventId: lastEventId(request),
          write: stream.write,
          fail: (error) => {
            request.log.warn({ err: error, gameId: game.id }, 'game event stream failed');
            stream.end();
          },
        }),
      );
    },
  );
};
