import { SignJWT } from 'jose';

/** Tokens a client could craft, for proving the server refuses them. */
export function signedToken(
  secret: string,
  claims: Record<string, unknown>,
  expSeconds?: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 10)
    .setExpirationTime(expSeconds ?? now + 600)
    .sign(new TextEncoder().encode(secret));
}

export function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 600;
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ exp, ...claims })}.`;
}

export function accessClaimsFor(user: {
  id: number;
  username: string;
  role: string;
  agentId: number | null;
  cashierId: number | null;
}): Record<string, unknown> {
  return {
    user_id: user.id,
    username: user.username,
    role: user.role,
    agent_id: user.agentId,
    cashier_id: user.cashierId,
    token_type: 'access',
  };
}
