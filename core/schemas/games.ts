import { gamePlanSchema } from './patterns';
import { z } from 'zod';
import { payoutJudgedSchema } from './payout-judged';
import {
  CLAIM_VERDICTS,
  LATE_CLAIM_RULES,
  MAX_RESETS_LIMIT,
  SHARED_WIN_RULES,
} from '../bingo/game-rules';
import { GAME_ENDS, GAME_STATES, GAME_STATUSES } from '../bingo/game-facts';
import { CARD_NUMBER } from '../bingo/game-limits';
import { WIN_TYPES } from '../bingo/win-patterns';
import {
  cardValueSchema,
  gameModeSchema,
  voiceLanguageSchema,
  winConditionFields,
  winConditionsSchema,
  winPercentageSchema,
} from './game-settings';
import { reasonSchema } from './reason';
import { gameCallerSchema } from './game-caller';
import { amountSchema, paginationSchema, positiveAmountSchema, statusCodeSchema } from './common';

export { gameModeSchema, winConditionsSchema };

export const gameStatusSchema = z.enum(GAME_STATUSES);
/** The caller's state (SPEC section 4) plus `over` once every ball is out or the game completed. */
export const gameStateSchema = z.enum(GAME_STATES);
export const winTypeSchema = z.enum(WIN_TYPES);

export const cardNumberSchema = z.number().int().min(CARD_NUMBER.min).max(CARD_NUMBER.max);

/** A saved card's grid as the browser keeps it: 5 rows of 5 cells of text (SPEC section 3). */
export const savedGridSchema = z.array(z.array(z.string().max(16)).length(5)).length(5);

/**
 * Checks and wins judge only cards the server holds (the shop's saved card fixed at the game's
 * start, else the generated one): a grid in the body is refused with 422 "grid_not_accepted".
 */
export const refusedGridSchema = z.unknown().optional().meta({
  description:
    'Refused: cards are looked up on the server. Any value answers 422 (code grid_not_accepted).',
});

// ---- POST /api/v1/cashiers/play_game/ ----

/**
 * Start: SPEC's `{amount}` alone, or our client's full game. With `cards`, the server computes the
 * pool as cards x card_value and refuses an `amount` that differs from it.
 */
export const startGameRequestSchema = z
  .object({
    amount: positiveAmountSchema,
    cards: z
      .array(cardNumberSchema)
      .min(1)
      .max(CARD_NUMBER.max)
      .refine((cards) => new Set(cards).size === cards.length, {
        message: 'Card numbers must be unique',
      })
      .optional(),
    card_value: cardValueSchema.optional(),
    win_percentage: winPercentageSchema.optional(),
    shop_id: z.number().int().positive().optional(),
    mode: gameModeSchema.optional(),
    win_conditions: winConditionsSchema.optional(),
  })
  .meta({ id: 'StartGameRequest' });

/**
 * Win record (SPEC section 3 "Game record sent on a win"). Amounts the client sends are ignored:
 * the server computes prize, commission and any jackpot. `game_id` and `card_number` are ours.
 */
export const winRecordRequestSchema = z
  .object({
    bet_amount: amountSchema.optional(),
    commission: amountSchema.optional(),
    status: z.string().max(32).optional(),
    players: z.number().int().min(0).max(CARD_NUMBER.max).optional(),
    winner: z.union([z.string().max(100), z.number()]).optional(),
    is_active: z.boolean().optional(),
    game_id: z.number().int().positive().optional(),
    card_number: cardNumberSchema.optional(),
    grid: refusedGridSchema,
    /** `amount` makes a body a start: a win record never carries one. */
    amount: z.never().optional(),
  })
  .meta({ id: 'WinRecordRequest' });

export const playGameRequestSchema = z.union([startGameRequestSchema, winRecordRequestSchema]);

/** One card recorded as a winner (decision 030), in the order recorded, with what it is paid. */
export const gameWinnerSchema = z
  .object({
    order: z.number().int(),
    card_number: z.number().int(),
    win_type: winTypeSchema,
    label: z.string().nullable(),
    /** The pattern the card won with (decision 034); null for wins from before patterns. */
    pattern: z.object({ key: z.string(), name: z.string() }).nullable(),
    /** The stage the card won (0 for a game of one stage, decision 034). */
    stage: z.number().int(),
    late: z.boolean(),
    relied_on_manual_call: z.boolean(),
    called_count: z.number().int(),
    share: amountSchema.meta({
      description:
        "This winner's prize: the prize split equally (odd cents to the earliest winners), or the " +
        'full prize each where the shop pays a full prize to every winner on the ball.',
    }),
    share_final: z.boolean().meta({
      description:
        'False while other cards may still share this stage on its deciding ball (the share may ' +
        'still shrink: pay it once final); true once it cannot change (decision 046).',
    }),
    bonus: amountSchema.meta({
      description: 'The stage\'s "within N calls" bonus paid to this winner from the drawer.',
    }),
    awarded_at_close: z.boolean().meta({
      description: 'Paid by the close of a game whose claim was due, not claimed (decision 046).',
    }),
    recorded_at: z.string(),
  })
  .meta({ id: 'GameWinner' });
