import { CARD_NUMBER } from './game-limits';

/** One PDF of cartelas: at most this many cards. */
export const MAX_PRINT_CARDS = 1000;
export const PRINT_RANGE_MESSAGE = `Enter card numbers from ${CARD_NUMBER.min} to ${CARD_NUMBER.max}, the first not above the last, at most ${MAX_PRINT_CARDS} cards`;
