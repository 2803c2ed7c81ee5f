/**
 * The one module that touches localStorage. Every key of SPEC section 3 lives here, so a
 * feature never spells a key itself. Broken stored data is ignored and the default used.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  tokenAlias: 'token',
  accessTokenAlias: 'access_token',
  refreshToken: 'refreshToken',
  userData: 'userData',
  user: 'user',
  theme: 'theme',
  language: 'language',
  bingoCards: 'bingoCards',
  numberOfCards: 'numberOfCards',
  winPercentage: 'winPercentage',
  cardValue: 'cardValue',
  gameSettings: 'gameSettings',
  cardTemplates: 'cardTemplates',
  maxCardNumber: 'maxCardNumber',
  balanceVisible: 'balanceVisible',
  lastDeletedCard: 'lastDeletedCard',
  /** The Game Board's selected card numbers (SPEC's shared selectedNumbers, kept across reloads). */
  selectedNumbers: 'selectedNumbers',
  /** The game the Game Board started last, so /play can resume it after a reload. */
  currentGameId: 'currentGameId',
  /** The shop a cashier with several shops last started a game for. */
  gameShopId: 'gameShopId',
  /** "off": Gregorian dates in Amharic and Tigrigna too (personal, like the theme; on by default). */
  ethiopianCalendar: 'ethiopianCalendar',
  /** A phone's choice on a card's page: vibrate and/or speak when its numbers come (issue 40). */
  cardAlerts: 'cardAlerts',
  /** A paired TV's display session (decision 027): survives a reboot, never a user's sign-in. */
  tvToken: 'tvDisplayToken',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The keys an access token may sit under (SPEC section 3); written under the first only. */
export const ACCESS_TOKEN_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.tokenAlias,
  STORAGE_KEYS.accessTokenAlias,
];

/** Everything that identifies a signed-in user; logout removes all of it. */
export const SESSION_KEYS: readonly StorageKey[] = [
  ...ACCESS_TOKEN_KEYS,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.user,
];

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the app keeps working for this page view.
  }
}

/** Like writeString, but tells whether the browser kept the value (false: full or blocked). */
export function tryWriteString(key: StorageKey, value: string): boolean {
  try {
    const storage = store();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Blocked storage has nothing to remove.
  }
}

/**
 * Reads JSON; returns the fallback when the key is missing, the JSON is broken, or the value
 * fails the optional guard.
 */
export function readJson<T>(
  key: StorageKey,
  fallback: T,
  guard?: (value: unknown) => value is T,
): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (guard) return guard(parsed) ? parsed : fallback;
    return parsed === null || parsed === undefined ? fallback : (parsed as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Like writeJson, but tells whether the browser kept the value. */
export function tryWriteJson(key: StorageKey, value: unknown): boolean {
  return tryWriteString(key, JSON.stringify(value));
}

export function readAccessToken(): string | null {
  for (const key of ACCESS_TOKEN_KEYS) {
    const value = readString(key);
    if (value) return value;
  }
  return null;
}

export function writeAccessToken(token: string): void {
  writeString(STORAGE_KEYS.accessToken, token);
  // Older copies under the alias keys would shadow nothing but could outlive a logout.
  removeKey(STORAGE_KEYS.tokenAlias);
  removeKey(STORAGE_KEYS.accessTokenAlias);
}

export function clearSessionStorage(): void {
  for (const key of SESSION_KEYS) removeKey(key);
}