export type GameWinner = z.infer<typeof gameWinnerSchema>;

export const playGameResponseSchema = z
  .object({
    status: z.string(),
    status_code: statusCodeSchema,
    game_id: z.number().int(),
    win_amount: amountSchema.optional(),
    win_type: winTypeSchema.optional(),
    jackpot_amount: amountSchema.optional(),
    winners: z.array(gameWinnerSchema).optional().meta({
      description:
        'A win record: every winner of the game so far, this one last; `win_amount` is its share.',
    }),
    jackpot_pending: z
      .boolean()
      .optional()
      .meta({
        description:
          'A jackpot triggered on a game whose every ball was called by hand: it waits for the ' +
          "agent's approval (GET /api/v1/agents/jackpot_payouts/?status=pending).",
      }),
    stage_bonus: amountSchema.optional().meta({
      description:
        'A stage\'s "within N calls" bonus paid from the shop\'s drawer to this winner (decision 034).',
    }),
    stage_bonus_unpaid: amountSchema.optional().meta({
      description: "The bonus was due but the shop's drawer could not cover it: the win stands.",
    }),
  })
  .meta({ id: 'PlayGameResponse' });

// ---- Games ----

/** A shop's rules for its games (decision 011); max_resets null: a game from before limits. */
export const gameRulesSchema = z
  .object({
    late_claims: z.enum(LATE_CLAIM_RULES),
    max_resets: z.number().int().min(0).max(MAX_RESETS_LIMIT).nullable(),
    /** Several winners on one ball: split (the prize shared equally) or full (a full prize each). */
    shared_wins: z.enum(SHARED_WIN_RULES),
  })
  .meta({ id: 'GameRules' });

/** How an ended game ended: a recorded win, closed with no winner, or cancelled. */
export const gameEndSchema = z.enum(GAME_ENDS);

export const calledNumberSchema = z
  .object({ number: z.number().int(), letter: z.string(), manual: z.boolean() })
  .meta({ id: 'CalledNumber' });

