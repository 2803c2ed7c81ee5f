import { z } from 'zod';
import { gamePlanSchema } from './patterns';
import { payoutJudgedSchema } from './payout-judged';
import { LATE_CLAIM_RULES, MAX_RESETS_LIMIT, SHARED_WIN_RULES } from '../bingo/game-rules';
import { GAME_ENDS, GAME_STATES, GAME_STATUSES } from '../bingo/game-facts';
import { CARD_NUMBER } from '../bingo/game-limits';
import { WIN_TYPES } from '../bingo/win-patterns';
import { gameModeSchema, voiceLanguageSchema, winConditionFields } from './game-settings';
import { amountSchema } from './common';
import { gameCallerSchema } from './game-caller';
import { fairDrawSchema } from './fair-draw';

// A game as the API shows it. What the routes take and answer around it has its own files:
// play-game.ts (the start and the win record), game-actions.ts (calls, checks, endings) and
// game-lists.ts (the lists and the running games).

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

/** A shop's rules for its games (decision 011); max_resets null: a game from before limits. */
export const gameRulesSchema = z
  .object({
    late_claims: z.enum(LATE_CLAIM_RULES),
    max_resets: z.number().int().min(0).max(MAX_RESETS_LIMIT).nullable(),
    /** Several winners on one ball: split (the prize shared equally) or full (a full prize each). */
    shared_wins: z.enum(SHARED_WIN_RULES),
    /** A claim from a player's phone pauses the caller while it is running (issue 40). */
    claims_pause: z.boolean(),
  })
  .meta({ id: 'GameRules' });

/** A claim from a player's phone, stamped with the calls there were when it came (issue 40). */
export const phoneClaimSchema = z
  .object({
    card_number: z.number().int(),
    called_count: z.number().int().meta({
      description: 'How many balls were called when the claim came: it is judged on those.',
    }),
    at: z.string(),
  })
  .meta({ id: 'PhoneClaim' });
export type PhoneClaim = z.infer<typeof phoneClaimSchema>;

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
    training: z.boolean().meta({
      description:
        'A practice game (decision 055): every amount 0, no money, jackpot or shift touched, in ' +
        'no report; every screen says TRAINING.',
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
    fair_draw: fairDrawSchema,
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
    /** Claims from players' phones the cashier has not checked yet, in the order they came. */
    pending_claims: z.array(phoneClaimSchema),
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
