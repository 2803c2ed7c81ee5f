/**
 * The limits and defaults of a game and of the Game Board (SPEC sections 5 and 9), in one place:
 * the API's schemas, the server's commands and the web's forms all read them from here.
 */

/** Board (card) numbers a hall may sell: 1 to 10000, a board of 500 by default. */
export const CARD_NUMBER = { min: 1, max: 10_000, default: 500 } as const;

/** Card value in money (SPEC: 1 to 1000, default 10). */
export const CARD_VALUE = { min: 1, max: 1000, default: 10 } as const;

/** Win percentage of a game started from the Game Board (SPEC: 1 to 100, default 80). */
export const WIN_PERCENTAGE = { min: 1, max: 100, default: 80 } as const;

/** Win % of SPEC's bare `{amount}` start: SPEC's win-record default. */
export const BARE_START_WIN_PERCENTAGE = 50;

/** Card value when a game with cards names none, in cents (the Game Board's default). */
export const DEFAULT_CARD_VALUE_CENTS = BigInt(CARD_VALUE.default * 100);

/** True for a whole number a hall can print on a card (1 to 10000). */
export function isCardNumber(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= CARD_NUMBER.min &&
    value <= CARD_NUMBER.max
  );
}

/** SPEC section 9: the caller's interval options, in seconds (the settings default is 6). */
export const CALL_INTERVALS = [3, 4, 5, 6, 8, 10, 12, 15, 20] as const;
export type CallInterval = (typeof CALL_INTERVALS)[number];
export const DEFAULT_CALL_INTERVAL: CallInterval = 6;

export function isCallInterval(value: unknown): value is CallInterval {
  return (CALL_INTERVALS as readonly unknown[]).includes(value);
}

/** The languages a hall's balls are called in (SPEC's five; the voices' folder names). */
export const VOICE_LANGUAGES = ['en', 'am', 'ti', 'es', 'fr'] as const;
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];
export const DEFAULT_VOICE_LANGUAGE: VoiceLanguage = 'en';

/** The highest win % an agent lets a shop's cashier set (decision 028): 1 to 100, no cap by default. */
export const MAX_WIN_PERCENTAGE = { min: 1, max: 100, default: 100 } as const;

/** Whether a win % is within the shop's agent-set limit. */
export function isWithinWinLimit(winPercentage: number, maxWinPercentage: number): boolean {
  return winPercentage <= maxWinPercentage;
}
