import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@core/schemas/common';
import {
  createPairingCodeRequestSchema,
  pairingCodeSchema,
  shopDevicesSchema,
  tvDisplaySchema,
  tvLookSchema,
} from '@core/schemas/displays';
import type { Db } from '../../db/client';
import type { DevicePresence } from '../../realtime/device-presence';
import { createPairingCode, revokeTv, setTvLook } from '../../commands/tv-pairing';
import { currentUser, requirePermission } from '../../plugins/auth';
import { tvFor, tvShopFor } from '../../policies/tv-access';
import { security, withNotFound } from '../route-schemas';
import { shopScopeOf } from '../../queries/shops';
import { listTvs } from '../../queries/tv-displays';
import { shopDevices } from './device-health-query';
import { tvLookOf } from './tv-queries';

const tags = ['displays'];
const shopQuerySchema = z.object({ shop_id: z.coerce.number().int().positive() });
const shopLookSchema = tvLookSchema.extend({ shop_id: z.number().int().positive() });

export interface TvRoutesOptions {
  db: Db;
  clock: () => Date;
  /** Which TVs and phones hear the shop's games now (the devices panel). */
  presence: DevicePresence;
}

/**
 * The till's side of a shop's TVs: pair one by code, list, see their health, restyle, revoke
 * (decision 027).
 */
export const tvRoutes: FastifyPluginAsyncZod<TvRoutesOptions> = async (
  app,
  { db, clock, presence },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requirePermission('shops'));

  app.post(
    '/pairing_codes/',
    {
      schema: {
        operationId: 'createTvPairingCode',
        tags,
        security,
        summary: 'A code to pair a TV to a shop: 6 characters, usable once within 10 minutes',
        description:
          "The shop's cashier, its agent or an admin. The TV sends the code to POST " +
          '/api/v1/displays/pair/ and becomes a display session that can only watch this shop.',
        body: createPairingCodeRequestSchema,
        response: { 201: pairingCodeSchema, ...withNotFound },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const shopId = await tvShopFor(db, user, request.body.shop_id);
      reply.code(201);
      return createPairingCode(db, { shopId, userId: user.id, now: clock() });
    },
  );

  app.get(
    '/paired/',
    {
      schema: {
        operationId: 'listTvDisplays',
        tags,
        security,
        summary: 'The TVs paired to a shop, newest first (revoked ones marked)',
        querystring: shopQuerySchema,
        response: { 200: z.array(tvDisplaySchema), ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const shopId = await tvShopFor(db, user, request.query.shop_id);
      return listTvs(db, shopScopeOf(user), { shopId });
    },
  );

  app.get(
    '/devices/',
    {
      schema: {
        operationId: 'getShopDevices',
        tags,
        security,
        summary:
          "A shop's devices for the till: its TVs' connection and lag, the phones on its game",
        description:
          'Each TV paired to the shop (not revoked): connected or not (a closed feed at once, a ' +
          'feed whose beats stopped after 3 s), the last ball its feed sent it and how many of ' +
          "the game's calls it is behind; and how many players' card pages follow the shop's " +
          'newest game. Presence is kept by the server process that holds the feeds (decision ' +
          "053). The same callers as the TV list; another tenant's shop is 404.",
        querystring: shopQuerySchema,
        response: { 200: shopDevicesSchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const shopId = await tvShopFor(db, user, request.query.shop_id);
      return shopDevices(db, presence, shopScopeOf(user), shopId);
    },
  );

  app.delete(
    '/:id/',
    {
      schema: {
        operationId: 'revokeTvDisplay',
        tags,
        security,
        summary: 'Revoke a TV: its display session ends, its live feed closes within seconds',
        params: idParamsSchema,
        response: { 200: tvDisplaySchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const display = await tvFor(db, user, request.params.id);
      await revokeTv(db, { displayId: display.id, userId: user.id, now: clock() });
      return tvFor(db, user, display.id);
    },
  );

  app.get(
    '/look/',
    {
      schema: {
        operationId: 'getTvLook',
        tags,
        security,
        summary: "The theme and language of a shop's TVs",
        querystring: shopQuerySchema,
        response: { 200: tvLookSchema, ...withNotFound },
      },
    },
    async (request) =>
      tvLookOf(db, await tvShopFor(db, currentUser(request), request.query.shop_id)),
  );

  app.put(
    '/look/',
    {
      schema: {
        operationId: 'updateTvLook',
        tags,
        security,
        summary: "Set the theme and language of a shop's TVs; they follow it without a reload",
        body: shopLookSchema,
        response: { 200: tvLookSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { shop_id, ...look } = request.body;
      const shopId = await tvShopFor(db, currentUser(request), shop_id);
      return setTvLook(db, shopId, look);
    },
  );
};
