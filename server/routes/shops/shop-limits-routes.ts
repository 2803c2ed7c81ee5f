import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '@core/schemas/common';
import { shopLimitsSchema, updateShopLimitsSchema } from '@core/schemas/shop-limits';
import type { Db } from '../../db/client';
import { readShopLimits, saveShopLimits } from '../../commands/shop-limits';
import { forbidden } from '../../http-error';
import { currentUser, requirePermission } from '../../plugins/auth';
import { shopScopeOf } from '../../queries/shops';
import { security, withNotFound } from '../route-schemas';
import { assertShopInScope } from './game-settings-routes';

const tags = ['shops'];

/** A shop's limits and allowed patterns (decision 045): set by its agent, within the admin's. */
export const shopLimitsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = [app.authenticate, requirePermission('shops')];

  app.get(
    '/:id/limits/',
    {
      onRequest,
      schema: {
        operationId: 'getShopLimits',
        tags,
        security,
        summary: "A shop's limits and allowed patterns, with the admin's ceilings",
        params: idParamsSchema,
        response: { 200: shopLimitsSchema, ...withNotFound },
      },
    },
    async (request) => {
      await assertShopInScope(db, shopScopeOf(currentUser(request)), request.params.id);
      return readShopLimits(db, request.params.id);
    },
  );

  app.put(
    '/:id/limits/',
    {
      onRequest,
      schema: {
        operationId: 'updateShopLimits',
        tags,
        security,
        summary: "Change a shop's limits and allowed patterns (its agent or an admin)",
        description:
          'A field left out stays as it is; null: no limit of the agent (allowed_patterns null: ' +
          "every pattern). A limit beyond the admin's ceiling answers 422 limit_beyond_ceiling; " +
          'a key that names no pattern of the shop 422 unknown_pattern. A cashier gets 403: the ' +
          'till does not loosen its own limits. Each start is held to them (decision 045).',
        params: idParamsSchema,
        body: updateShopLimitsSchema,
        response: { 200: shopLimitsSchema, ...withNotFound, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The till must not loosen the limits it plays under.
      if (user.role === 'cashier') throw forbidden();
      await assertShopInScope(db, shopScopeOf(user), request.params.id);
      return saveShopLimits(db, request.params.id, request.body);
    },
  );
};
