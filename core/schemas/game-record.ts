import { fairDrawSchema, sealedSaleSchema, verifiedBeaconSchema } from './fair-draw';
import { gamePlanSchema } from './patterns';
import { z } from 'zod';
import { SHARED_WIN_RULES, UNNAMED_CARDS_RULES } from '../bingo/game-rules';
import { GAME_MODES } from '../bingo/modes';
import { amountSchema, paginationSchema } from './common';
import { GAME_EVENT_TYPES } from '../bingo/game-events';
import { maxWinPercentageSchema } from './game-settings';
import { shopLanguageSchema } from './shops';
import { gameRulesSchema, gameSchema } from './games';

// ---- GET /api/v1/games/{id}/history/ ----

export const GAME_HISTORY_MAX_PAGE_SIZE = 500;

export const gameHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(GAME_HISTORY_MAX_PAGE_SIZE).default(100),
});

/** Who made a change: the signed-in user of the request (null: a system command). */
export const eventUserSchema = z
  .object({ id: z.number().int(), username: z.string(), role: z.string() })
  .meta({ id: 'EventUser' });
export type EventUser = z.infer<typeof eventUserSchema>;

export const gameHistoryEntrySchema = z
  .object({
    sequence: z.number().int(),
    type: z.enum(GAME_EVENT_TYPES),
    at: z.string(),
    user: eventUserSchema.nullable(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'GameHistoryEntry' });
export type GameHistoryEntry = z.infer<typeof gameHistoryEntrySchema>;

export const gameHistoryResponseSchema = z
  .object({ results: z.array(gameHistoryEntrySchema), pagination: paginationSchema })
  .meta({ id: 'GameHistory' });
export type GameHistory = z.infer<typeof gameHistoryResponseSchema>;

// ---- GET /api/v1/games/{id}/record/ ----

export const gameResetSchema = z
  .object({
    sequence: z.number().int(),
    at: z.string(),
    user: z.string().nullable(),
    reason: z.string().nullable(),
    called_count: z.number().int(),
  })
  .meta({ id: 'GameReset' });

export const gameMoneyEntrySchema = z
  .object({
    kind: z.string(),
    amount: amountSchema,
    from: z.string(),
    to: z.string(),
    at: z.string(),
  })
  .meta({ id: 'GameMoneyEntry' });

/** The fields of a game its replay is compared on (English names in `problems`). */
export const REPLAY_FIELDS = [
  'status',
  'winner_card',
  'win_type',
  'prize',
  'house_cut',
  'fee',
  'commitment',
  'calls',
  'resets',
  'blocked_cards',
  'manual_win',
  'winners',
  'extra_prizes',
] as const;
export type ReplayField = (typeof REPLAY_FIELDS)[number];

/** The game recomputed from its log alone (core/game-replay.ts), beside what is stored. */
export const gameReplaySchema = z
  .object({
    agrees: z.boolean(),
    /** What differs, or why the log could not be replayed; empty when it agrees. */
    problems: z.array(z.string()),
    /** The problems of a replay that ran, one per field, for clients that word them. */
    differences: z.array(
      z.object({
        field: z.enum(REPLAY_FIELDS),
        stored: z.string(),
        replayed: z.string(),
      }),
    ),
    status: z.string().nullable(),
    winner_card: z.number().int().nullable(),
    win_type: z.string().nullable(),
    called_count: z.number().int().nullable(),
    win_amount: amountSchema.nullable(),
    commission: amountSchema.nullable(),
    fee: amountSchema.nullable(),
  })
  .meta({ id: 'GameReplay' });

export const gameRecordSchema = z
  .object({
    game: gameSchema,
    resets: z.array(gameResetSchema),
    money: z.array(gameMoneyEntrySchema),
    replay: gameReplaySchema,
  })
  .meta({ id: 'GameRecord' });
export type GameRecord = z.infer<typeof gameRecordSchema>;

// ---- GET /api/v1/public/verify/{token}/ (no sign-in) ----

export const verifyTokenParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-f]{16}$/, { message: 'Invalid token' }),
});

/** An order a reset abandoned: revealed at once, so its commitment can be checked too. */
export const abandonedOrderSchema = z
  .object({
    commitment: z.string(),
    order: z.array(z.number().int()),
    /** Format 1: the order's own salt. Format 2: the game's seed once revealed, else "". */
    salt: z.string(),
    /** Format 2: the public round that order came from (null: offline). */
    beacon: verifiedBeaconSchema.nullable().optional(),
  })
  .meta({ id: 'AbandonedOrder' });

