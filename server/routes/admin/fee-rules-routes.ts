import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amountToCents, centsToAmount } from '@core/money';
import { feeRulesSchema, platformFeeRulesSchema } from '@core/schemas/fees';
import {
  platformFeeRuleChanges,
  platformFeeRules,
  setPlatformFeeRules,
} from '../../commands/fee-rules';
import type { Db } from '../../db/client';
import { currentUser, requireRole } from '../../plugins/auth';
import { authErrors, security } from '../route-schemas';

const tags = ['admin'];
const amountOrNull = (cents: bigint | null) => (cents === null ? null : centsToAmount(cents));

async function answer(db: Db) {
  const rules = await platformFeeRules(db);
  const changes = await platformFeeRuleChanges(db);
  return {
    min_fee: centsToAmount(rules.minFeeCents),
    min_fee_percent: rules.minFeePercent,
    changes: changes.map((change) => ({
      old_min_fee: amountOrNull(change.oldMinFeeCents),
      new_min_fee: amountOrNull(change.newMinFeeCents),
      old_min_fee_percent: change.oldMinFeePercent,
      new_min_fee_percent: change.newMinFeePercent,
      changed_by: change.changedBy,
      changed_at: change.createdAt.toISOString(),
    })),
  };
}

/** The platform's fee rules (decision 022): a minimum fee per game, the lowest cashier rate. */
export const feeRuleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/fee_rules/',
    {
      schema: {
        operationId: 'getFeeRules',
        tags,
        security,
        summary: 'The platform fee rules and their changes (who, when, old, new), newest first',
        response: { 200: platformFeeRulesSchema, ...authErrors },
      },
    },
    async () => answer(db),
  );

  app.put(
    '/fee_rules/',
    {
      schema: {
        operationId: 'setFeeRules',
        tags,
        security,
        summary: 'Set the minimum fee per game and the lowest rate an agent may give a cashier',
        description:
          'Agents without their own rules follow these from the next game; rates already given ' +
          'stay until they are edited. The change is recorded.',
        body: feeRulesSchema,
        response: { 200: platformFeeRulesSchema, ...authErrors },
      },
    },
    async (request) => {
      const { min_fee: minFee, min_fee_percent: minFeePercent } = request.body;
      await db.transaction((tx) =>
        setPlatformFeeRules(tx as unknown as Db, currentUser(request).id, {
          minFeeCents: amountToCents(minFee),
          minFeePercent,
        }),
      );
      return answer(db);
    },
  );
};
