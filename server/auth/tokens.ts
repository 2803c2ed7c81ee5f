import { randomUUID } from 'node:crypto';
// The two modules used, not the package's index: that loads all of jose (JWE, JWKS, ...) at every start.
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import { z } from 'zod';
import { accessClaimsSchema, type AccessClaims } from '@core/schemas/token-claims';
import type { SessionUser } from '@core/schemas/auth';

const ALGORITHM = 'HS256';
const MAX_REMEMBERED_ACCESS_TOKENS = 10_000;

/** The login challenge of a user with a second factor: who passed the password, under which version. */
const challengeClaimsSchema = z.object({
  user_id: z.number().int().positive(),
  token_type: z.literal('two_factor'),
  sv: z.number().int(),
  // Recorded at the challenge's first successful use: it opens one session.
  jti: z.string().min(1).max(64),
  exp: z.number(),
});
export type ChallengeClaims = z.infer<typeof challengeClaimsSchema>;
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const refreshClaimsSchema = z.object({
  user_id: z.number().int().positive(),
  token_type: z.literal('refresh'),
  jti: z.string().min(1),
  exp: z.number(),
});
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

/** Access tokens name their sign-in (sid): one without is from before sessions, and refused. */
const sessionAccessClaimsSchema = accessClaimsSchema.extend({ sid: z.string().min(1).max(64) });

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface IssuedRefreshToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

/** The sign-in an access token belongs to (auth_sessions.id); checked on every request. */
export interface SessionClaims {
  sid: string;
}

export function createTokenService(settings: TokenSettings) {
  // Imported once: jose would import raw key bytes again for every token it signs or checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(settings.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  // Only HS256 is accepted: "alg: none" and algorithm-confusion tokens fail verification.
  /** The claims of a valid token of the schema's kind, or null for anything else. */
  async function verified<T>(token: string, schema: z.ZodType<T>): Promise<T | null> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
      const parsed = schema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  // An access token comes with every request of a till for an hour: its signature (WebCrypto HMAC,
  // a fifth of the CPU of a cached API request) is checked once, then the exact same string is
  // recognised until its exp. Only tokens that verified are kept; the oldest go first.
  const verifiedAccess = new Map<string, AccessClaims & SessionClaims>();
  async function verifyAccess(token: string): Promise<(AccessClaims & SessionClaims) | null> {
    const known = verifiedAccess.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      verifiedAccess.delete(token);
      return null;
    }
    const claims = await verified(token, sessionAccessClaimsSchema);
    if (!claims) return null;
    if (verifiedAccess.size >= MAX_REMEMBERED_ACCESS_TOKENS) {
      const oldest = verifiedAccess.keys().next();
      if (!oldest.done) verifiedAccess.delete(oldest.value);
    }
    verifiedAccess.set(token, Object.freeze(claims));
    return claims;
  }

  return {
    async signAccess(user: SessionUser, session: SessionClaims): Promise<string> {
      return new SignJWT({
        user_id: user.id,
        username: user.username,
        role: user.role,
        agent_id: user.agent_id,
        cashier_id: user.cashier_id,
        token_type: 'access',
        sid: session.sid,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${settings.accessTtlSeconds}s`)
        .sign(await key);
    },

    /** A new refresh token, or (with `again`) the same one signed anew for a retried refresh. */
    async signRefresh(
      userId: number,
      again?: { jti: string; expiresAt: Date },
    ): Promise<IssuedRefreshToken> {
      const jti = again?.jti ?? randomUUID();
      const expiresAt =
        again?.expiresAt ?? new Date(Date.now() + settings.refreshTtlSeconds * 1000);
      const token = await new SignJWT({ user_id: userId, token_type: 'refresh' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, jti, expiresAt };
    },

    /** The claims of a valid access token, or null for anything else (bad, expired, refresh). */
    verifyAccess,

    async signChallenge(userId: number, sessionVersion: number): Promise<string> {
      return new SignJWT({
        user_id: userId,
        token_type: 'two_factor',
        sv: sessionVersion,
        jti: randomUUID(),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(await key);
    },

    verifyChallenge: (token: string) => verified(token, challengeClaimsSchema),

    verifyRefresh: (token: string) => verified(token, refreshClaimsSchema),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
