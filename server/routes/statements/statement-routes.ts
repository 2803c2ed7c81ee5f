import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datesInOrder, errorResponseSchema, idParamsSchema } from '@core/schemas/common';
import { statementQuerySchema, statementSchema } from '@core/schemas/statements';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { statementAccountFor } from '../../policies/statement-access';
import { security, withNotFound } from '../route-schemas';
import { readPlatformSettings } from '../../commands/platform-settings';
import { sendStatementCsv } from './statement-csv';
import { statementOf } from './statement-query';

const DESCRIPTION =
  'date_from/date_to: hall dates, both included (default: the last 30 days up to today). ' +
  'Opening balance, every ledger entry of the period (when, kind, in, out, balance after, the ' +
  'other side, who, reason, reference), closing balance. date_from after date_to is refused ' +
  '(422 date_range_reversed). With `format=csv` (or `Accept: ' +
  'text/csv`) the answer is a CSV file (UTF-8 with BOM, hall time).';

export const statementRoutes: FastifyPluginAsyncZod<{
  db: Db;
  timezone: string;
  clock: () => Date;
}> = async (app, { db, timezone, clock }) => {
  app.addHook('onRequest', app.authenticate);

  for (const kind of ['agent', 'cashier'] as const) {
    app.get(
      `/${kind}s/:id/`,
      {
        schema: {
          operationId: kind === 'agent' ? 'getAgentStatement' : 'getCashierStatement',
          tags: ['statements'],
          security,
          summary:
            kind === 'agent'
              ? "An agent's credit statement (the admin: any agent; an agent: its own)"
              : "A cashier's credit statement (its agent, the admin, or the cashier itself)",
          description: DESCRIPTION,
          params: idParamsSchema,
          querystring: statementQuerySchema,
          response: { 200: statementSchema, ...withNotFound, 422: errorResponseSchema },
        },
      },
      async (request, reply) => {
        if (!datesInOrder(request.query)) throw new HttpError(422, 'date_range_reversed');
        const account = await statementAccountFor(
          db,
          currentUser(request),
          kind,
          request.params.id,
        );
        const statement = await statementOf(db, account, request.query, clock(), timezone);
        const wantsCsv =
          request.query.format === 'csv' ||
          (request.headers.accept ?? '').split(',')[0]?.trim().startsWith('text/csv');
        if (wantsCsv)
          return sendStatementCsv(reply, statement, {
            currencyCode: (await readPlatformSettings(db)).currency.code,
            calendar: request.query.calendar,
          });
        return statement;
      },
    );
  }
};
