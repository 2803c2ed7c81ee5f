import { z } from 'zod';
import { CARD_NUMBER } from '../bingo/game-limits';
import {
  cardValueSchema,
  gameModeSchema,
  winConditionsSchema,
  winPercentageSchema,
} from './game-settings';
import {
  amountSchema,
  nonNegativeAmountSchema,
  positiveAmountSchema,
  statusCodeSchema,
} from './common';
import { cardNumberSchema, gameWinnerSchema, refusedGridSchema, winTypeSchema } from './games';

// POST /api/v1/cashiers/play_game/: a start or a win record.

const POSITIVE_AMOUNT = 'Amount must be greater than 0';
const TRAINING_AMOUNT = 'A practice game has no pool: amount 0 and no card value';

/**
 * Start: SPEC's `{amount}` alone, or our client's full game. With `cards`, the server computes the
 * pool as cards x card_value and refuses an `amount` that differs from it.
 */
/** Why a stage bonus that was due went unpaid (decision 034). */
export const stageBonusUnpaidReasonSchema = z.enum(['hand_calls', 'drawer_short']);
export type StageBonusUnpaidReason = z.infer<typeof stageBonusUnpaidReasonSchema>;

export const startGameRequestSchema = z
  .object({
    amount: nonNegativeAmountSchema,
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
    /**
     * A practice game (decision 055): `amount` 0, no `card_value`, 1 to 10 `cards`; it moves no
     * money, opens no shift and is in no report.
     */
    training: z.literal(true).optional(),
  })
  .superRefine((start, context) => {
    if (start.training) {
      if (start.amount !== 0)
        context.addIssue({ code: 'custom', path: ['amount'], message: TRAINING_AMOUNT });
      if (start.card_value !== undefined)
        context.addIssue({ code: 'custom', path: ['card_value'], message: TRAINING_AMOUNT });
    } else if (!positiveAmountSchema.safeParse(start.amount).success)
      context.addIssue({ code: 'custom', path: ['amount'], message: POSITIVE_AMOUNT });
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
    /** A game is training from its start (decision 055): no win record names it. */
    training: z.never().optional(),
  })
  .meta({ id: 'WinRecordRequest' });

export const playGameRequestSchema = z.union([startGameRequestSchema, winRecordRequestSchema]);

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
      description:
        'The bonus was due but not paid (stage_bonus_unpaid_reason says why): the win stands.',
    }),
    stage_bonus_unpaid_reason: stageBonusUnpaidReasonSchema.optional().meta({
      description:
        "hand_calls: the win stood on numbers the till called by hand, which the server pays no bonus on; drawer_short: the shop's drawer could not cover it.",
    }),
  })
  .meta({ id: 'PlayGameResponse' });
