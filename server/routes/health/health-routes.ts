import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERROR_MESSAGES } from '@core/api-errors';
import { errorResponseSchema } from '@core/schemas/common';
import type { Database } from '../../db/client';
import { noSecurity } from '../route-schemas';

const statusSchema = z.object({ status: z.literal('ok') });

/**
 * What the probes share: no browser security headers (see registerSecurityHeaders), and their
 * answers, a constant or the error shape, written with JSON.stringify rather than checked against
 * their schema first (the schema stays for the route's description).
 */
const probe = {
  config: { securityHeaders: false },
  serializerCompiler: () => JSON.stringify,
} as const;

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** True once the process is shutting down: not ready, though still serving. */
  isDraining?: () => boolean;
}> = async (app, { database, isDraining = () => false }) => {
  app.get(
    '/healthz',
    {
      ...probe,
      schema: {
        operationId: 'checkLiveness',
        // Probes for load balancers and supervisors, not API calls: they read no input and have
        // no 4xx, so they stay out of the API description (README lists them).
        hide: true,
        tags: ['health'],
        security: noSecurity,
        summary: 'Liveness: the process runs',
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      ...probe,
      schema: {
        operationId: 'checkReadiness',
        hide: true,
        tags: ['health'],
        security: noSecurity,
        summary: 'Readiness: the database answers and the process is not shutting down',
        response: { 200: statusSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (isDraining())
        return reply
          .code(503)
          .send({ error: API_ERROR_MESSAGES.service_unavailable, code: 'service_unavailable' });
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply
          .code(503)
          .send({ error: API_ERROR_MESSAGES.service_unavailable, code: 'service_unavailable' });
      }
    },
  );
};
