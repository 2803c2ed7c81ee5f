import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToAmount } from '@core/money';
import { idParamsSchema } from '@core/schemas/common';
import { cashierFeeChangeSchema, feeRulesSchema } from '@core/schemas/fees';
import { cashierFeeHistory } from '../../commands/cashier-fee';
import { agentFeeRules } from '../../commands/fee-rules';
import type { Db } from '../../db/client';
import { forbidden } from '../../http-error';
import { cashierForStaff } from '../../policies/cashier-access';
import { currentUser, requireRole } from '../../plugins/auth';
import { authErrors, security, withNotFound } from '../route-schemas';

const tags = ['agents'];

/** What an agent reads of its fee rules, and a cashier's rate history (agent or admin). */
export const agentFeeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/fee_rules/',
    {
      preHandler: requireRole('agent'),
      schema: {
        operationId: 'getMyFeeRules',
        tags,
        security,
        summary: "The fee rules the caller's cashiers play under: minimum fee, lowest rate",
        response: { 200: feeRulesSchema, ...authErrors },
      },
    },
    async (request) => {
      const agentId = currentUser(request).agent_id;
      if (agentId === null) throw forbidden();
      const rules = await agentFeeRules(db, agentId);
      return { min_fee: centsToAmount(rules.minFeeCents), min_fee_percent: rules.minFeePercent };
    },
  );

  app.get(
    '/cashiers/:id/fee_changes/',
    {
      schema: {
        operationId: 'listCashierFeeChanges',
        tags,
        security,
        summary: 'Every platform fee rate the cashier was given, newest first (its agent, admin)',
        params: idParamsSchema,
        response: { 200: z.array(cashierFeeChangeSchema), ...withNotFound },
      },
    },
    async (request) => {
      const cashier = await cashierForStaff(db, currentUser(request), request.params.id);
      const rows = await cashierFeeHistory(db, cashier.id);
      return rows.map((row) => ({
        id: row.id,
        old_fee_percent: row.oldFeePercent,
        new_fee_percent: row.newFeePercent,
        changed_by: row.changedBy,
        changed_at: row.createdAt.toISOString(),
      }));
    },
  );
};
