import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import { idParamsSchema } from '@core/schemas/common';
import {
  allowanceRequestSchema,
  hallLinkSchema,
  hallListSchema,
  hallStatusSchema,
  shortfallCoverSchema,
  type HallStatus,
} from '@core/schemas/halls';
import type { Db } from '../../db/client';
import {
  cashiers,
  hallLoadedGrants,
  hallOutbox,
  halls,
  hallSyncIncidents,
  shops,
} from '../../db/schema';
import { forbidden, HttpError } from '../../http-error';
import { createHallLink } from '../../commands/hall-pairing';
import { acceptHallShortfall } from '../../commands/hall-stuck';
import { currentUser, requirePermission } from '../../plugins/auth';
import { callCentral, CentralBusy, CentralUnreachable } from '../../halls/central-client';
import { pullState } from '../../halls/hall-sync';
import {
  allowanceStatus,
  readHallLink,
  takeGrantIn,
  type HallLinkRow,
} from '../../halls/hall-allowance';
import type { SignedGrant } from '../../commands/hall-grants';
import { assertShopInScope } from '../shops/game-settings-routes';
import { shopScopeFilter, shopScopeOf } from '../../queries/shops';
import { security, withConflict, withNotFound } from '../route-schemas';

const tags = ['halls'];

/** Whether the hall's sync worker reached central in its last round (main.ts passes it). */
export type HallOnline = () => boolean;

async function statusOf(db: Db, link: HallLinkRow | null, online: HallOnline): Promise<HallStatus> {
  if (!link)
    return {
      mode: 'central',
      online: true,
      last_sync_at: null,
      pending_events: 0,
      allowance: null,
      games_left: null,
      expires_at: null,
      upload_refused: null,
    };
  const [pending] = await db
    .select({ n: count() })
    .from(hallOutbox)
    .where(sql`${hallOutbox.seq} > ${link.uploadedSeq}`);
  const allowance = await allowanceStatus(db, link);
  return {
    mode: 'hall',
    online: online(),
    last_sync_at: link.lastSyncAt?.toISOString() ?? null,
    pending_events: pending?.n ?? 0,
    allowance: centsToAmount(allowance.allowance_cents),
    games_left: allowance.games_left,
    expires_at: allowance.expires_at,
    upload_refused:
      link.uploadRefusedCode && link.uploadRefusedSince
        ? { code: link.uploadRefusedCode, since: link.uploadRefusedSince.toISOString() }
        : null,
  };
}

