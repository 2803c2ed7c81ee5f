import { decodeTokenPayload } from '@core/auth/token-claims';
import { reportReachable } from './connection';
import {
  STORAGE_KEYS,
  clearSessionStorage,
  readAccessToken,
  readString,
  writeAccessToken,
  writeString,
} from './storage';

// Its own module, so a page without sign-in (the card page) gets it without this client.
import { API_BASE } from './api-base';

export { API_BASE };

/** Refresh the access token when less than this is left, so a till is never signed out mid-game. */
export const REFRESH_MARGIN_SECONDS = 120;

/**
 * A real access token is well under 1 KB. A stored one past this is damaged or planted: sending it
 * would make every call fail with 431 (headers too large), so the session counts as dead.
 */
export const MAX_TOKEN_CHARS = 8 * 1024;

/** Answers that mean the stored session cannot work: refused (401), or too large to send (431). */
const DEAD_SESSION_STATUSES = new Set([401, 431]);

/** An HTTP answer other than 2xx, with the server's `error` text and `code` when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  /** The server's stable error code (core/api-errors.ts), translated by serverErrorText. */
  readonly code: string | null;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | null, body: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = errorCode(body);
    this.body = body;
  }
}

function errorCode(body: unknown): string | null {
  if (body && typeof body === 'object' && 'code' in body) {
    const value = (body as { code: unknown }).code;
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** The request never got an HTTP answer (offline, server down, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

type UnauthorizedHandler = () => void;

function goToRoot(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/')
    window.location.assign('/');
}

let unauthorizedHandler: UnauthorizedHandler = goToRoot;

/** The auth provider registers how to return to the root page without a reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? goToRoot;
}

/** SPEC section 8: a 401 on any call removes the stored tokens and goes to the root page. */
function handleUnauthorized(): void {
  clearSessionStorage();
  unauthorizedHandler();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: no token, no refresh, and a 401 is the caller's business (login, logout). */
  auth?: boolean;
  /** Money-moving requests: the server answers a repeat of this key once, moving nothing again. */
  idempotencyKey?: string;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorText(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const value = (body as { error: unknown }).error;
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

function tokenExpiry(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

let refreshInFlight: Promise<string | null> | null = null;

async function refreshAccessToken(refresh: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/auth/refresh/', undefined), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
  } catch {
    // Offline for a moment: carry on with the token we have; the server decides if it still holds.
    return readAccessToken();
  }
  const body = await readBody(response);
  const { access, refresh: rotated } = (body && typeof body === 'object' ? body : {}) as {
    access?: unknown;
    refresh?: unknown;
  };
  // The server busy or its database away (429, 5xx): keep the token we have and try again later,
  // rather than signing a till out in the middle of an evening.
  if (response.status === 429 || response.status >= 500) return readAccessToken();
  if (!response.ok || typeof access !== 'string' || !access) {
    handleUnauthorized();
    throw new ApiError(response.ok ? 401 : response.status, errorText(body), body);
  }
  writeAccessToken(access);
  // Refresh tokens rotate (decision 003): the old one is spent, and reusing it ends the session.
  if (typeof rotated === 'string' && rotated) writeString(STORAGE_KEYS.refreshToken, rotated);
  return access;
}

/**
 * One refresh at a time across the browser's tabs (Web Locks): a tab that waited finds the tokens
 * the other tab stored and uses them, instead of presenting the spent refresh token.
 */
function refreshAcrossTabs(refresh: string): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshAccessToken(refresh);
  return locks.request('bingo-hall-token-refresh', async () => {
    const current = readString(STORAGE_KEYS.refreshToken);
    if (current !== refresh) return readAccessToken();
    return refreshAccessToken(refresh);
  });
}

/**
 * The access token to send, refreshed first when it expires within REFRESH_MARGIN_SECONDS.
 * A refused refresh signs the user out. Concurrent callers share one refresh.
 */
export async function ensureFreshAccessToken(
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string | null> {
  const token = readAccessToken();
  if (!token) return null;
  const exp = tokenExpiry(token);
  if (exp === null || exp - nowSeconds > REFRESH_MARGIN_SECONDS) return token;
  const refresh = readString(STORAGE_KEYS.refreshToken);
  if (!refresh) return token;
  refreshInFlight ??= refreshAcrossTabs(refresh).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** The one fetch wrapper: JSON in and out, `Authorization: JWT <token>`, typed errors. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    headers = {},
    signal,
    auth = true,
    idempotencyKey,
  } = options;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  // The screen's language, so what the server makes for this screen (a new shop, decision 048)
  // takes it rather than the browser's.
  const screenLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (screenLanguage && !requestHeaders['Accept-Language'])
    requestHeaders['Accept-Language'] = screenLanguage;
  if (idempotencyKey) requestHeaders[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
  if (auth) {
    const token = await ensureFreshAccessToken();
    if (token && token.length > MAX_TOKEN_CHARS) {
      handleUnauthorized();
      throw new ApiError(431, null, null);
    }
    if (token) requestHeaders.Authorization = `JWT ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A request the caller aborted says nothing about the network.
    if (!signal?.aborted) reportReachable(false);
    throw new NetworkError(error);
  }
  // A proxy answering for a server it cannot reach.
  reportReachable(response.status < 502 || response.status > 504);

  const data = await readBody(response);
  if (!response.ok) {
    if (auth && DEAD_SESSION_STATUSES.has(response.status)) handleUnauthorized();
    throw new ApiError(response.status, errorText(data), data);
  }
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
