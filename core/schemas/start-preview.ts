import { z } from 'zod';
import { amountSchema } from './common';
import { startGameRequestSchema } from './play-game';
import { payoutJudgedSchema } from './payout-judged';

export { payoutJudgedSchema, type PayoutJudged } from './payout-judged';

/** The Game Board asks, before Start, what the start would judge: the same body as the start. */
export const startPreviewRequestSchema = startGameRequestSchema.meta({ id: 'StartPreviewRequest' });

export const payoutOddsSchema = payoutJudgedSchema
  .extend({
    amount: amountSchema.meta({
      description: "What it would pay now: the jackpot's amount, or the stage bonus.",
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
