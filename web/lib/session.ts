import { MAX_TOKEN_CHARS } from './api-client';
import { userFromToken } from '@core/auth/token-claims';
import {
  STORAGE_KEYS,
  clearSessionStorage,
  readAccessToken,
  readJson,
  readString,
  removeKey,
  writeAccessToken,
  writeJson,
  writeString,
} from './storage';

/** A signed-in user as the client knows it (SPEC section 3 "User"). */
export interface SessionUser {
  id: number | null;
  username: string;
  role: string;
  agent_id: number | null;
  cashier_id: number | null;
}

const optionalId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Accepts a stored or received user object; fills SPEC's defaults; null when not a user. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const rawId = record.id ?? record.user_id;
  const id = typeof rawId === 'string' && rawId !== '' ? Number(rawId) : optionalId(rawId);
  return {
    id: id !== null && Number.isFinite(id) ? id : null,
    username:
      typeof record.username === 'string' && record.username ? record.username : 'Unknown User',
    role: typeof record.role === 'string' && record.role ? record.role : 'user',
    agent_id: optionalId(record.agent_id),
    cashier_id: optionalId(record.cashier_id),
  };
}

function readStoredUser(): SessionUser | null {
  for (const key of [STORAGE_KEYS.userData, STORAGE_KEYS.user] as const) {
    const user = toSessionUser(readJson<unknown>(key, null));
    if (user) return user;
  }
  return null;
}

/**
 * SPEC section 4, authentication at start: a token plus saved user data means signed in; a token
 * alone is decoded and accepted only with a user_id and unexpired, otherwise everything is cleared.
 */
export function restoreSession(nowSeconds: number): SessionUser | null {
  const token = readAccessToken();
  if (!token) return null;
  if (token.length > MAX_TOKEN_CHARS) {
    clearSessionStorage();
    return null;
  }
  const saved = readStoredUser();
  if (saved) return saved;
  const decoded = userFromToken(token, nowSeconds);
  if (!decoded) {
    clearSessionStorage();
    return null;
  }
  return toSessionUser(decoded);
}

export function saveSession(session: {
  access: string;
  refresh?: string | null;
  user: SessionUser;
}): void {
  writeAccessToken(session.access);
  if (session.refresh) writeString(STORAGE_KEYS.refreshToken, session.refresh);
  else removeKey(STORAGE_KEYS.refreshToken);
  saveUser(session.user);
}

export function saveUser(user: SessionUser): void {
  writeJson(STORAGE_KEYS.userData, user);
  writeJson(STORAGE_KEYS.user, user);
}

export function readRefreshToken(): string | null {
  return readString(STORAGE_KEYS.refreshToken);
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
