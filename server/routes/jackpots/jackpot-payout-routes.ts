import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '@core/schemas/auth';
import { idParamsSchema } from '@core/schemas/common';
import {
  type JackpotPayout,
  jackpotPayoutSchema,
  jackpotPayoutsQuerySchema,
  rejectJackpotPayoutRequestSchema,
} from '@core/schemas/jackpots';
import {
  approveJackpotPayout,
  listJackpotPayouts,
  rejectJackpotPayout,
} from '../../commands/jackpot-approvals';
import type { Db } from '../../db/client';
import { forbidden } from '../../http-error';
import { currentUser, requireRole } from '../../plugins/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { authErrors, security, withConflict } from '../route-schemas';

const tags = ['jackpots'];

/** Whose decision on which payout. */
interface PayoutDecision {
  agentId: number;
  payoutId: number;
  userId: number;
}

function agentIdOf(user: SessionUser): number {
  if (user.agent_id === null) throw forbidden();
  return user.agent_id;
}

/** The agent's decision on jackpots triggered in games whose every ball was called by hand. */
export const jackpotPayoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  /** The agent decides on its own payout, once per Idempotency-Key; answers the payout. */
  const decide = (
    request: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
    decision: (tx: Db, payout: PayoutDecision) => Promise<JackpotPayout>,
  ) => {
    const user = currentUser(request);
    const payout = { agentId: agentIdOf(user), payoutId: request.params.id, userId: user.id };
    return runIdempotent(db, request, reply, async (tx) => ({
      status: 200,
      body: await decision(tx, payout),
    }));
  };

  app.get(
    '/jackpot_payouts/',
    {
      onRequest: requireRole('agent'),
      schema: {
        operationId: 'listJackpotPayouts',
        tags,
        security,
        summary: "The agent's jackpot payouts that wait (or waited) for its approval",
        description:
          'A jackpot triggered on a game whose every ball was called by hand is not paid: it ' +
          'waits here (`status=pending`, the default) until the agent approves or rejects it. ' +
          'Newest first, at most 500.',
        querystring: jackpotPayoutsQuerySchema,
        response: { 200: z.array(jackpotPayoutSchema), ...authErrors },
      },
    },
    async (request) =>
      listJackpotPayouts(db, agentIdOf(currentUser(request)), { status: request.query.status }),
  );

  app.post(
    '/jackpot_payouts/:id/approve/',
    {
      onRequest: requireRole('agent'),
      schema: {
        operationId: 'approveJackpotPayout',
        tags,
        security,
        summary: 'Approve a waiting jackpot payout: it is paid now',
        description:
          "The jackpot's amount moves to the cashier's balance and leaves the shop's drawer as " +
          "cash to the player, on the ledger; the jackpot ends. Another agent's payout: 404; a " +
          'decided one: 409 payout_decided.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: jackpotPayoutSchema, ...withConflict },
      },
    },
    (request, reply) => decide(request, reply, approveJackpotPayout),
  );

  app.post(
    '/jackpot_payouts/:id/reject/',
    {
      onRequest: requireRole('agent'),
      schema: {
        operationId: 'rejectJackpotPayout',
        tags,
        security,
        summary: 'Reject a waiting jackpot payout, with a reason: nothing is paid',
        description:
          'The reason needs at least 3 visible characters. The jackpot keeps its amount and runs ' +
          "on. Another agent's payout: 404; a decided one: 409 payout_decided.",
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: rejectJackpotPayoutRequestSchema,
        response: { 200: jackpotPayoutSchema, ...withConflict },
      },
    },
    (request, reply) =>
      decide(request, reply, (tx, payout) =>
        rejectJackpotPayout(tx, { ...payout, reason: request.body.reason }),
      ),
  );
};
