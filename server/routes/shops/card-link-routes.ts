import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@core/schemas/common';
import { cardLinksQuerySchema, cardLinksSchema } from '@core/schemas/player-cards';
import { cardLinks, rotateCardSecret } from '../../commands/player-cards';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { security, withNotFound } from '../route-schemas';
import { assertShopInScope } from './game-settings-routes';
import { shopScopeOf } from '../../queries/shops';

/** The codes printed on a shop's cartelas (decision 037), for whoever keeps the shop. */
export const cardLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = [app.authenticate, requirePermission('shops')];

  app.get(
    '/:id/card_links/',
    {
      onRequest,
      schema: {
        operationId: 'listCardLinks',
        tags: ['shops'],
        security,
        summary: "The player-page paths of a range of the shop's cards, for their QR codes",
        description:
          "At most 1,000 cards from `from` to `to`. Each path goes after the hall's public " +
          'address (BINGO_PUBLIC_URL) in the QR code printed on the cartela.',
        params: idParamsSchema,
        querystring: cardLinksQuerySchema,
        response: { 200: cardLinksSchema, ...withNotFound },
      },
    },
    async (request) => {
      await assertShopInScope(db, shopScopeOf(currentUser(request)), request.params.id);
      const { from, to } = request.query;
      return { results: await cardLinks(db, request.params.id, from, to) };
    },
  );

  app.post(
    '/:id/card_secret/rotate/',
    {
      onRequest,
      schema: {
        operationId: 'rotateCardSecret',
        tags: ['shops'],
        security,
        summary: "A new secret for the shop's card codes: every printed code stops working",
        params: idParamsSchema,
        response: { 204: z.null(), ...withNotFound },
      },
    },
    async (request, reply) => {
      await assertShopInScope(db, shopScopeOf(currentUser(request)), request.params.id);
      await rotateCardSecret(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
