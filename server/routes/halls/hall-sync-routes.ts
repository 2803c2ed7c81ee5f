import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, gt } from 'drizzle-orm';
import { amountToCents } from '@core/money';
import type { HallGrant } from '@core/halls/grant';
import {
  grantRequestSchema,
  OUTBOX_BODY_LIMIT_BYTES,
  hallStateQuerySchema,
  hallStateSchema,
  outboxAnswerSchema,
  outboxBatchSchema,
  pairHallRequestSchema,
  pairHallResponseSchema,
  signedGrantSchema,
} from '@core/schemas/halls';
import { errorResponseSchema } from '@core/schemas/common';
import type { Db } from '../../db/client';
import { hallGrants, halls } from '../../db/schema';
import { HttpError } from '../../http-error';
import { applyHallBatch, batchEntryHashes } from '../../commands/hall-apply';
import { recordHallIncident } from '../../commands/hall-incidents';
import { grantAllowance } from '../../commands/hall-grants';
import { pairHall } from '../../commands/hall-pairing';
import { BUSY_RETRY_AFTER_SECONDS, type BatchSlots } from '../../halls/batch-slots';
import { gunzipHallBody } from '../../halls/gzip-body';
import { HALL_HEADERS, requestSignatureValid } from '../../halls/signed-request';
import { mirrorForShop } from '../../halls/mirror';
import { authErrors, noSecurity } from '../route-schemas';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const tags = ['halls'];
const signedErrors = { ...authErrors, 404: errorResponseSchema, 409: errorResponseSchema };
const hallSecurity = [{ hallSignature: [] }];

interface SignedHall {
  id: number;
  shopId: number;
  outboxKey: string | null;
}

/** The paired hall a request is signed by (its Ed25519 key over the call, its time and its body). */
async function signingHall(db: Db, request: FastifyRequest, nowMs: number): Promise<SignedHall> {
  const hallId = Number(request.headers[HALL_HEADERS.hall]);
  const timeMs = Number(request.headers[HALL_HEADERS.time]);
  const signature = request.headers[HALL_HEADERS.signature];
  if (!Number.isInteger(hallId) || hallId <= 0 || typeof signature !== 'string')
    throw new HttpError(401, 'hall_signature_invalid');
  const [hall] = await db
    .select({
      id: halls.id,
      shopId: halls.shopId,
      publicKey: halls.publicKey,
      outboxKey: halls.outboxKey,
    })
    .from(halls)
    .where(eq(halls.id, hallId));
  const path = request.url.split('?')[0]!;
  const valid =
    hall?.publicKey &&
    requestSignatureValid(
      hall.publicKey,
      {
        method: request.method,
        path,
        timeMs,
        body: request.rawBody ?? '',
        signature,
      },
      nowMs,
    );
  if (!hall || !valid) {
    if (hall)
      await recordHallIncident(db, hall.id, 'hall_signature_invalid', `${request.method} ${path}`);
    throw new HttpError(401, 'hall_signature_invalid');
  }
  return { id: hall.id, shopId: hall.shopId, outboxKey: hall.outboxKey };
}

