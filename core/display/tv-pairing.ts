/**
 * A TV is paired to a shop by a short code shown on the till (decision 027): letters and digits
 * a person reads across a hall without confusing them (no 0/O, 1/I/L).
 */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
/** A code works once, for this long after it was shown. */
export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
export const PAIRING_CODE_PATTERN = new RegExp(
  `^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`,
);

/** What a person typed, as the code is stored: upper case, spaces and dashes dropped. */
export function normalizePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A display session's token: a prefix that no access token (a JWT) ever starts with. */
export const DISPLAY_TOKEN_PREFIX = 'tv_';

export function isDisplayToken(token: string): boolean {
  return token.startsWith(DISPLAY_TOKEN_PREFIX) && /^tv_[A-Za-z0-9_-]{40,64}$/.test(token);
}

/** The looks a TV takes from its shop, as the web app names them. */
export const DISPLAY_THEMES = ['default', 'dark', 'light', 'neon', 'ocean', 'sunset'] as const;
export type DisplayTheme = (typeof DISPLAY_THEMES)[number];
export const DISPLAY_LANGUAGES = ['en', 'am', 'ti', 'es', 'fr'] as const;
export type DisplayLanguage = (typeof DISPLAY_LANGUAGES)[number];

/**
 * A shop feed's event id: `<game id>.<sequence>`, so a TV that reconnects says which game it was
 * following and how far (decision 027). null for anything else.
 */
export function parseShopEventId(value: string | undefined | null): {
  gameId: number;
  sequence: number;
} | null {
  const match = /^(\d{1,9})\.(\d{1,9})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  return { gameId: Number(match[1]), sequence: Number(match[2]) };
}

export const shopEventId = (gameId: number, sequence: number) => `${gameId}.${sequence}`;
