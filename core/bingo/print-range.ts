/** One PDF of cartelas: at most this many cards. */
export const MAX_PRINT_CARDS = 1000;
export const PRINT_RANGE_MESSAGE = `Enter card numbers from 1 to 10000, the first not above the last, at most ${MAX_PRINT_CARDS} cards`;
