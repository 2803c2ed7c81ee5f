import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '@core/schemas/common';
import { nextDrawSchema } from '@core/schemas/fair-draw';
import { nextDrawOf } from '../../commands/fair-draw';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { notFound } from '../../http-error';

/**
 * A shop's next game's commitment, with no sign-in (decision 054): published while that game's
 * cards are sold, so a player can later check that the game played the seed committed here.
 */
export const nextDrawRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/shops/:id/next_draw/',
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        operationId: 'getShopNextDraw',
        tags: ['public'],
        security: [],
        summary: "The commitment of a shop's next game, published before its cards are sold",
        description:
          'sha256 of the seed the next game will play. Once that game ends its verify page ' +
          'reveals the seed: anyone can check it hashes to the commitment shown here before sales.',
        params: idParamsSchema,
        response: { 200: nextDrawSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [shop] = await db
        .select({ id: shops.id, name: shops.name })
        .from(shops)
        .where(and(eq(shops.id, request.params.id), isNull(shops.deletedAt)));
      if (!shop) throw notFound();
      reply.header('cache-control', 'no-store');
      return { shop_id: shop.id, shop_name: shop.name, ...(await nextDrawOf(db, shop.id)) };
    },
  );
};
