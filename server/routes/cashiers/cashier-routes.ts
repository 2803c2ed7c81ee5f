import { statusOf } from '@core/api-statuses';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCents } from '@core/money';
import type { SessionUser } from '@core/schemas/auth';
import { errorResponseSchema, idParamsSchema, statusResponseSchema } from '@core/schemas/common';
import {
  createShopRequestSchema,
  createShopResponseSchema,
  shopSchema,
  updateShopRequestSchema,
} from '@core/schemas/shops';
import { runningGameSchema } from '@core/schemas/game-lists';
import { cashierDashboardSchema } from '@core/schemas/staff';
import { startOfDayInTimeZone } from '@core/time/start-of-day';
import { updateShop } from '../../commands/update-shop';
import { assertShopNameFree, withShopNameGuard } from '../../commands/shop-name';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { shopLanguageFrom } from '../../shop-language';
import { forbidden, notFound } from '../../http-error';
import { currentUser, requireRole } from '../../plugins/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { authErrors, security, withConflict, withNotFound } from '../route-schemas';
import { listShops } from '../../queries/shops';
import { cashierDashboard } from './cashier-dashboard';
import { runningGames } from './running-games';

const tags = ['cashiers'];

function cashierIdOf(user: SessionUser): number {
  if (user.cashier_id === null) throw forbidden();
  return user.cashier_id;
}

async function ownShop(db: Db, cashierId: number, shopId: number) {
  const [shop] = await listShops(db, { cashierId }, shopId);
  if (!shop) throw notFound();
  return shop;
}

export const cashierRoutes: FastifyPluginAsyncZod<{ db: Db; timezone: string }> = async (
  app,
  { db, timezone },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('cashier'));

  app.post(
    '/create_shop/',
    {
      schema: {
        operationId: 'createShop',
        tags,
        security,
        summary: 'Create a shop (its cash drawer starts at 0)',
        description:
          "The shop's language (its TVs, ball voice, cartelas and phone pages) is the first of " +
          'en, am, ti, es, fr in the Accept-Language header, else en; its agent can change it.',
        body: createShopRequestSchema,
        response: { 201: createShopResponseSchema, ...authErrors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const cashierId = cashierIdOf(currentUser(request));
      await assertShopNameFree(db, cashierId, request.body.name);
      // The shop speaks its creator's screen language (decision 048) until its agent changes it.
      const language = shopLanguageFrom(request.headers['accept-language']);
      const [created] = await withShopNameGuard(() =>
        db
          .insert(shops)
          .values({ cashierId, name: request.body.name, language, voiceLanguage: language })
          .returning({ id: shops.id }),
      );
      const shop = await ownShop(db, cashierId, created?.id ?? 0);
      return reply.code(201).send({ ...statusOf('shop_created'), shop });
    },
  );

  app.get(
    '/my_shops/',
    {
      schema: {
        operationId: 'listMyShops',
        tags,
        security,
        summary: "The caller's shops (deleted ones left out)",
        response: { 200: z.array(shopSchema), ...authErrors },
      },
    },
    async (request) => listShops(db, { cashierId: cashierIdOf(currentUser(request)) }),
  );

  app.put(
    '/shops/:id/',
    {
      schema: {
        operationId: 'updateShop',
        tags,
        security,
        summary: 'Edit a shop: name, active, and the cash its drawer holds',
        description:
          'A changed amount_avalaible is recorded in the ledger as an adjustment between the ' +
          'shop and the outside (cash taken to the bank, float added), with who, when and the ' +
          'optional reason; GET /api/v1/shops/{id}/cash_adjustments/ lists them.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: updateShopRequestSchema,
        response: { 200: shopSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const cashierId = cashierIdOf(user);
      const { name, is_active: isActive, amount_avalaible: amount, reason } = request.body;
      return runIdempotent(db, request, reply, async (tx) => {
        await updateShop(tx, { userId: user.id, cashierId }, request.params.id, {
          name,
          isActive,
          cashCents: amount === undefined ? undefined : amountToCents(amount),
          reason,
        });
        return { status: 200, body: await ownShop(tx, cashierId, request.params.id) };
      });
    },
  );

  app.delete(
    '/shops/:id/delete/',
    {
      schema: {
        operationId: 'deleteShop',
        tags,
        security,
        summary: 'Delete a shop: it leaves every list; its history stays',
        params: idParamsSchema,
        response: { 200: statusResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const cashierId = cashierIdOf(currentUser(request));
      const deleted = await db
        .update(shops)
        .set({ deletedAt: new Date(), isActive: false })
        .where(
          and(
            eq(shops.id, request.params.id),
            eq(shops.cashierId, cashierId),
            isNull(shops.deletedAt),
          ),
        )
        .returning({ id: shops.id });
      if (deleted.length === 0) throw notFound();
      return { ...statusOf('shop_deleted') };
    },
  );

  app.get(
    '/dashboard/',
    {
      schema: {
        operationId: 'getCashierStats',
        tags,
        security,
        summary: "The cashier dashboard stat cards: total, amount, active and today's games",
        response: { 200: cashierDashboardSchema, ...authErrors },
      },
    },
    async (request) =>
      cashierDashboard(
        db,
        cashierIdOf(currentUser(request)),
        startOfDayInTimeZone(new Date(), timezone),
      ),
  );

  app.get(
    '/running_games/',
    {
      schema: {
        operationId: 'listRunningGames',
        tags,
        security,
        summary: "The caller's unfinished games: at most one per shop, found by any till",
        description:
          'A shop runs one unfinished game at a time (a start while one runs answers 409 ' +
          '`game_running` with its id); each till of the shop resumes it from here.',
        response: { 200: z.array(runningGameSchema), ...authErrors },
      },
    },
    async (request) => runningGames(db, cashierIdOf(currentUser(request))),
  );
};