/** Central's side of hall mode (decision 038): pairing, state and grants down, the outbox up. */
export const hallSyncRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: () => Date;
  pairRateLimit: { max: number; timeWindowMs: number } | false;
  batchSlots: BatchSlots;
}> = async (app, { db, clock, pairRateLimit, batchSlots }) => {
  app.addHook('preParsing', gunzipHallBody);
  // The signature covers the body's JSON text: keep it beside the parsed JSON.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'invalid_request'), undefined);
    }
  });

  app.post(
    '/pair/',
    {
      config: pairRateLimit
        ? { rateLimit: { max: pairRateLimit.max, timeWindow: pairRateLimit.timeWindowMs } }
        : {},
      schema: {
        operationId: 'pairHall',
        tags,
        security: noSecurity,
        summary:
          "Pair a hall's server with the one-time code its agent made; keeps the hall's keys",
        description:
          'Public and rate-limited per client (429). A code works once and for 10 minutes: ' +
          'otherwise 400 `invalid_hall_code`. 409 `game_running` while central still runs a ' +
          'game in the shop (the code stays good once it has ended).',
        body: pairHallRequestSchema,
        response: {
          201: pairHallResponseSchema,
          400: authErrors[400],
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return pairHall(db, {
        code: request.body.code,
        publicKey: request.body.public_key,
        outboxKey: request.body.outbox_key,
        now: clock(),
      });
    },
  );

  app.get(
    '/state/',
    {
      schema: {
        operationId: 'hallState',
        tags,
        security: hallSecurity,
        summary: "Central's copy of the hall's staff and rules (when changed) and its new grants",
        querystring: hallStateQuerySchema,
        response: { 200: hallStateSchema, ...signedErrors },
      },
    },
    async (request) => {
      const hall = await signingHall(db, request, clock().getTime());
      const { mirror, version } = await mirrorForShop(db, hall.shopId);
      const grants = await db
        .select({ text: hallGrants.grantText, signature: hallGrants.signature })
        .from(hallGrants)
        .where(and(eq(hallGrants.hallId, hall.id), gt(hallGrants.id, request.query.grants_after)))
        .orderBy(asc(hallGrants.id));
      const now = clock();
      await db.update(halls).set({ lastSyncAt: now }).where(eq(halls.id, hall.id));
      return {
        central_time: now.toISOString(),
        version,
        mirror: version === request.query.version ? null : mirror,
        grants: grants.map((row) => ({
          grant: JSON.parse(row.text) as HallGrant,
          signature: row.signature,
        })),
      };
    },
  );

  app.post(
    '/outbox/',
    {
      // Larger than the app's 1 MiB: a catch-up sends its entries in few, large batches.
      bodyLimit: OUTBOX_BODY_LIMIT_BYTES,
      schema: {
        operationId: 'uploadHallOutbox',
        tags,
        security: hallSecurity,
        summary: "The hall's game and money entries, applied once each and in order",
        description:
          'Answers the highest sequence applied. Entries already applied are skipped; a batch ' +
          'that skips entries (409 `batch_out_of_order`), whose hashes do not chain (409 ' +
          "`batch_chain_broken`), that names what is not the hall's (422 `hall_batch_invalid`) or " +
          'that ends a game which does not replay true (422 `hall_game_untrue`: central replays ' +
          'every ended game, its draws against their commitments, its winners and fee) is refused and reported, ' +
          'as is one central cannot pay for (409 `insufficient_balance`): the hall is listed stuck ' +
          'with the reason, reported once per reason, until a batch applies. ' +
          'While this instance already applies its number of batches (`BINGO_HALL_BATCHES_AT_ONCE`), ' +
          'a batch waits up to a second for its turn, then 429 `central_busy` with `Retry-After` ' +
          'in seconds: nothing of the batch is applied. A hall may send one more batch while its ' +
          'previous one is applied (`pipelined`): it waits for that one; a third is answered 429.',
        body: outboxBatchSchema,
        response: {
          200: outboxAnswerSchema,
          ...signedErrors,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const hall = await signingHall(db, request, clock().getTime());
      // The chain's hashes are computed before the batch waits for its turn: while the hall's
      // batch before it is applied (issue 37 item 7).
      const hashes = batchEntryHashes(request.body.entries, hall.outboxKey);
      const release = await batchSlots.take(hall.id);
      if (!release) {
        reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
        throw new HttpError(429, 'central_busy');
      }
      try {
        return await applyHallBatch(db, {
          hallId: hall.id,
          entries: request.body.entries,
          headSeq: request.body.head_seq,
          pipelined: request.body.pipelined ?? false,
          hashes,
          now: clock(),
        });
      } finally {
        release();
      }
    },
  );

  app.post(
    '/grants/',
    {
      schema: {
        operationId: 'grantHallAllowance',
        tags,
        security: hallSecurity,
        summary: "An offline allowance from the shop cashier's balance, signed for this hall",
        description:
          'At most 72 hours. The same `request_id` answers the same grant. 409 ' +
          '`insufficient_balance` when the balance cannot cover it.',
        body: grantRequestSchema,
        response: { 201: signedGrantSchema, ...signedErrors, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const hall = await signingHall(db, request, clock().getTime());
      reply.code(201);
      return grantAllowance(db, {
        hallId: hall.id,
        requestId: request.body.request_id,
        amountCents: amountToCents(request.body.amount),
        maxGames: request.body.max_games,
        hours: request.body.hours,
        userId: null,
        now: clock(),
      });
    },
  );
};