export const gameSchema = z
  .object({
    id: z.number().int(),
    status: gameStatusSchema,
    state: gameStateSchema,
    mode: gameModeSchema,
    max_number: z.number().int(),
    cards: z.array(z.number().int()),
    cards_named: z.boolean().meta({
      description:
        "False for SPEC's bare `{amount}` start: no sold cards were named, any card number may " +
        'win, and the game never grows or triggers a jackpot.',
    }),
    card_value: amountSchema,
    win_percentage: z.number().int(),
    win_conditions: winConditionFields,
    /** The patterns the game plays, fixed at its start and committed with the draw (decision 034). */
    plan: gamePlanSchema,
    /** How many balls the draw holds: max_number, or fewer when the plan skips unused columns. */
    ball_count: z.number().int(),
    /** The stage being played (0 for the first; a game of one stage stays at 0). */
    stage: z.number().int(),
    /** Each stage's prize (one entry, the whole prize, for a game of one stage). */
    stage_prizes: z.array(amountSchema),
    amount: amountSchema,
    win_amount: amountSchema,
    commission: amountSchema,
    fee: amountSchema,
    called: z.array(calledNumberSchema),
    called_count: z.number().int(),
    commitment: z.string(),
    winner_card: z.number().int().nullable(),
    win_type: winTypeSchema.nullable(),
    shop_id: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    cashier_id: z.number().int(),
    cashier_username: z.string(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    end: gameEndSchema.nullable(),
    /** The recorded win needed a number called by hand (PRODUCT section 3); null without a win. */
    win_relied_on_manual_call: z.boolean().nullable(),
    rules: gameRulesSchema,
    reset_count: z.number().int(),
    /** null: no limit (a game from before limits). */
    resets_left: z.number().int().nullable(),
    blocked_cards: z.array(z.number().int()),
    /** Every recorded winner, in order (the first is `winner_card`); empty without a win. */
    winners: z.array(gameWinnerSchema),
    extra_claims_open: z.boolean().meta({
      description:
        'The game is won and no later game has started in its shop (shopless: for its cashier): ' +
        'more cards may still be checked and recorded as winners on the deciding ball.',
    }),
    /** The public verification page is /verify/<verify_token> (no sign-in). */
    verify_token: z.string(),
    /** The shop's caller settings fixed at start (decision 028); null: a game from before. */
    call_interval: z.number().int().nullable(),
    auto_start: z.boolean().nullable(),
    voice_language: voiceLanguageSchema.nullable(),
    caller: gameCallerSchema.nullable(),
    payouts: z
      .array(payoutJudgedSchema)
      .nullable()
      .meta({
        description:
          'What its start judged it could pay beyond the pool (decision 043): a payout not in ' +
          'play is neither grown nor paid by the game. null: a game from before.',
      }),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

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

export const drawResponseSchema = z
  .object({ number: z.number().int(), letter: z.string(), called_count: z.number().int() })
  .meta({ id: 'DrawResponse' });

export const markRequestSchema = z
  .object({ number: z.number().int().min(1).max(100), called: z.boolean() })
  .meta({ id: 'MarkRequest' });

export const checkCardRequestSchema = z
  .object({ card_number: cardNumberSchema, grid: refusedGridSchema })
  .meta({ id: 'CheckCardRequest' });

/** A card cell: a number, the free centre 'F', or null for an empty cell of a saved card. */
export const cardCellSchema = z.union([z.number().int(), z.literal('F'), z.null()]);

const cellSchema = z.object({ row: z.number().int(), column: z.number().int() });

export const patternProgressSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    needed: z.array(z.number().int()),
    cells: z.array(cellSchema),
    /** False when every way holds an empty cell of a saved card. */
    reachable: z.boolean(),
  })
  .meta({ id: 'PatternProgress' });

export const winAnalysisSchema = z
  .object({
    min_needed: z.number().int(),
    chance: z.enum(['Very High', 'High', 'Medium', 'Low']),
    pulse: z.boolean(),
    needed_numbers: z.array(z.number().int()),
  })
  .meta({ id: 'WinAnalysis' });

export const checkCardResponseSchema = z
  .object({
    card_number: z.number().int(),
    source: z.enum(['generated', 'saved']),
    grid: z.array(z.array(cardCellSchema)),
    marked: z.array(z.array(z.boolean())),
    is_winner: z.boolean(),
    win_type: winTypeSchema.nullable(),
    label: z.string().nullable(),
    winning_cells: z.array(cellSchema),
    /** The pattern announced (decision 034); null with no win. */
    pattern: z.object({ key: z.string(), name: z.string() }).nullable(),
    relied_on_manual_call: z.boolean(),
    analysis: winAnalysisSchema,
    /** For each pattern the game plays: the numbers its closest way still needs ("3 to go"). */
    to_go: z.array(patternProgressSchema),
    /** win; no_win; late: complete before the last ball where the hall refuses late claims; blocked. */
    verdict: z.enum(CLAIM_VERDICTS),
    /** Every complete pattern was complete before the last call (the player missed a ball). */
    late: z.boolean(),
    stage: z
      .number()
      .int()
      .meta({
        description:
          'The stage this claim is judged for (0 for a game of one stage; decision 046): a card ' +
          'that won an earlier stage may still win this one.',
      }),
  })
  .meta({ id: 'CheckCardResponse' });

export const verifyGameResponseSchema = z
  .object({
    game_id: z.number().int(),
    commitment: z.string(),
    plan: gamePlanSchema.nullable(),
    revealed: z.boolean(),
    order: z.array(z.number().int()).nullable(),
    salt: z.string().nullable(),
    commitment_input_format: z.string(),
  })
  .meta({ id: 'VerifyGameResponse' });

// ---- Additions: cancel and the games list's query ----

/** POST /api/v1/games/{id}/cancel/: refund is the fee given back (0 once a ball was called). */
export const cancelGameResponseSchema = z
  .object({
    status: z.string(),
    status_code: statusCodeSchema,
    game_id: z.number().int(),
    refund: amountSchema,
  })
  .meta({ id: 'CancelGameResponse' });

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

// ---- Resets, closing, blocking ----

export { reasonSchema };

export const resetRequestSchema = z.object({ reason: reasonSchema }).meta({ id: 'ResetRequest' });
export const closeRequestSchema = z.object({ reason: reasonSchema }).meta({ id: 'CloseRequest' });
/** A reason is needed once a ball was called, or when an agent or the admin cancels (server side). */
export const cancelRequestSchema = z
  .object({ reason: reasonSchema.optional() })
  .meta({ id: 'CancelRequest' });
export const blockRequestSchema = z
  .object({ card_number: cardNumberSchema })
  .meta({ id: 'BlockRequest' });

export const closeGameResponseSchema = z
  .object({
    status: z.string(),
    status_code: statusCodeSchema,
    game_id: z.number().int(),
    takings: amountSchema,
  })
  .meta({ id: 'CloseGameResponse' });

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
