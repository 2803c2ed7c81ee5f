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
