import { z } from 'zod';
import { amountSchema } from './common';
import { startGameRequestSchema } from './games';

/** The Game Board asks, before Start, what the start would judge: the same body as the start. */
export const startPreviewRequestSchema = startGameRequestSchema.meta({ id: 'StartPreviewRequest' });

export const payoutOddsSchema = z
  .object({
    kind: z.enum(['jackpot', 'stage_bonus']),
    id: z.number().int().meta({ description: "The jackpot's id, or the stage's index (0 first)." }),
    amount: amountSchema.meta({
      description: "What it would pay now: the jackpot's amount, or the stage bonus.",
    }),
    patterns: z.array(z.object({ key: z.string(), name: z.string() })),
    within_calls: z.number().int().nullable(),
    chance_percent: z.number().meta({
      description: 'The chance per game the server computed (an upper bound), in percent.',
    }),
    accepted_percent: z.number().meta({
      description: 'The highest chance per game its funder accepts, in percent.',
    }),
    in_play: z.boolean().meta({
      description: 'False: this game would neither grow nor pay it (its chance is above what its funder accepts).',
    }),
  })
  .meta({ id: 'PayoutOdds' });

export const startPreviewSchema = z
  .object({
    amount: amountSchema,
    fee: amountSchema.meta({ description: 'The platform fee the start would decide.' }),
    prize: amountSchema,
    payouts: z.array(payoutOddsSchema),
  })
  .meta({ id: 'StartPreview' });
export type StartPreview = z.infer<typeof startPreviewSchema>;
export type PayoutOddsAnswer = z.infer<typeof payoutOddsSchema>;
