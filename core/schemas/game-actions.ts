import { z } from 'zod';
import { gamePlanSchema } from './patterns';
import { fairDrawSchema, sealedSaleSchema } from './fair-draw';
import { gameModeSchema } from './game-settings';
import { CLAIM_VERDICTS } from '../bingo/game-rules';
import { reasonSchema } from './reason';
import { amountSchema, statusCodeSchema } from './common';
import { cardNumberSchema, refusedGridSchema, winTypeSchema } from './games';

// What a running game's routes take and answer: calls, card checks, the verify page, endings.

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
    mode: gameModeSchema,
    fair_draw: fairDrawSchema,
    sealed: sealedSaleSchema.nullable(),
  })
  .meta({ id: 'VerifyGameResponse' });

// ---- Cancel, resets, closing, blocking ----

/** What a cancel and a close both answer, beside their own amount. */
const gameEndedFields = {
  status: z.string(),
  status_code: statusCodeSchema,
  game_id: z.number().int(),
};

/** POST /api/v1/games/{id}/cancel/: refund is the fee given back (0 once a ball was called). */
export const cancelGameResponseSchema = z
  .object({ ...gameEndedFields, refund: amountSchema })
  .meta({ id: 'CancelGameResponse' });

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
  .object({ ...gameEndedFields, takings: amountSchema })
  .meta({ id: 'CloseGameResponse' });
