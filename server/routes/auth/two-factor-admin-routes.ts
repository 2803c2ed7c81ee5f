import { statusOf } from '@core/api-statuses';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, statusResponseSchema } from '@core/schemas/common';
import { removeTwoFactor } from '../../auth/two-factor';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';
import { notFound } from '../../http-error';
import { requireRole } from '../../plugins/auth';
import { security, withNotFound } from '../route-schemas';

/** An agent who lost its phone and its recovery codes: the admin turns its second factor off. */
export const twoFactorAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/agents/:id/reset_two_factor/',
    {
      onRequest: [app.authenticate, requireRole('admin')],
      schema: {
        operationId: 'resetAgentTwoFactor',
        tags: ['admin'],
        security,
        summary: "Turn an agent's two-factor sign-in off (its sessions end)",
        description: 'The agent signs in with its password alone and can enrol a new phone.',
        params: idParamsSchema,
        response: { 200: statusResponseSchema, ...withNotFound },
      },
    },
    async (request) => {
      const [agent] = await db
        .select({ userId: agents.userId })
        .from(agents)
        .where(eq(agents.id, request.params.id));
      if (!agent) throw notFound();
      await db.transaction(async (tx) => {
        // Sessions end only when a factor was removed: they may have been opened with it.
        if (await removeTwoFactor(tx, agent.userId))
          await tx
            .update(users)
            .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
            .where(eq(users.id, agent.userId));
      });
      request.log.info({ agentId: request.params.id }, 'two-factor sign-in reset by admin');
      return { ...statusOf('two_factor_reset') };
    },
  );
};
