import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasPermission, hasRole, type Permission, type Role } from '@core/auth/roles';
import type { SessionUser } from '@core/schemas/auth';
import {
  createSessionCache,
  SESSION_CACHE_DEFAULTS,
  type SessionCacheOptions,
} from '../auth/session-cache';
import { loadSessionUserPrepared } from '../auth/session-user';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/client';
import type { SessionChanges } from '../db/session-changes';
import { forbidden, unauthorized } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** The sign-in (auth_sessions.id) the access token belongs to. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: admits a request with a valid access token of an existing, active user. */
    authenticate: preHandlerAsyncHookHandler;
  }
}

// SPEC section 7 sends "JWT <token>"; "Bearer <token>" is accepted too.
const AUTHORIZATION_PATTERN = /^(?:JWT|Bearer)\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return AUTHORIZATION_PATTERN.exec(header)?.[1] ?? null;
}

export function registerAuth(
  app: FastifyInstance,
  deps: {
    db: Db;
    tokens: TokenService;
    /** Without it (or while it cannot be trusted) every request asks the database. */
    sessionChanges?: SessionChanges;
    sessionCache?: SessionCacheOptions;
  },
): void {
  const cache = deps.sessionChanges
    ? createSessionCache(deps.sessionChanges, deps.sessionCache ?? SESSION_CACHE_DEFAULTS)
    : null;
  if (cache) app.addHook('onClose', async () => cache.close());
  const sessionUser = (userId: number, sid: string) => {
    const load = () => loadSessionUserPrepared(deps.db, userId, sid);
    return cache ? cache.get(userId, sid, load) : load();
  };
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('not_authenticated');
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims) throw unauthorized('invalid_token');
    // Checked on every request: a logout, a password change or a deactivation ends access at once
    // (the cache forgets everything at such a change, before the change is answered).
    const user = await sessionUser(claims.user_id, claims.sid);
    if (!user) throw unauthorized('session_ended');
    request.sessionUser = user;
    request.sessionId = claims.sid;
  });
}

/** The authenticated user; only valid behind app.authenticate. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized('not_authenticated');
  return request.sessionUser;
}

export function requireRole(role: Role): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!hasRole(currentUser(request).role, role)) throw forbidden();
  };
}

export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!hasPermission(currentUser(request).role, permission)) throw forbidden();
  };
}
