import { z } from 'zod';
import { CARD_NAME_MESSAGE } from '../bingo/card-validation';
import { CARD_NUMBER } from '../bingo/game-limits';
import { MAX_PRINT_CARDS, PRINT_RANGE_MESSAGE } from '../bingo/print-range';
import { gameModeSchema } from './game-settings';
import { cardNumberSchema, savedGridSchema } from './games';

export const CARD_NAME_MAX = 100;

export { MAX_PRINT_CARDS, PRINT_RANGE_MESSAGE };

/** The cards a cartela PDF prints: a range of card numbers, first to last. */
export const printRangeSchema = z
  .object({ from: cardNumberSchema, to: cardNumberSchema })
  .refine((range) => range.from <= range.to && range.to - range.from < MAX_PRINT_CARDS, {
    message: PRINT_RANGE_MESSAGE,
    path: ['to'],
  });
/** One import: a hall's whole set at most. */
export const MAX_IMPORT_CARDS = CARD_NUMBER.max;

export const cardNameSchema = z
  .string()
  .trim()
  .min(1, { message: CARD_NAME_MESSAGE })
  .max(CARD_NAME_MAX);

export const cardSetParamsSchema = z.object({
  shop_id: z.coerce.number().int().positive().max(2_147_483_647),
  mode: gameModeSchema,
});

export const savedCardParamsSchema = cardSetParamsSchema.extend({
  card_number: z.coerce.number().int().min(CARD_NUMBER.min).max(CARD_NUMBER.max),
});

/** A saved card as the API answers it: the editor's 5x5 of text, who made and changed it. */
export const savedCardSchema = z
  .object({
    card_number: z.number().int(),
    name: z.string(),
    grid: savedGridSchema,
    created_at: z.string(),
    updated_at: z.string(),
    created_by: z.string().nullable(),
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof savedCardSchema>;

export const deletedCardSchema = savedCardSchema
  .extend({ deleted_at: z.string() })
  .meta({ id: 'DeletedCard' });
export type DeletedCard = z.infer<typeof deletedCardSchema>;

/** What every write answers: the set's new revision and the card it touched, if one. */
export const cardSetStateSchema = z
  .object({
    shop_id: z.number().int(),
    mode: gameModeSchema,
    revision: z.number().int(),
    count: z.number().int(),
    /** The last write to the set (the editor's "last saved"); null before the first one. */
    updated_at: z.string().nullable(),
    last_deleted: deletedCardSchema.nullable(),
  })
  .meta({ id: 'CardSetState' });
export type CardSetState = z.infer<typeof cardSetStateSchema>;

export const cardSetSchema = cardSetStateSchema
  .extend({ shop_name: z.string(), cards: z.array(savedCardSchema) })
  .meta({ id: 'CardSet' });
export type CardSet = z.infer<typeof cardSetSchema>;

export const cardWriteResponseSchema = cardSetStateSchema
  .extend({ card: savedCardSchema.nullable() })
  .meta({ id: 'CardWriteResponse' });
export type CardWriteResponse = z.infer<typeof cardWriteResponseSchema>;

export const createCardRequestSchema = z
  .object({ card_number: cardNumberSchema, name: cardNameSchema, grid: savedGridSchema })
  .meta({ id: 'CreateCardRequest' });

/** An edit keeps the number unless `card_number` moves the card to a free one. */
export const updateCardRequestSchema = z
  .object({
    name: cardNameSchema,
    grid: savedGridSchema,
    card_number: cardNumberSchema.optional(),
  })
  .meta({ id: 'UpdateCardRequest' });

export const deleteCardQuerySchema = z.object({
  /** true: Delete Forever (never restorable); otherwise the card becomes the last deleted one. */
  forever: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const importCardRowSchema = z.object({
  card_number: cardNumberSchema,
  name: cardNameSchema.optional(),
  grid: savedGridSchema,
});

export const importCardsRequestSchema = z
  .object({
    cards: z.array(importCardRowSchema).min(1).max(MAX_IMPORT_CARDS),
    /** true: cards of the set that the import does not hold are deleted (not restorable). */
    replace: z.boolean().optional(),
  })
  .meta({ id: 'ImportCardsRequest' });

export const importCardsResponseSchema = cardSetStateSchema
  .extend({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() })
  .meta({ id: 'ImportCardsResponse' });

/** The cards a game uses (fixed at its start), for the caller's Check dialog. */
export const gameCardsResponseSchema = z
  .object({
    game_id: z.number().int(),
    shop_id: z.number().int().nullable(),
    mode: gameModeSchema,
    /** The set revision the game started at; null: no shop, every card generated. */
    revision: z.number().int().nullable(),
    saved_card_count: z.number().int(),
    /** The game's card numbers that are saved cards (any number, for a game that named none). */
    saved_numbers: z.array(z.number().int()),
  })
  .meta({ id: 'GameCardsResponse' });
export type GameCardsResponse = z.infer<typeof gameCardsResponseSchema>;
