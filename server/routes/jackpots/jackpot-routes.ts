import { statusOf } from '@core/api-statuses';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCents, centsToAmount } from '@core/money';
import type { SessionUser } from '@core/schemas/auth';
import { idParamsSchema } from '@core/schemas/common';
import {
  createJackpotRequestSchema,
  createJackpotResponseSchema,
  JACKPOT_HAPPEN,
  jackpotHappenResponseSchema,
  jackpotSchema,
  updateJackpotRequestSchema,
  type Jackpot,
} from '@core/schemas/jackpots';
import { gameFor } from '../../policies/game-access';
import { hasPendingPayout } from '../../commands/jackpot-approvals';
import { basisPointsOfPercent, percentOfBasisPoints } from '@core/odds/accepted-chance';
import { DEFAULT_JACKPOT_MESSAGE } from '../../commands/jackpot-rules';
import { jackpotPatternKeys, patternNames } from '../../commands/jackpot-terms';
import { moveMoney } from '../../ledger/move-money';
import type { Db } from '../../db/client';
import { cashiers, games, jackpots, shops } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../http-error';
import { currentUser, requirePermission, requireRole } from '../../plugins/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { authErrors, security, withConflict, withNotFound } from '../route-schemas';
import type { GameDeps } from '../games/game-deps';

const tags = ['jackpots'];
export const NO_JACKPOT = 'No jackpot';

function agentIdOf(user: SessionUser): number {
  if (user.agent_id === null) throw forbidden();
  return user.agent_id;
}

async function listJackpots(db: Db, agentId: number, jackpotId?: number): Promise<Jackpot[]> {
  const rows = await db
    .select({
      jackpot: jackpots,
      shopName: shops.name,
      // What a paid jackpot paid is what left it on the ledger as its payout.
      paidCents: sql<string | null>`(select sum(l.amount_cents)::text from ledger_entries l
        where l.from_account_kind = 'jackpot' and l.from_account_id = ${jackpots.id}
          and l.kind = 'jackpot_payout')`,
    })
    .from(jackpots)
    .innerJoin(shops, eq(shops.id, jackpots.shopId))
    .where(
      and(
        eq(jackpots.agentId, agentId),
        jackpotId === undefined ? undefined : eq(jackpots.id, jackpotId),
      ),
    )
    .orderBy(desc(jackpots.id));
  const names = await patternNames(db, new Set(rows.flatMap(({ jackpot }) => jackpot.patterns)));
  return rows.map(({ jackpot, shopName, paidCents }) => ({
    id: jackpot.id,
    amount: centsToAmount(jackpot.balanceCents),
    shop_id: jackpot.shopId,
    shop_name: shopName,
    jackpot_type: jackpot.jackpotType,
    bonus_amount: centsToAmount(jackpot.bonusCents),
    start_date: jackpot.startDate,
    end_date: jackpot.endDate,
    is_active: jackpot.isActive,
    frequency: jackpot.frequency,
    call_limit: jackpot.callLimit,
    min_pool: centsToAmount(jackpot.minPoolCents),
    patterns: jackpot.patterns.map((key) => ({ key, name: names.get(key) ?? key })),
    max_chance_percent: percentOfBasisPoints(jackpot.maxChanceBp),
    message: jackpot.message || DEFAULT_JACKPOT_MESSAGE,
    default_message: !jackpot.message,
    paid_at: jackpot.paidAt?.toISOString() ?? null,
    paid_amount: jackpot.paidAt ? centsToAmount(BigInt(paidCents ?? 0)) : null,
    at_hall: jackpot.hallId !== null && jackpot.paidAt === null && jackpot.balanceCents > 0n,
    created_at: jackpot.createdAt.toISOString(),
  }));
}

async function ownJackpot(db: Db, agentId: number, id: number): Promise<Jackpot> {
  const [jackpot] = await listJackpots(db, agentId, id);
  if (!jackpot) throw notFound();
  return jackpot;
}

