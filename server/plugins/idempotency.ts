import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canonicalJson } from '@core/canonical-json';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@core/schemas/common';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../http-error';
import { currentUser } from './auth';

/** The route schema's `headers`: documents the optional key and keeps every other header. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional().meta({
    description:
      'Optional. A repeat with the same key and body replays the first answer and moves nothing; ' +
      'the same key with a different request answers 409.',
  }),
});

export interface Answer<T> {
  status: number;
  body: T;
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'invalid_idempotency_key');
  return parsed.data;
}

/**
 * Runs a money-moving handler in one transaction. With an Idempotency-Key, the key is claimed in
 * that transaction (a concurrent claim of the same key waits on the unique index until the first
 * commits), a success is stored with it, and a repeat replays the stored answer. A failed request
 * rolls back its claim too, so its key can be retried.
 */
export async function runIdempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db) => Promise<Answer<T>>,
): Promise<T> {
  const key = keyOf(request);
  const answer = await db.transaction(async (tx): Promise<Answer<T>> => {
    if (key === null) return work(tx);
    const userId = currentUser(request).id;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const requestHash = createHash('sha256')
      .update(canonicalJson({ params: request.params, body: request.body }))
      .digest('hex');
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, route, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.route !== route || stored.requestHash !== requestHash)
        throw new HttpError(409, 'idempotency_key_reused');
      return { status: stored.statusCode ?? 200, body: stored.responseBody as T };
    }
    const fresh = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: fresh.status, responseBody: fresh.body })
      .where(eq(idempotencyKeys.id, claimed.id));
    return fresh;
  });
  reply.code(answer.status);
  return answer.body;
}
