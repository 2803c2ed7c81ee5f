import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DISPLAY_TOKEN_PREFIX,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  isDisplayToken,
} from '@core/display/tv-pairing';
import type { Db } from '../db/client';
import { tvDisplays } from '../db/schema';
import { unauthorized } from '../http-error';

/** The TV a request comes from, once authenticateTv admitted it. */
export interface TvSession {
  displayId: number;
  shopId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    tvSession: TvSession | null;
  }
}

/** A last_seen_at this recent is not written again (a TV reconnects often on poor Wi-Fi). */
const SEEN_WRITE_EVERY_MS = 60_000;

export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1)
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

export const newDisplayToken = () =>
  `${DISPLAY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

// "Display <token>"; a TV's EventSource sends it as ?token= (the feed route moves it here).
const DISPLAY_AUTHORIZATION = /^Display\s+(\S+)\s*$/i;

function displayToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const fromHeader = header ? DISPLAY_AUTHORIZATION.exec(header)?.[1] : undefined;
  const { token } = (request.query ?? {}) as { token?: unknown };
  const value = fromHeader ?? (typeof token === 'string' ? token : null);
  return value && isDisplayToken(value) ? value : null;
}

/** onRequest hook of the TV's routes: a live (not revoked) display session, or 401. */
export function tvAuthenticator(db: Db) {
  return async function authenticateTv(request: FastifyRequest): Promise<void> {
    const token = displayToken(request);
    if (!token) throw unauthorized('not_authenticated');
    const [row] = await db
      .select({ id: tvDisplays.id, shopId: tvDisplays.shopId, lastSeenAt: tvDisplays.lastSeenAt })
      .from(tvDisplays)
      .where(and(eq(tvDisplays.tokenHash, secretHash(token)), isNull(tvDisplays.revokedAt)));
    if (!row) throw unauthorized('session_ended');
    request.tvSession = { displayId: row.id, shopId: row.shopId };
    const now = new Date();
    if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > SEEN_WRITE_EVERY_MS)
      await db
        .update(tvDisplays)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(tvDisplays.id, row.id),
            or(
              isNull(tvDisplays.lastSeenAt),
              lt(tvDisplays.lastSeenAt, new Date(now.getTime() - SEEN_WRITE_EVERY_MS)),
            ),
          ),
        );
  };
}

export function currentTv(request: FastifyRequest): TvSession {
  if (!request.tvSession) throw unauthorized('not_authenticated');
  return request.tvSession;
}
