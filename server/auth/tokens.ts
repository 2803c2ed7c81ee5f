import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { accessClaimsSchema, type AccessClaims } from '@core/schemas/token-claims';
import type { SessionUser } from '@core/schemas/auth';

const ALGORITHM = 'HS256';

const refreshClaimsSchema = z.object({
  user_id: z.number().int().positive(),
  token_type: z.literal('refresh'),
  jti: z.string().min(1),
  exp: z.number(),
});
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

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
  async function verifyPayload(token: string): Promise<unknown> {
    const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
    return payload;
  }

  return {
    async signAccess(user: SessionUser): Promise<string> {
      return new SignJWT({
        user_id: user.id,
        username: user.username,
        role: user.role,
        agent_id: user.agent_id,
        cashier_id: user.cashier_id,
        token_type: 'access',
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${settings.accessTtlSeconds}s`)
        .sign(await key);
    },

    async signRefresh(userId: number): Promise<IssuedRefreshToken> {
      const jti = randomUUID();
      const expiresAt = new Date(Date.now() + settings.refreshTtlSeconds * 1000);
      const token = await new SignJWT({ user_id: userId, token_type: 'refresh' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, jti, expiresAt };
    },

    /** The claims of a valid access token, or null for anything else (bad, expired, refresh). */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const parsed = accessClaimsSchema.safeParse(await verifyPayload(token));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },

    async verifyRefresh(token: string): Promise<RefreshClaims | null> {
      try {
        const parsed = refreshClaimsSchema.safeParse(await verifyPayload(token));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
