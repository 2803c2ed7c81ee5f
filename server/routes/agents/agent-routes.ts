import { statusOf } from '@core/api-statuses';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCents, centsToAmount } from '@core/money';
import { DEFAULT_CASHIER_FEE_PERCENT } from '@core/game-fee';
import { errorResponseSchema, idParamsSchema, statusResponseSchema } from '@core/schemas/common';
import {
  agentDashboardSchema,
  balanceAfterMoveSchema,
  cashierPageSchema,
  cashierSchema,
  createCashierRequestSchema,
  createCashierResponseSchema,
  staffListQuerySchema,
  transferRequestSchema,
  updateCashierRequestSchema,
} from '@core/schemas/staff';
import type { SessionUser } from '@core/schemas/auth';
import { startOfDayInTimeZone } from '@core/time/start-of-day';
import { hashPassword } from '../../auth/passwords';
import { assertFeeAtFloor, setCashierFee } from '../../commands/cashier-fee';
import { insertStaffUser } from '../../commands/create-staff-user';
import { settleOwedFee } from '../../commands/game-fee';
import { moveMoney } from '../../ledger/move-money';
import type { Db } from '../../db/client';
import { cashiers, users } from '../../db/schema';
import { forbidden, notFound } from '../../http-error';
import { currentUser, requireRole } from '../../plugins/auth';
import { idempotencyHeadersSchema, runIdempotent } from '../../plugins/idempotency';
import { authErrors, security, withConflict, withNotFound } from '../route-schemas';
import { agentDashboard } from './agent-dashboard';
import { findCashier, listCashiers, pageOfCashiers } from './cashier-queries';

const tags = ['agents'];

function agentIdOf(user: SessionUser): number {
  if (user.agent_id === null) throw forbidden();
  return user.agent_id;
}

