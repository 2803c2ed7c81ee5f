import { z } from 'zod';
import { gameModeSchema } from './game-settings';
import { amountSchema, paginationSchema } from './common';
import { gameStateSchema, gameStatusSchema } from './games';

// The games lists (SPEC's, the agent's, the cashier's paged list) and a cashier's running games.

/** SPEC's lists read id, amount, status, created_at; the agent's list also name, description, image. */
export const gameListItemSchema = z
  .object({
    id: z.number().int(),
    amount: amountSchema,
    status: gameStatusSchema,
    created_at: z.string(),
    name: z.string().meta({
      description:
        'English, e.g. "Game #4 · Merkato Bingo" (SPEC). A client that shows another language builds it from id and shop_name (cashier_username without a shop).',
    }),
    description: z.string().meta({
      description:
        'English, e.g. "Standard 1-75 · 3 cards" (SPEC). A client that shows another language builds it from mode and cards_count.',
    }),
    image: z.string().nullable(),
    mode: gameModeSchema,
    cards_count: z.number().int(),
    /** False for SPEC's bare `{amount}` start (no sold cards named). */
    cards_named: z.boolean(),
    /** A practice game (decision 055): no money moved, in no report. */
    training: z.boolean(),
    win_amount: amountSchema,
    called_count: z.number().int(),
    shop_id: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    cashier_username: z.string(),
    winner_card: z.number().int().nullable(),
    /** Every winning card in the order recorded (several may win on one ball, decision 030). */
    winner_cards: z.array(z.number().int()),
    /** The recorded win needed a number called by hand. */
    manual_win: z.boolean(),
    reset_count: z.number().int(),
  })
  .meta({ id: 'GameListItem' });
export type GameListItem = z.infer<typeof gameListItemSchema>;

export const MY_GAMES_DEFAULT_LIMIT = 200;
export const MY_GAMES_MAX_LIMIT = 1000;

/** SPEC "Cashier dashboard": sort by date or amount, each way. */
export const GAME_SORTS = ['date-desc', 'date-asc', 'amount-desc', 'amount-asc'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/**
 * GET /api/v1/games/my_games/: newest first; search matches the game id, shop name or cashier.
 * Without page, page_size or cursor: SPEC's bare list of at most `limit` games. With any of them:
 * one page on the server, `{results, pagination}` (keyset with `cursor`, as the reports page).
 */
export const myGamesQuerySchema = z.object({
  status: gameStatusSchema.optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MY_GAMES_MAX_LIMIT).default(MY_GAMES_DEFAULT_LIMIT),
  sort: z.enum(GAME_SORTS).default('date-desc'),
  page: z.coerce.number().int().min(1).max(10_000_000).optional(),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n), {
      message: 'page_size must be 10, 20, 50 or 100',
    })
    .optional(),
  cursor: z.string().max(200).optional(),
});

export type MyGamesQuery = z.infer<typeof myGamesQuerySchema>;

export const myGamesPageSchema = z
  .object({
    results: z.array(gameListItemSchema),
    pagination: paginationSchema.extend({
      next_cursor: z.string().nullable(),
    }),
  })
  .meta({ id: 'MyGamesPage' });
export type MyGamesPage = z.infer<typeof myGamesPageSchema>;

/** An unfinished game of one of the cashier's shops (or of the cashier without a shop). */
export const runningGameSchema = z
  .object({
    game_id: z.number().int(),
    shop_id: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    state: gameStateSchema,
    mode: gameModeSchema,
    called_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'RunningGame' });
export type RunningGame = z.infer<typeof runningGameSchema>;