/** What a player may see of a game: nothing of the hall, only the draw and its proof. */
export const publicVerifySchema = z
  .object({
    status: z.enum(['running', 'ended']),
    mode: z.enum(GAME_MODES),
    max_number: z.number().int(),
    commitment: z.string(),
    /** The patterns the game plays, part of the commitment's text; null: a game from before. */
    plan: gamePlanSchema.nullable(),
    revealed: z.boolean(),
    order: z.array(z.number().int()).nullable(),
    salt: z.string().nullable(),
    called: z.array(z.object({ number: z.number().int(), manual: z.boolean() })),
    abandoned: z.array(abandonedOrderSchema),
    commitment_input_format: z.string(),
    /** Where the order comes from: format, seal, public round or offline (decision 054). */
    fair_draw: fairDrawSchema,
    /** Format 2: the sold cards sealed at the start; null for format 1. */
    sealed: sealedSaleSchema.nullable(),
    /** What the players' phone shows above the proof: which game, where, when, who won, the pool. */
    game_id: z.number().int(),
    /** A practice game (decision 055): a practice: nothing was paid. */
    training: z.boolean(),
    shop_name: z.string().nullable(),
    started_at: z.string(),
    ended_at: z.string().nullable(),
    pool: amountSchema,
    prize: amountSchema,
    /** Every winning card in the order recorded, each with its share of the prize (decision 030). */
    winners: z.array(
      z.object({
        card: z.number().int(),
        win_type: z.string().nullable(),
        share: amountSchema.optional(),
        /** False while other cards may still share the stage (decision 046). */
        share_final: z.boolean().optional(),
        /** The stage's "within N calls" bonus paid to this card. */
        bonus: amountSchema.optional(),
      }),
    ),
  })
  .meta({ id: 'PublicVerify' });
export type PublicVerify = z.infer<typeof publicVerifySchema>;

// ---- Shop rules ----

export const shopRulesSchema = gameRulesSchema
  .extend({
    max_resets: z.number().int().min(0).max(5),
    /** refuse: a start that names no sold cards (SPEC's bare `{amount}`) answers 422. Left out: unchanged. */
    unnamed_cards: z.enum(UNNAMED_CARDS_RULES).optional(),
    /** The highest win % the shop's cashier may set or start with (decision 028). Left out: unchanged. */
    max_win_percentage: maxWinPercentageSchema.optional(),
    /** split (default): winners on one ball share the prize; full: a full prize each. Left out: unchanged. */
    shared_wins: z.enum(SHARED_WIN_RULES).optional(),
    /** true (default): a claim from a player's phone pauses the caller. Left out: unchanged. */
    claims_pause: z.boolean().optional(),
    /** The shop's language (decision 048): its TVs, voice, cartelas and phone pages. Left out: unchanged. */
    language: shopLanguageSchema.optional(),
  })
  .meta({ id: 'ShopRules' });
export type ShopRules = z.infer<typeof shopRulesSchema>;

// ---- GET /api/v1/shops/{id}/last_games/ ----

export const LAST_GAMES_COUNT = 10;

export const lastGameSchema = z
  .object({
    id: z.number().int(),
    status: z.string(),
    end: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    mode: z.enum(GAME_MODES),
    cards_count: z.number().int(),
    amount: amountSchema,
    win_amount: amountSchema,
    winner_card: z.number().int().nullable(),
    /** Every card recorded as a winner, in order (several on one ball: decision 030). */
    winner_cards: z.array(z.number().int()),
    win_type: z.string().nullable(),
    called_count: z.number().int(),
    manual_win: z.boolean(),
    reset_count: z.number().int(),
    /** False for SPEC's bare `{amount}` start: no sold cards named. */
    cards_named: z.boolean(),
    /** A practice game (decision 055): every amount 0, no money moved, in no report. */
    training: z.boolean(),
    commitment: z.string(),
    verify_token: z.string(),
    cashier_username: z.string(),
  })
  .meta({ id: 'LastGame' });
export type LastGame = z.infer<typeof lastGameSchema>;

export const lastGamesResponseSchema = z
  .object({
    shop: z.object({ id: z.number().int(), name: z.string() }),
    rules: shopRulesSchema,
    games: z.array(lastGameSchema),
  })
  .meta({ id: 'LastGames' });
export type LastGames = z.infer<typeof lastGamesResponseSchema>;
