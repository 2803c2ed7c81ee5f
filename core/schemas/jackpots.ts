import { z } from 'zod';
import { JACKPOT_HAPPEN } from '../api-statuses';
import { JACKPOT_PAYOUT_STATUSES } from '../jackpots/win-trigger';
import { amountSchema, nonNegativeAmountSchema, plainText, statusCodeSchema } from './common';
import { reasonSchema } from './reason';
import { DEFAULT_MAX_CHANCE_PERCENT } from '../odds/accepted-chance';

/** The most patterns a jackpot may count. */
export const MAX_JACKPOT_PATTERNS = 10;

export const jackpotTypeSchema = z.enum(['random', 'cumulative']);

const dateOrNull = z.iso.date().nullable().optional();

export const jackpotPatternKeysSchema = z
  .array(z.string().min(1).max(60))
  .min(1)
  .max(MAX_JACKPOT_PATTERNS)
  .refine((keys) => new Set(keys).size === keys.length, { message: 'A pattern is named twice' });

/** A chance per game in percent, to two decimals (the database keeps basis points). */
export const maxChancePercentSchema = z
  .number()
  .min(0.01)
  .max(100)
  .refine((percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6), {
    message: 'At most two decimals',
  });

/** SPEC section 5: amount (min 0, step 0.01) and shop required. */
export const createJackpotRequestSchema = z
  .object({
    amount: nonNegativeAmountSchema,
    shop_id: z.number().int().positive(),
    jackpot_type: jackpotTypeSchema.default('random'),
    bonus_amount: nonNegativeAmountSchema.default(0),
    start_date: dateOrNull,
    end_date: dateOrNull,
    /** random: 1 in `frequency` won games triggers it (PRODUCT section 2). */
    frequency: z.number().int().min(1).max(1000).default(10),
    /** cumulative: pays on a win made within this many balls. */
    call_limit: z.number().int().min(1).max(100).default(20),
    /** A game with a smaller pool neither grows nor triggers the jackpot. */
    min_pool: nonNegativeAmountSchema.default(0),
    message: plainText().trim().max(200).optional(),
    /** What counts (decision 043): the patterns a winning card must complete for it. */
    patterns: jackpotPatternKeysSchema.default(['full_house']),
    /** The highest chance per game the agent accepts: a game above it neither grows nor pays it. */
    max_chance_percent: maxChancePercentSchema.default(DEFAULT_MAX_CHANCE_PERCENT),
  })
  .refine((j) => !j.start_date || !j.end_date || j.start_date <= j.end_date, {
    message: 'End date must not be before start date',
    path: ['end_date'],
  })
  .meta({ id: 'CreateJackpotRequest' });

export const jackpotSchema = z
  .object({
    id: z.number().int(),
    amount: amountSchema,
    shop_id: z.number().int(),
    shop_name: z.string(),
    jackpot_type: jackpotTypeSchema,
    bonus_amount: amountSchema,
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    is_active: z.boolean(),
    frequency: z.number().int(),
    call_limit: z.number().int(),
    min_pool: amountSchema,
    patterns: z.array(z.object({ key: z.string(), name: z.string() })).meta({
      description:
        "What counts: the patterns a winning card must complete (a preset's English name, or the shop's own).",
    }),
    max_chance_percent: z.number().meta({
      description:
        'The highest chance per game the agent accepts; a game whose computed chance is above it neither grows nor pays it.',
    }),
    message: z.string().meta({
      description:
        "The hall's message, or the English default when it set none (see default_message).",
    }),
    default_message: z.boolean().meta({
      description:
        'True when the hall set no message: `message` is the English default, which a client shows in its own language.',
    }),
    paid_at: z.string().nullable(),
    /** What the jackpot paid out (its amount is 0 once paid); null while unpaid. */
    paid_amount: amountSchema.nullable(),
    at_hall: z.boolean().meta({
      description:
        "Held by the shop's paired hall (decision 041): only the hall's games grow or pay it; " +
        "released, it returns at the hall's next sync.",
    }),
    created_at: z.string(),
  })
  .meta({ id: 'Jackpot' });
export type Jackpot = z.infer<typeof jackpotSchema>;

export const createJackpotResponseSchema = z
  .object({ status: z.string(), status_code: statusCodeSchema, jackpot: jackpotSchema })
  .meta({ id: 'CreateJackpotResponse' });

export { JACKPOT_HAPPEN };
export const jackpotHappenResponseSchema = z
  .object({
    status: z.string(),
    amount: amountSchema.optional(),
    jackpot_id: z.number().int().optional(),
    message: z.string().optional(),
    default_message: z
      .boolean()
      .optional()
      .meta({ description: 'True when `message` is the English default (the hall set none).' }),
  })
  .meta({ id: 'JackpotHappenResponse' });

/** Deactivate (is_active false), or change what counts: each part optional, one at least. */
export const updateJackpotRequestSchema = z
  .object({
    is_active: z.boolean().optional(),
    min_pool: nonNegativeAmountSchema.optional(),
    patterns: jackpotPatternKeysSchema.optional(),
    call_limit: z.number().int().min(1).max(100).optional(),
    max_chance_percent: maxChancePercentSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
  })
  .meta({ id: 'UpdateJackpotRequest' });

/** The agent's form for what counts: the minimum pool, the patterns, the limit and the chance. */
export const jackpotTermsFormSchema = z.object({
  min_pool: nonNegativeAmountSchema,
  patterns: jackpotPatternKeysSchema,
  call_limit: z.number().int().min(1).max(100),
  max_chance_percent: maxChancePercentSchema,
});
export type JackpotTermsForm = z.infer<typeof jackpotTermsFormSchema>;

// ---- Jackpot payouts that wait for the agent (every ball of the game called by hand) ----

export const jackpotPayoutsQuerySchema = z.object({
  status: z.enum(JACKPOT_PAYOUT_STATUSES).default('pending'),
});

export const jackpotPayoutSchema = z
  .object({
    id: z.number().int(),
    jackpot_id: z.number().int(),
    jackpot_type: jackpotTypeSchema,
    game_id: z.number().int(),
    amount: amountSchema,
    status: z.enum(JACKPOT_PAYOUT_STATUSES),
    shop_id: z.number().int(),
    shop_name: z.string(),
    cashier_username: z.string(),
    winner_card: z.number().int().nullable(),
    called_count: z.number().int(),
    reason: z.string().nullable(),
    decided_by: z.string().nullable(),
    decided_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'JackpotPayout' });
export type JackpotPayout = z.infer<typeof jackpotPayoutSchema>;

export const rejectJackpotPayoutRequestSchema = z
  .object({ reason: reasonSchema })
  .meta({ id: 'RejectJackpotPayoutRequest' });
export type JackpotHappenResponse = z.infer<typeof jackpotHappenResponseSchema>;
