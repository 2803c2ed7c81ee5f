export interface DecodedUser {
  id: number;
  username: string;
  role: string;
  agent_id: number | null;
  cashier_id: number | null;
  exp: number | null;
}

function base64UrlDecode(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a token's payload without verifying it: the client only needs to know who it is for
 * and whether it has expired. The server always verifies the signature.
 */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * SPEC section 5: a decoded token is accepted only with a user_id and unexpired.
 * SPEC section 3: username defaults to "Unknown User", role to "user".
 */
export function userFromToken(token: string, nowSeconds: number): DecodedUser | null {
  const payload = decodeTokenPayload(token);
  if (!payload) return null;
  const userId = payload.user_id;
  if (typeof userId !== 'number' && typeof userId !== 'string') return null;
  if (userId === '' || userId === null) return null;
  const exp = typeof payload.exp === 'number' ? payload.exp : null;
  if (exp === null || exp <= nowSeconds) return null;
  const optionalId = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    id: Number(userId),
    username: typeof payload.username === 'string' ? payload.username : 'Unknown User',
    role: typeof payload.role === 'string' ? payload.role : 'user',
    agent_id: optionalId(payload.agent_id),
    cashier_id: optionalId(payload.cashier_id),
    exp,
  };
}
