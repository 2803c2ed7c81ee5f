import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents, centsToAmount, type Cents } from '@core/money';
import { idParamsSchema } from '@core/schemas/common';
import {
  agentListResponseSchema,
  agentSchema,
  createAgentRequestSchema,
  depositRequestSchema,
  platformSummarySchema,
  staffListQuerySchema,
  updateAgentRequestSchema,
} from '@core/schemas/staff';
import {
  creditEntryAnswerSchema,
  entryIdParamsSchema,
  reverseDepositRequestSchema,
  withdrawFromAgentRequestSchema,
} from '@core/schemas/statements';
import { startOfDayInTimeZone } from '@core/time/start-of-day';
import { hashPassword } from '../../auth/passwords';
import { createStaffUser } from '../../commands/create-staff-user';
import { moveAgentCredit, type AgentCreditKind } from '../../commands/agent-credit';
import { reverseDeposit } from '../../commands/credit-corrections';
import { setAgentFeeRules } from '../../commands/fee-rules';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { currentUser, requireRole } from '../../plugins/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { authErrors, security, withConflict, withNotFound } from '../route-schemas';
import { findAgent, pageOfAgents } from './agent-queries';
import { platformSummary } from './summary';

const tags = ['admin'];

/** What a credit move on an agent answers: the agent's balance after it and the new entry. */
function creditEntryAnswer(agentBalanceCents: Cents, entryId: number) {
  return {
    status: 200,
    body: { amount_avalaible: centsToAmount(agentBalanceCents), entry_id: entryId },
  };
}

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; timezone: string }> = async (
  app,
  { db, timezone },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/agents/',
    {
      schema: {
        operationId: 'listAgents',
        tags,
        security,
        summary: 'Agents, a page at a time: searched, sorted and filtered on the server',
        description:
          'search matches username or phone (any case, anywhere); sort is created (default, oldest ' +
          "first), username, balance or status, '-' first for descending; status is all (default), " +
          "active or inactive; cursor is the previous answer's next_cursor (keyset paging).",
        querystring: staffListQuerySchema,
        response: { 200: agentListResponseSchema, ...authErrors },
      },
    },
    async (request) => pageOfAgents(db, request.query),
  );

  app.post(
    '/agents/',
    {
      schema: {
        operationId: 'createAgent',
        tags,
        security,
        summary: 'Create an agent (balance 0; credit arrives by deposit)',
        body: createAgentRequestSchema,
        response: { 201: agentSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const created = await createStaffUser(db, { ...request.body, role: 'agent' });
      const agent = await findAgent(db, created.agentId as number);
      if (!agent) throw notFound();
      return reply.code(201).send(agent);
    },
  );

  app.put(
    '/agents/:id/',
    {
      schema: {
        operationId: 'updateAgent',
        tags,
        security,
        summary:
          'Edit an agent: phone, active (a deactivated agent cannot sign in), password, fee rules',
        description:
          'min_fee and min_fee_percent override the platform fee rules for this agent (null: the ' +
          "platform's); every change is recorded with who and when.",
        params: idParamsSchema,
        body: updateAgentRequestSchema,
        response: { 200: agentSchema, ...withNotFound },
      },
    },
    async (request) => {
      const { phone, is_active: isActive, password, min_fee: minFee } = request.body;
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      await db.transaction(async (tx) => {
        const [agent] = await tx
          .select({ userId: agents.userId })
          .from(agents)
          .where(eq(agents.id, request.params.id))
          .for('update');
        if (!agent) throw notFound();
        if (phone !== undefined)
          await tx.update(agents).set({ phone }).where(eq(agents.id, request.params.id));
        await setAgentFeeRules(tx, currentUser(request).id, request.params.id, {
          minFeeCents: minFee === undefined || minFee === null ? minFee : amountToCents(minFee),
          minFeePercent: request.body.min_fee_percent,
        });
        if (isActive !== undefined || passwordHash !== undefined)
          await tx
            .update(users)
            .set({ isActive, passwordHash, updatedAt: new Date() })
            .where(eq(users.id, agent.userId));
      });
      const agent = await findAgent(db, request.params.id);
      if (!agent) throw notFound();
      return agent;
    },
  );

  /** The platform's credit moves on one agent, answered with the agent's balance after it. */
  const agentCreditMove =
    (kind: AgentCreditKind) =>
    (
      request: FastifyRequest<{
        Params: { id: number };
        Body: { amount: number; reason?: string };
      }>,
      reply: FastifyReply,
    ) =>
      runIdempotent(db, request, reply, async (tx) => {
        const moved = await moveAgentCredit(tx, {
          kind,
          agentId: request.params.id,
          amountCents: amountToCents(request.body.amount),
          reason: request.body.reason,
          userId: currentUser(request).id,
        });
        return creditEntryAnswer(moved.agentBalanceCents, moved.entryId);
      });

  app.post(
    '/agents/:id/deposit/',
    {
      schema: {
        operationId: 'depositToAgent',
        tags,
        security,
        summary:
          "Deposit platform credit to an agent; answers the agent's new balance and the entry",
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: depositRequestSchema,
        response: { 200: creditEntryAnswerSchema, ...withConflict },
      },
    },
    agentCreditMove('deposit'),
  );

  app.post(
    '/agents/:id/withdraw/',
    {
      schema: {
        operationId: 'withdrawFromAgent',
        tags,
        security,
        summary: "Take credit back from an agent, with a reason; answers the agent's new balance",
        description: 'A new ledger entry; 409 insufficient_balance when the agent holds less.',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: withdrawFromAgentRequestSchema,
        response: { 200: creditEntryAnswerSchema, ...withConflict },
      },
    },
    agentCreditMove('agent_withdrawal'),
  );

  app.post(
    '/deposits/:entry_id/reverse/',
    {
      schema: {
        operationId: 'reverseDeposit',
        tags,
        security,
        summary: "Reverse a deposit in full, with a reason; answers the agent's new balance",
        description:
          'A new ledger entry naming the deposit. A deposit is reversed at most once (409 ' +
          'deposit_already_reversed); 409 insufficient_balance when the agent no longer holds it.',
        params: entryIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: reverseDepositRequestSchema,
        response: { 200: creditEntryAnswerSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      runIdempotent(db, request, reply, async (tx) => {
        const moved = await reverseDeposit(tx, {
          entryId: request.params.entry_id,
          reason: request.body.reason,
          userId: currentUser(request).id,
        });
        return creditEntryAnswer(moved.fromBalanceCents ?? 0n, moved.entryId);
      }),
  );

  app.get(
    '/summary/',
    {
      schema: {
        operationId: 'getPlatformSummary',
        tags,
        security,
        summary: 'Platform figures: credit issued, fees consumed (net of refunds), games today',
        response: { 200: platformSummarySchema, ...authErrors },
      },
    },
    async () => platformSummary(db, startOfDayInTimeZone(new Date(), timezone)),
  );
};