/** The caller's own cashier, locked for the rest of the transaction; another agent's is a 404. */
async function ownCashier(tx: Db, agentId: number, cashierId: number) {
  const [row] = await tx
    .select({ id: cashiers.id, userId: cashiers.userId, feePercent: cashiers.feePercent })
    .from(cashiers)
    .where(and(eq(cashiers.id, cashierId), eq(cashiers.agentId, agentId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export const agentRoutes: FastifyPluginAsyncZod<{ db: Db; timezone: string }> = async (
  app,
  { db, timezone },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('agent'));

  app.get(
    '/my_cashiers/',
    {
      schema: {
        operationId: 'listMyCashiers',
        tags,
        security,
        summary: "The caller's cashiers, deactivated ones included",
        response: { 200: z.array(cashierSchema), ...authErrors },
      },
    },
    async (request) => listCashiers(db, agentIdOf(currentUser(request))),
  );

  app.get(
    '/cashiers/',
    {
      schema: {
        operationId: 'pageMyCashiers',
        tags,
        security,
        summary: "The caller's cashiers, a page at a time: searched, sorted and filtered",
        description:
          'search matches username or phone (any case, anywhere); sort is created (default, oldest ' +
          "first), username, balance or status, '-' first for descending; status is all (default), " +
          "active or inactive; cursor is the previous answer's next_cursor (keyset paging).",
        querystring: staffListQuerySchema,
        response: { 200: cashierPageSchema, ...authErrors },
      },
    },
    async (request) => pageOfCashiers(db, agentIdOf(currentUser(request)), request.query),
  );

  app.post(
    '/create_cashier/',
    {
      schema: {
        operationId: 'createCashier',
        tags,
        security,
        summary: "Create a cashier; its opening amount_avalaible comes from the agent's balance",
        description:
          'The user, the cashier and the opening transfer happen in one transaction: when the ' +
          'agent cannot cover the amount nothing is created (409 "Insufficient balance"). A ' +
          'fee_percent below the floor the admin set for the agent is refused (422 fee_below_floor).',
        headers: idempotencyHeadersSchema,
        body: createCashierRequestSchema,
        response: { 201: createCashierResponseSchema, ...withConflict, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const agentId = agentIdOf(user);
      const { username, password, phone, amount_avalaible: amount } = request.body;
      const feePercent = request.body.fee_percent ?? DEFAULT_CASHIER_FEE_PERCENT;
      const passwordHash = await hashPassword(password);
      return runIdempotent(db, request, reply, async (tx) => {
        await assertFeeAtFloor(tx, agentId, feePercent);
        const created = await insertStaffUser(tx, {
          username,
          passwordHash,
          phone,
          role: 'cashier',
          agentId,
          feePercent,
          createdBy: user.id,
        });
        const cashierId = created.cashierId as number;
        const cents = amountToCents(amount);
        if (cents > 0n)
          await moveMoney(tx, {
            from: { kind: 'agent', id: agentId },
            to: { kind: 'cashier', id: cashierId },
            amountCents: cents,
            kind: 'cashier_opening',
            userId: user.id,
          });
        const cashier = await findCashier(tx, agentId, cashierId);
        if (!cashier) throw notFound();
        return { status: 201, body: { ...statusOf('cashier_created'), cashier } };
      });
    },
  );

  app.delete(
    '/cashiers/:id/',
    {
      schema: {
        operationId: 'deleteCashier',
        tags,
        security,
        summary: 'Deactivate a cashier: it can no longer sign in; its history and balance stay',
        params: idParamsSchema,
        response: { 200: statusResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const agentId = agentIdOf(currentUser(request));
      await db.transaction(async (tx) => {
        const cashier = await ownCashier(tx, agentId, request.params.id);
        await tx
          .update(users)
          .set({ isActive: false, updatedAt: new Date() })
          .where(eq(users.id, cashier.userId));
      });
      return { ...statusOf('cashier_deactivated') };
    },
  );

  app.put(
    '/cashiers/:id/',
    {
      schema: {
        operationId: 'updateCashier',
        tags,
        security,
        summary: 'Edit a cashier: phone, active, password, platform fee percent',
        description:
          'A fee_percent below the floor the admin set for the agent is refused (422 ' +
          'fee_below_floor); every change of the rate is recorded (fee_changes).',
        params: idParamsSchema,
        body: updateCashierRequestSchema,
        response: { 200: cashierSchema, ...withNotFound, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const agentId = agentIdOf(user);
      const { phone, is_active: isActive, password, fee_percent: feePercent } = request.body;
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      await db.transaction(async (tx) => {
        const cashier = await ownCashier(tx, agentId, request.params.id);
        if (feePercent !== undefined)
          await setCashierFee(tx, {
            cashierId: cashier.id,
            agentId,
            feePercent,
            previous: cashier.feePercent,
            userId: user.id,
          });
        if (phone !== undefined)
          await tx.update(cashiers).set({ phone }).where(eq(cashiers.id, cashier.id));
        if (isActive !== undefined || passwordHash !== undefined)
          await tx
            .update(users)
            .set({ isActive, passwordHash, updatedAt: new Date() })
            .where(eq(users.id, cashier.userId));
      });
      const cashier = await findCashier(db, agentId, request.params.id);
      if (!cashier) throw notFound();
      return cashier;
    },
  );

  app.post(
    '/cashiers/:id/transfer/',
    {
      schema: {
        operationId: 'transferCredit',
        tags,
        security,
        summary: "Move credit between the agent and its cashier; answers the cashier's new balance",
        description:
          'A positive amount tops the cashier up from the agent, a negative one withdraws it back ' +
          'to the agent. Refused with 409 "Insufficient balance" when the giver is short; a ' +
          "withdrawal never takes the fee the cashier's running games reserved (details: amount, " +
          'balance, fee_reserved; decision 044). A top-up pays the fees the cashier owes first ' +
          '(ledger entries cashier -> platform).',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: transferRequestSchema,
        response: { 200: balanceAfterMoveSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const agentId = agentIdOf(user);
      return runIdempotent(db, request, reply, async (tx) => {
        const [cashier] = await tx
          .select({ id: cashiers.id })
          .from(cashiers)
          .where(and(eq(cashiers.id, request.params.id), eq(cashiers.agentId, agentId)));
        if (!cashier) throw notFound();
        const agentAccount = { kind: 'agent' as const, id: agentId };
        const cashierAccount = { kind: 'cashier' as const, id: cashier.id };
        const cents = amountToCents(request.body.amount);
        const topUp = cents > 0n;
        const moved = await moveMoney(tx, {
          from: topUp ? agentAccount : cashierAccount,
          to: topUp ? cashierAccount : agentAccount,
          amountCents: topUp ? cents : -cents,
          kind: topUp ? 'cashier_topup' : 'cashier_withdrawal',
          userId: user.id,
        });
        const cashierCents = topUp
          ? await settleOwedFee(tx, cashier.id, user.id)
          : moved.fromBalanceCents;
        return { status: 200, body: { amount_avalaible: centsToAmount(cashierCents ?? 0n) } };
      });
    },
  );

  app.get(
    '/dashboard/',
    {
      schema: {
        operationId: 'getAgentDashboard',
        tags,
        security,
        summary: "The Dashboard tab's figures: balances, cashiers, shops, today's games and fees",
        response: { 200: agentDashboardSchema, ...authErrors },
      },
    },
    async (request) =>
      agentDashboard(
        db,
        agentIdOf(currentUser(request)),
        startOfDayInTimeZone(new Date(), timezone),
      ),
  );
};