/** Hall mode for staff (decision 038): the agent's hall links and list, the till's hall status. */
export const hallRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: () => Date;
  online: HallOnline;
}> = async (app, { db, clock, online }) => {
  const onRequest = [app.authenticate, requirePermission('shops')];

  app.post(
    '/shops/:id/hall_link/',
    {
      onRequest,
      schema: {
        operationId: 'createHallLink',
        tags,
        security,
        summary: "A one-time code (10 minutes) to pair a hall's own server with this shop",
        description:
          'Agents and admins. The hall runs `npm run hall:pair -- <code>` with BINGO_CENTRAL_URL ' +
          'set. A shop whose hall is paired answers 409 `hall_already_paired`.',
        params: idParamsSchema,
        response: { 201: hallLinkSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role === 'cashier') throw forbidden();
      await assertShopInScope(db, shopScopeOf(user), request.params.id);
      reply.code(201);
      return createHallLink(db, { shopId: request.params.id, userId: user.id, now: clock() });
    },
  );

  app.get(
    '/halls/',
    {
      onRequest,
      schema: {
        operationId: 'listHalls',
        tags,
        security,
        summary: "The halls of the caller's shops: last sync, entries still to come, allowance out",
        response: { 200: hallListSchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'cashier') throw forbidden();
      const scope = shopScopeOf(user);
      const rows = await db
        .select({
          id: halls.id,
          shopId: halls.shopId,
          shopName: shops.name,
          pairedAt: halls.pairedAt,
          lastSyncAt: halls.lastSyncAt,
          toCome: sql<number>`greatest(${halls.hallHeadSeq} - ${halls.appliedSeq}, 0)::int`,
          allowance: halls.allowanceCents,
          incidents: sql<number>`(select count(*)::int from ${hallSyncIncidents} i where i.hall_id = ${halls.id})`,
          stuckSince: halls.stuckSince,
          stuckReason: halls.stuckReason,
          stuckDetail: halls.stuckDetail,
        })
        .from(halls)
        .innerJoin(shops, eq(shops.id, halls.shopId))
        .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
        .where(and(isNull(shops.deletedAt), shopScopeFilter(scope)))
        .orderBy(halls.id);
      return {
        results: rows.map((row) => ({
          id: row.id,
          shop_id: row.shopId,
          shop_name: row.shopName,
          paired: row.pairedAt !== null,
          last_sync_at: row.lastSyncAt?.toISOString() ?? null,
          events_to_come: row.toCome,
          allowance_out: centsToAmount(row.allowance),
          incidents: row.incidents,
          stuck_since: row.stuckSince?.toISOString() ?? null,
          stuck_reason: row.stuckReason,
          stuck_detail: row.stuckDetail,
        })),
      };
    },
  );

  app.post(
    '/halls/:id/cover_shortfall/',
    {
      onRequest,
      schema: {
        operationId: 'coverHallShortfall',
        tags,
        security,
        summary: "Take a stuck hall's shortfall on the agent's balance, so its entries apply",
        description:
          'Agents and admins, for a hall stuck on 409 `insufficient_balance` (the hall spent more ' +
          'than its account on central holds: fees raised during a cut, credit added on the hall). ' +
          'The entries the hall has announced so far apply with what its account lacks taken from ' +
          "the shop's agent's balance, each time flagged (`shortfall_covered`). 409 " +
          '`hall_not_short` when the hall is not stuck on a shortfall.',
        params: idParamsSchema,
        response: { 200: shortfallCoverSchema, ...withConflict },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'cashier') throw forbidden();
      const [hall] = await db
        .select({ shopId: halls.shopId })
        .from(halls)
        .where(eq(halls.id, request.params.id));
      if (!hall) throw new HttpError(404, 'not_found');
      await assertShopInScope(db, shopScopeOf(user), hall.shopId);
      return acceptHallShortfall(db, { hallId: request.params.id, userId: user.id });
    },
  );

  app.get(
    '/hall/status/',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'hallStatus',
        tags,
        security,
        summary: "This server's hall mode: online or not, last sync, entries to upload, allowance",
        response: { 200: hallStatusSchema, ...withNotFound },
      },
    },
    async () => statusOf(db, await readHallLink(db), online),
  );

  app.post(
    '/hall/allowance/',
    {
      onRequest,
      schema: {
        operationId: 'takeHallAllowance',
        tags,
        security,
        summary: "Take an offline allowance from the cashier's balance on central (needs the link)",
        description:
          "The hall's cashier or its agent. 503 `central_unreachable` while the link is down " +
          '(`central_busy` while central is busy with other halls); ' +
          '409 `not_a_hall` on a server that is not a paired hall; 409 `insufficient_balance`.',
        body: allowanceRequestSchema,
        response: { 201: hallStatusSchema, ...withConflict, 503: withConflict[409] },
      },
    },
    async (request, reply) => {
      const link = await readHallLink(db);
      if (!link) throw new HttpError(409, 'not_a_hall');
      const user = currentUser(request);
      if (user.role === 'admin') throw forbidden();
      await assertShopInScope(db, shopScopeOf(user), link.shopId);
      const signed = await callCentral<SignedGrant>(link, 'POST', '/api/v1/hall_sync/grants/', {
        ...request.body,
        request_id: randomUUID(),
      }).catch((error: unknown) => {
        if (error instanceof CentralUnreachable) throw new HttpError(503, 'central_unreachable');
        throw error instanceof CentralBusy ? new HttpError(503, 'central_busy') : error;
      });
      // Central's copy first, with the grant: it holds the jackpots the grant lends (decision
      // 041). The grant is issued whatever happens next; what is not taken in here, the sync
      // worker takes in at its next round.
      await pullState(db, link).catch(() => undefined);
      const [loaded] = await db
        .select({ grantNo: hallLoadedGrants.grantNo })
        .from(hallLoadedGrants)
        .where(eq(hallLoadedGrants.grantNo, signed.grant.grant_no));
      if (!loaded)
        await db
          .transaction((tx) => takeGrantIn(tx as unknown as Db, link, signed))
          .catch((error: unknown) => {
            if (error instanceof HttpError) throw error;
          });
      reply.code(201);
      return statusOf(db, link, online);
    },
  );
};
