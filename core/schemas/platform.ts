import { z } from 'zod';
import { MAX_CARDS_LIMIT, MAX_SECONDS_BETWEEN_GAMES } from '../bingo/shop-limits';
import { nonNegativeAmountSchema, positiveAmountSchema } from './common';

export { CURRENCY_PRESETS, DEFAULT_CURRENCY } from '../currency';

export const currencySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, { message: 'Use a three-letter currency code (ETB)' }),
    symbol: z.string().trim().min(1).max(4),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

const faceValues = z
  .array(positiveAmountSchema)
  .max(12)
  .refine((values) => new Set(values).size === values.length, {
    message: 'Each value once',
  });

/** The notes and coins a blind count takes (decision 035): Birr until the admin sets its own. */
export const denominationsSchema = z
  .object({ notes: faceValues.min(1, 'Name at least one note'), coins: faceValues })
  .refine((list) => list.notes.every((note) => !list.coins.includes(note)), {
    message: 'A value is a note or a coin, not both',
    path: ['coins'],
  })
  .meta({ id: 'Denominations' });

/** The fewest numbers the admin may ask a pattern to need (the schema's CHECK: 1 to 24). */
export const PATTERN_FLOOR = { min: 1, max: 24 } as const;

/**
 * The admin's bounds on every shop's games (decision 045): the pattern floor, and ceilings above
 * the limits each agent sets per shop (null: none).
 */
export const gameLimitsSchema = z
  .object({
    min_pattern_numbers: z.number().int().min(PATTERN_FLOOR.min).max(PATTERN_FLOOR.max),
    ceiling_prize: nonNegativeAmountSchema.nullable(),
    ceiling_card_value: positiveAmountSchema.nullable(),
    ceiling_cards_per_game: z.number().int().min(1).max(MAX_CARDS_LIMIT).nullable(),
    floor_seconds_between_games: z.number().int().min(0).max(MAX_SECONDS_BETWEEN_GAMES),
  })
  .meta({ id: 'PlatformGameLimits' });
export type PlatformGameLimits = z.infer<typeof gameLimitsSchema>;

/** The admin's form of the same: a ceiling left blank is none. */
export const gameLimitsFormSchema = z.object({
  min_pattern_numbers: gameLimitsSchema.shape.min_pattern_numbers,
  ceiling_prize: nonNegativeAmountSchema.optional(),
  ceiling_card_value: positiveAmountSchema.optional(),
  ceiling_cards_per_game: z.number().int().min(1).max(MAX_CARDS_LIMIT).optional(),
  floor_seconds_between_games: gameLimitsSchema.shape.floor_seconds_between_games,
});
export type GameLimitsForm = z.infer<typeof gameLimitsFormSchema>;

export const platformSettingsSchema = z
  .object({
    currency: currencySchema,
    denominations: denominationsSchema,
    game_limits: gameLimitsSchema,
  })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** PUT .../settings/: each part optional, a part left out stays as it is. */
export const updatePlatformSettingsSchema = z
  .object({
    currency: currencySchema,
    denominations: denominationsSchema,
    game_limits: gameLimitsSchema,
  })
  .partial()
  .meta({ id: 'UpdatePlatformSettings' });
export type UpdatePlatformSettings = z.infer<typeof updatePlatformSettingsSchema>;

/** "200, 100, 50" as face values; anything that is not a number stays as NaN for the schema. */
export const faceValuesFromText = (text: string): number[] =>
  text
    .split(/[,;\s]+/)
    .filter((part) => part !== '')
    .map((part) => Number(part));

/**
 * The admin's notes-and-coins form: two lists typed as text, checked by the same schema the
 * server applies to the parsed lists.
 */
export const denominationsFormSchema = z
  .object({ notes: z.string().max(200), coins: z.string().max(200) })
  .superRefine((text, ctx) => {
    const parsed = denominationsSchema.safeParse({
      notes: faceValuesFromText(text.notes),
      coins: faceValuesFromText(text.coins),
    });
    if (parsed.success) return;
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [issue.path[0] === 'coins' ? 'coins' : 'notes'],
      });
  });

/** The admin's currency form (the form kit checks it with the server's schema). */
export const currencyFormSchema = z.object({ currency: currencySchema });

/** What every page reads once, before sign-in: where players' links point and the hall's money. */
export const publicConfigSchema = z
  .object({
    /** BINGO_PUBLIC_URL without a trailing slash; null: the page's own origin. */
    public_url: z.string().nullable(),
    currency: currencySchema,
    denominations: denominationsSchema,
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
