import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { API_ERROR_MESSAGES } from '@core/api-errors';
import { CONTROL_HEADER } from '../../db/control-file';
import type { Database } from '../../db/client';

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `npm run backup` while the server runs: the embedded database's consistent dump, for the
 * holder of the control token (server/db/control-file.ts). Not part of the public API.
 */
export const internalBackupRoute: FastifyPluginAsync<{
  database: Database;
  controlToken: string;
}> = async (app, { database, controlToken }) => {
  app.post('/internal/backup', { schema: { hide: true } }, async (request, reply) => {
    if (!database.backup || !sameToken(request.headers[CONTROL_HEADER], controlToken))
      return reply.code(404).send({ error: API_ERROR_MESSAGES.not_found, code: 'not_found' });
    const archive = await database.backup();
    request.log.info({ bytes: archive.length }, 'backup taken');
    return reply
      .header('Content-Type', 'application/gzip')
      .header('Cache-Control', 'no-store')
      .send(archive);
  });
};