/** SPEC's jackpot calls, under /api/v1/agents. */
export const jackpotRoutes: FastifyPluginAsyncZod<GameDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/create_jackpot/',
    {
      onRequest: requireRole('agent'),
      schema: {
        operationId: 'createJackpot',
        tags,
        security,
        summary: "Create a jackpot for a shop of one of the agent's cashiers",
        description:
          "The amount is reserved from the agent's balance into the jackpot in the same " +
          'transaction (409 "Insufficient balance"). A shop outside the agent\'s cashiers: 404.',
        headers: idempotencyHeadersSchema,
        body: createJackpotRequestSchema,
        response: { 201: createJackpotResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const agentId = agentIdOf(user);
      const body = request.body;
      return runIdempotent(db, request, reply, async (tx) => {
        const [shop] = await tx
          .select({ id: shops.id })
          .from(shops)
          .innerJoin(cashiers, eq(cashiers.id, shops.cashierId))
          .where(
            and(eq(shops.id, body.shop_id), eq(cashiers.agentId, agentId), isNull(shops.deletedAt)),
          );
        if (!shop) throw notFound();
        const [created] = await tx
          .insert(jackpots)
          .values({
            agentId,
            shopId: shop.id,
            jackpotType: body.jackpot_type,
            bonusCents: amountToCents(body.bonus_amount),
            startDate: body.start_date ?? null,
            endDate: body.end_date ?? null,
            frequency: body.frequency,
            callLimit: body.call_limit,
            minPoolCents: amountToCents(body.min_pool),
            patterns: await jackpotPatternKeys(tx, shop.id, body.patterns),
            maxChanceBp: basisPointsOfPercent(body.max_chance_percent),
            message: body.message ?? '',
          })
          .returning({ id: jackpots.id });
        if (!created) throw new Error('jackpot was not created');
        const amountCents = amountToCents(body.amount);
        if (amountCents > 0n)
          await moveMoney(tx, {
            from: { kind: 'agent', id: agentId },
            to: { kind: 'jackpot', id: created.id },
            amountCents,
            kind: 'jackpot_reserve',
            reference: `jackpot:${created.id}`,
            userId: user.id,
          });
        return {
          status: 201,
          body: {
            ...statusOf('jackpot_created'),
            jackpot: await ownJackpot(tx, agentId, created.id),
          },
        };
      });
    },
  );

  app.get(
    '/my_jackpots/',
    {
      onRequest: requireRole('agent'),
      schema: {
        operationId: 'listMyJackpots',
        tags,
        security,
        summary: "The agent's jackpots, newest first; amount is what each holds now",
        response: { 200: z.array(jackpotSchema), ...authErrors },
      },
    },
    async (request) => listJackpots(db, agentIdOf(currentUser(request))),
  );

  app.put(
    '/jackpots/:id/',
    {
      onRequest: requireRole('agent'),
      schema: {
        operationId: 'updateJackpot',
        tags,
        security,
        summary: 'Deactivate a jackpot, or change what counts for it',
        description:
          "Deactivating an unpaid jackpot releases what it holds back to the agent's balance (one " +
          'a paired hall holds: once the hall gives it back at its next sync). A ' +
          'paid jackpot (409 "Jackpot is already paid") or a released one cannot be reactivated; ' +
          'one whose payout waits for approval cannot be released (409 jackpot_payout_pending). ' +
          '`min_pool`: a game with a smaller pool neither grows nor triggers it. `patterns`, ' +
          '`call_limit`, `max_chance_percent`: what counts from the next start on (decision 043): ' +
          'a game whose computed chance of paying it is above `max_chance_percent` neither grows ' +
          'nor pays it; a running game keeps the terms its start judged.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: updateJackpotRequestSchema,
        response: { 200: jackpotSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const agentId = agentIdOf(user);
      return runIdempotent(db, request, reply, async (tx) => {
        const [jackpot] = await tx
          .select()
          .from(jackpots)
          .where(and(eq(jackpots.id, request.params.id), eq(jackpots.agentId, agentId)))
          .for('update');
        if (!jackpot) throw notFound();
        const { is_active: isActive, min_pool: minPool, ...terms } = request.body;
        const change = {
          ...(minPool !== undefined && { minPoolCents: amountToCents(minPool) }),
          ...(terms.patterns && {
            patterns: await jackpotPatternKeys(tx, jackpot.shopId, terms.patterns),
          }),
          ...(terms.call_limit !== undefined && { callLimit: terms.call_limit }),
          ...(terms.max_chance_percent !== undefined && {
            maxChanceBp: basisPointsOfPercent(terms.max_chance_percent),
          }),
        };
        // A game already started keeps the terms its start judged (its odds record).
        if (Object.keys(change).length > 0)
          await tx.update(jackpots).set(change).where(eq(jackpots.id, jackpot.id));
        if (isActive !== undefined && isActive !== jackpot.isActive) {
          if (jackpot.paidAt !== null) throw new HttpError(409, 'jackpot_paid');
          if (isActive) throw new HttpError(409, 'jackpot_released');
          if (await hasPendingPayout(tx, jackpot.id))
            throw new HttpError(409, 'jackpot_payout_pending');
          // A hall holds it: the hall gives back what it holds at its next sync, and that is
          // released then (decision 041); until then it may still pay a game played offline.
          if (jackpot.balanceCents > 0n && jackpot.hallId === null)
            await moveMoney(tx, {
              from: { kind: 'jackpot', id: jackpot.id },
              to: { kind: 'agent', id: agentId },
              amountCents: jackpot.balanceCents,
              kind: 'jackpot_release',
              reference: `jackpot:${jackpot.id}`,
              userId: user.id,
            });
          await tx.update(jackpots).set({ isActive: false }).where(eq(jackpots.id, jackpot.id));
        }
        return { status: 200, body: await ownJackpot(tx, agentId, jackpot.id) };
      });
    },
  );

  app.get(
    '/is_jackpot_happen',
    {
      onRequest: requirePermission('games'),
      schema: {
        operationId: 'isJackpotHappen',
        tags,
        security,
        summary: 'Whether the game just won triggered a jackpot (decided at win time)',
        description:
          "The game is `game_id`, or the caller's latest completed game (agent: its cashiers'). " +
          'Answers status "Jackpot happen" with amount, jackpot_id and message, else "No jackpot".',
        querystring: z.object({
          game_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
        response: { 200: jackpotHappenResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const user = currentUser(request);
      let gameId = request.query.game_id;
      if (gameId !== undefined) {
        await gameFor(db, user, gameId);
      } else {
        const scope =
          user.role === 'admin'
            ? undefined
            : user.role === 'cashier'
              ? eq(games.cashierId, user.cashier_id ?? -1)
              : eq(cashiers.agentId, user.agent_id ?? -1);
        const [latest] = await db
          .select({ id: games.id })
          .from(games)
          .innerJoin(cashiers, eq(cashiers.id, games.cashierId))
          .where(and(scope, eq(games.status, 'completed')))
          .orderBy(desc(games.completedAt), desc(games.id))
          .limit(1);
        gameId = latest?.id;
      }
      if (gameId === undefined) return { status: NO_JACKPOT };
      const [row] = await db
        .select({
          jackpotId: games.jackpotId,
          cents: games.jackpotCents,
          message: jackpots.message,
        })
        .from(games)
        .leftJoin(jackpots, eq(jackpots.id, games.jackpotId))
        .where(eq(games.id, gameId));
      if (!row || row.jackpotId === null || row.cents === null) return { status: NO_JACKPOT };
      return {
        status: JACKPOT_HAPPEN,
        amount: centsToAmount(row.cents),
        jackpot_id: row.jackpotId,
        message: row.message || DEFAULT_JACKPOT_MESSAGE,
        default_message: !row.message,
      };
    },
  );
};
