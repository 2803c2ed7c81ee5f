import { z } from 'zod';
import {
  CALL_INTERVALS,
  CARD_VALUE,
  MAX_WIN_PERCENTAGE,
  VOICE_LANGUAGES,
  WIN_PERCENTAGE,
} from '../bingo/game-limits';
import { GAME_MODES } from '../bingo/modes';
import { WIN_CONDITION_KEYS } from '../bingo/win-patterns';
import { positiveAmountSchema } from './common';
import { gamePlanSchema, shopStagesSchema } from './patterns';
import { effectiveLimitsSchema } from './shop-limits';

/** SPEC's four switches, any of them off (a shop or game playing other patterns, decision 034). */
export const winConditionFields = z.object({
  anyLine: z.boolean(),
  fourCorners: z.boolean(),
  fullHouse: z.boolean(),
  diagonal: z.boolean(),
});

/** Win conditions (SPEC section 3 "Game settings"); at least one must be on. */
export const winConditionsSchema = winConditionFields
  .refine((c) => WIN_CONDITION_KEYS.some((key) => c[key]), {
    message: 'Enable at least one win condition',
  })
  .meta({ id: 'WinConditions' });

export const gameModeSchema = z.enum(GAME_MODES);

export const callIntervalSchema = z
  .number()
  .int()
  .refine((n) => (CALL_INTERVALS as readonly number[]).includes(n), {
    message: `Call interval must be one of ${CALL_INTERVALS.join(', ')} seconds`,
  })
  .meta({ description: `Seconds between two drawn balls: ${CALL_INTERVALS.join(', ')}.` });

export const cardValueSchema = positiveAmountSchema.refine(
  (v) => v >= CARD_VALUE.min && v <= CARD_VALUE.max,
  { message: `Card value must be between ${CARD_VALUE.min} and ${CARD_VALUE.max}` },
);

export const winPercentageSchema = z.number().int().min(WIN_PERCENTAGE.min).max(WIN_PERCENTAGE.max);

export const voiceLanguageSchema = z.enum(VOICE_LANGUAGES);

export const maxWinPercentageSchema = z
  .number()
  .int()
  .min(MAX_WIN_PERCENTAGE.min)
  .max(MAX_WIN_PERCENTAGE.max);

/** The most patterns a shop plays besides its win conditions. */
export const MAX_SHOP_PATTERNS = 40;

/** Keys of the patterns a shop plays besides its win conditions (decision 034). */
export const shopPatternKeysSchema = z
  .array(z.string().trim().min(1).max(60))
  .max(MAX_SHOP_PATTERNS)
  .refine((keys) => new Set(keys).size === keys.length, { message: 'A pattern is listed twice' });

/**
 * A shop's game settings, shared by every till of the shop (decision 028). Its win conditions may
 * all be off when it plays other patterns (the server answers 422 no_win_pattern when nothing
 * would win).
 */
const settingsFields = {
  call_interval: callIntervalSchema,
  mode: gameModeSchema,
  win_conditions: winConditionFields.meta({ id: 'ShopWinConditions' }),
  patterns: shopPatternKeysSchema,
  skip_unused: z.boolean(),
  /** A game in stages: each stage's pattern keys and share; null plays one stage (decision 034). */
  stages: shopStagesSchema.nullable(),
  card_value: cardValueSchema,
  win_percentage: winPercentageSchema,
  auto_start: z.boolean(),
  voice_language: voiceLanguageSchema,
};

/** PUT .../game_settings/: every field optional, a field left out stays as it is. */
export const updateGameSettingsRequestSchema = z
  .object(settingsFields)
  .partial()
  .meta({ id: 'UpdateGameSettingsRequest' });
export type UpdateGameSettingsRequest = z.infer<typeof updateGameSettingsRequestSchema>;

/** The Settings page's part of the shop's settings (the form kit validates it). */
export const settingsPageFormSchema = z.object({
  call_interval: settingsFields.call_interval,
  voice_language: settingsFields.voice_language,
  mode: settingsFields.mode,
  auto_start: settingsFields.auto_start,
  win_conditions: winConditionsSchema,
});
export type SettingsPageForm = z.infer<typeof settingsPageFormSchema>;

/** The Game Board's part: the card value and win % of the shop's next game. */
export const boardSettingsFormSchema = z.object({
  card_value: settingsFields.card_value,
  win_percentage: settingsFields.win_percentage,
});
export type BoardSettingsForm = z.infer<typeof boardSettingsFormSchema>;

export const gameSettingsLimitsSchema = z
  .object({
    /** Set by the shop's agent (or an admin) in the shop's rules. */
    max_win_percentage: z.number().int(),
    win_percentage_min: z.number().int(),
    card_value_min: z.number(),
    card_value_max: z.number(),
    call_intervals: z.array(z.number().int()),
    /** The agent's limits within the admin's, as a start is held to them (decision 045). */
    ...effectiveLimitsSchema.shape,
  })
  .meta({ id: 'GameSettingsLimits' });
export type GameSettingsLimits = z.infer<typeof gameSettingsLimitsSchema>;

export const gameSettingsSchema = z
  .object({
    shop_id: z.number().int(),
    ...settingsFields,
    /** What the shop's next game would play: its win conditions' presets, then its patterns. */
    plan: gamePlanSchema,
    /** Keys the settings name whose pattern was deleted (old data): a save leaves them out. */
    missing_patterns: z.array(z.string()),
    limits: gameSettingsLimitsSchema,
  })
  .meta({ id: 'GameSettings' });
export type ShopGameSettings = z.infer<typeof gameSettingsSchema>;
