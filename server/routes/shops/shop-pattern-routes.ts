import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamsSchema } from '@core/schemas/common';
import { customPatternRequestSchema, customPatternSchema } from '@core/schemas/patterns';
import type { Db } from '../../db/client';
import {
  createShopPattern,
  deleteShopPattern,
  listShopPatterns,
  updateShopPattern,
} from '../../commands/shop-patterns';
import { currentUser, requirePermission } from '../../plugins/auth';
import { security, withConflict, withNotFound } from '../route-schemas';
import { assertShopInScope } from './game-settings-routes';
import { shopScopeOf } from '../../queries/shops';

const tags = ['shops'];
const patternParamsSchema = z.object({
  id: idParamsSchema.shape.id,
  pattern_id: z.coerce.number().int().min(1).max(2_147_483_647),
});
const listSchema = z
  .object({ results: z.array(customPatternSchema) })
  .meta({ id: 'CustomPatternList' });

/** A shop's own win patterns (decision 034): kept per shop, chosen in its game settings. */
export const shopPatternRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = [app.authenticate, requirePermission('shops')];
  const inScope = (request: { params: { id: number } } & Parameters<typeof currentUser>[0]) =>
    assertShopInScope(db, shopScopeOf(currentUser(request)), request.params.id);

  app.get(
    '/:id/patterns/',
    {
      onRequest,
      schema: {
        operationId: 'listShopPatterns',
        tags,
        security,
        summary: "A shop's own win patterns (its cashier, its agent, an admin)",
        params: idParamsSchema,
        response: { 200: listSchema, ...withNotFound },
      },
    },
    async (request) => {
      await inScope(request);
      return { results: await listShopPatterns(db, request.params.id) };
    },
  );

  app.post(
    '/:id/patterns/',
    {
      onRequest,
      schema: {
        operationId: 'createShopPattern',
        tags,
        security,
        summary: 'Add a pattern of the shop: shapes drawn on the 5x5 grid and a class',
        description:
          'Classes: fixed (the shapes as drawn), crazy (any quarter turn or mirror image), ' +
          'anywhere (the shape at any position where it fits), k_of_set (at least k of the ' +
          "shapes complete). It is played once its key (`custom-<id>`) is in the shop's game " +
          'settings `patterns`. A name the shop already uses: 409 pattern_name_taken.',
        params: idParamsSchema,
        body: customPatternRequestSchema,
        response: { 201: customPatternSchema, ...withConflict, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await inScope(request);
      const pattern = await createShopPattern(
        db,
        request.params.id,
        currentUser(request).id,
        request.body,
      );
      return reply.code(201).send(pattern);
    },
  );

  app.put(
    '/:id/patterns/:pattern_id/',
    {
      onRequest,
      schema: {
        operationId: 'updateShopPattern',
        tags,
        security,
        summary: 'Change a pattern of the shop (games already started keep their copy)',
        params: patternParamsSchema,
        body: customPatternRequestSchema,
        response: { 200: customPatternSchema, ...withConflict, 422: errorResponseSchema },
      },
    },
    async (request) => {
      await inScope(request);
      return updateShopPattern(db, request.params.id, request.params.pattern_id, request.body);
    },
  );

  app.delete(
    '/:id/patterns/:pattern_id/',
    {
      onRequest,
      schema: {
        operationId: 'deleteShopPattern',
        tags,
        security,
        summary: 'Delete a pattern of the shop; the shop stops playing it',
        params: patternParamsSchema,
        response: { 204: z.null(), ...withNotFound },
      },
    },
    async (request, reply) => {
      await inScope(request);
      await deleteShopPattern(db, request.params.id, request.params.pattern_id);
      return reply.code(204).send(null);
    },
  );
};
