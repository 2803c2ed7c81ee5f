import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema } from '@core/schemas/common';
import { gameSettingsSchema, updateGameSettingsRequestSchema } from '@core/schemas/game-settings';
import type { Db } from '../../db/client';
import { cashiers, shops } from '../../db/schema';
import { notFound } from '../../http-error';
import { currentUser, requirePermission } from '../../plugins/auth';
import {
  settingsAnswer,
  shopPlanToRead,
  shopSettingsColumns,
  updateShopGameSettings,
} from '../../commands/shop-game-settings';
import { readPlatformLimits } from '../../commands/platform-settings';
import { security, withNotFound } from '../route-schemas';
import { shopScopeFilter, shopScopeOf, type ShopScope } from '../../queries/shops';
import { assertBonusRights } from '../../commands/stage-bonus-rights';

/** A live shop in the caller's scope, else 404 (another tenant's, a deleted one). */
export async function assertShopInScope(db: Db, scope: ShopScope, shopId: number): Promise<void> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(and(eq(shops.id, shopId), isNull(shops.deletedAt), shopScopeFilter(scope)));
  if (!row) throw notFound();
}

/** A live shop's settings in the caller's scope; another tenant's or a deleted shop is 404. */
async function settingsInScope(db: Db, scope: ShopScope, shopId: number) {
  const [row] = await db
    .select(shopSettingsColumns)
    .from(shops)
    .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
    .where(and(eq(shops.id, shopId), isNull(shops.deletedAt), shopScopeFilter(scope)));
  if (!row) throw notFound();
  const read = await shopPlanToRead(db, shopId, row);
  return settingsAnswer(shopId, row, { ...read, platform: await readPlatformLimits(db) });
}

/** A shop's game settings, shared by every till of the shop (decision 028). */
export const gameSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:id/game_settings/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        operationId: 'getShopGameSettings',
        tags: ['shops'],
        security,
        summary: "A shop's game settings and their limits (its cashier, its agent, an admin)",
        description:
          'Call interval, game mode, win conditions, card value, win percentage, auto start and ' +
          "voice language of the shop's next games; `limits` names the agent's highest win % " +
          'and the limits a start is held to (decision 045). `missing_patterns` names keys whose ' +
          'pattern was deleted (old data): the plan leaves them out and a save removes them.',
        params: idParamsSchema,
        response: { 200: gameSettingsSchema, ...withNotFound },
      },
    },
    async (request) => settingsInScope(db, shopScopeOf(currentUser(request)), request.params.id),
  );

  app.put(
    '/:id/game_settings/',
    {
      onRequest: [app.authenticate, requirePermission('shops')],
      schema: {
        operationId: 'updateShopGameSettings',
        tags: ['shops'],
        security,
        summary: "Change a shop's game settings (a field left out stays as it is)",
        description:
          'Games already started keep the settings they started with. A win percentage above ' +
          "the agent's limit answers 422 (code win_percentage_above_limit); patterns the agent " +
          'does not allow 422 pattern_not_allowed; a pattern below the platform floor 422 ' +
          "pattern_below_floor. A stage's bonus is paid from the shop's drawer: a cashier's " +
          'change of the stages keeps every bonus as it is (403 bonus_is_agents); the agent or ' +
          'the admin sets it (decision 043).',
        params: idParamsSchema,
        body: updateGameSettingsRequestSchema,
        response: { 200: gameSettingsSchema, ...withNotFound, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await settingsInScope(db, shopScopeOf(user), request.params.id);
      await assertBonusRights(db, user, request.params.id, request.body.stages);
      return updateShopGameSettings(db, request.params.id, request.body);
    },
  );
};
