import { z } from 'zod';
import { MAX_CARDS_LIMIT, MAX_SECONDS_BETWEEN_GAMES } from '../bingo/shop-limits';
import { nonNegativeAmountSchema, positiveAmountSchema } from './common';

/** The most pattern keys an agent may allow in one shop (every preset and the shop's own). */
export const MAX_ALLOWED_PATTERNS = 100;

const cardsLimit = z.number().int().min(1).max(MAX_CARDS_LIMIT);
const secondsLimit = z.number().int().min(0).max(MAX_SECONDS_BETWEEN_GAMES);

/** The agent's limits of one shop (decision 045); null: only the admin's ceiling. */
const shopLimitsFields = {
  /** The patterns the shop's cashier may choose among; null: every pattern. */
  allowed_patterns: z
    .array(z.string().trim().min(1).max(60))
    .min(1, 'Allow at least one pattern')
    .max(MAX_ALLOWED_PATTERNS)
    .refine((keys) => new Set(keys).size === keys.length, { message: 'A pattern is listed twice' })
    .nullable(),
  max_prize: nonNegativeAmountSchema.nullable(),
  max_card_value: positiveAmountSchema.nullable(),
  max_cards_per_game: cardsLimit.nullable(),
  min_seconds_between_games: secondsLimit,
};

/** PUT .../shops/:id/limits/: a field left out stays as it is. */
export const updateShopLimitsSchema = z
  .object(shopLimitsFields)
  .partial()
  .meta({ id: 'UpdateShopLimits' });
export type UpdateShopLimits = z.infer<typeof updateShopLimitsSchema>;

/** The admin's figures above every agent's limits (null: none). */
export const limitCeilingsSchema = z
  .object({
    prize: z.number().nullable(),
    card_value: z.number().nullable(),
    cards_per_game: z.number().int().nullable(),
    /** The fewest seconds between games the admin asks of every shop. */
    seconds_between_games: z.number().int(),
  })
  .meta({ id: 'LimitCeilings' });

export const shopLimitsSchema = z
  .object({
    shop_id: z.number().int(),
    ...shopLimitsFields,
    ceilings: limitCeilingsSchema,
    /** The fewest numbers a pattern must need (the admin's floor, the free centre is free). */
    min_pattern_numbers: z.number().int(),
  })
  .meta({ id: 'ShopLimits' });
export type ShopLimits = z.infer<typeof shopLimitsSchema>;

/**
 * The agent's limits form: a figure left blank is no limit of the agent's own (the admin's
 * ceiling still holds); the allowed patterns are chosen apart from it.
 */
export const shopLimitsFormSchema = z.object({
  max_prize: nonNegativeAmountSchema.optional(),
  max_card_value: positiveAmountSchema.optional(),
  max_cards_per_game: cardsLimit.optional(),
  min_seconds_between_games: secondsLimit,
});
export type ShopLimitsForm = z.infer<typeof shopLimitsFormSchema>;

/** What a start in the shop is held to: the agent's limits within the admin's (the Game Board). */
export const effectiveLimitsSchema = z
  .object({
    max_prize: z.number().nullable(),
    max_card_value: z.number().nullable(),
    max_cards_per_game: z.number().int().nullable(),
    min_seconds_between_games: z.number().int(),
    allowed_patterns: z.array(z.string()).nullable(),
    min_pattern_numbers: z.number().int(),
  })
  .meta({ id: 'ShopStartLimits' });
export type EffectiveShopLimits = z.infer<typeof effectiveLimitsSchema>;
