import { z } from 'zod';

/** A payout beyond the pool as a game's start judged it (decision 043). */
export const payoutJudgedSchema = z
  .object({
    kind: z.enum(['jackpot', 'stage_bonus']),
    id: z.number().int().meta({ description: "The jackpot's id, or the stage's index (0 first)." }),
    patterns: z.array(z.object({ key: z.string(), name: z.string() })),
    within_calls: z.number().int().nullable(),
    chance_percent: z.number().meta({
      description: 'The chance per game the server computed (an upper bound), in percent.',
    }),
    accepted_percent: z.number().meta({
      description: 'The highest chance per game its funder accepts, in percent.',
    }),
    in_play: z.boolean().meta({
      description:
        'False: this game would neither grow nor pay it (its chance is above what its funder accepts).',
    }),
  })
  .meta({ id: 'PayoutJudged' });
export type PayoutJudged = z.infer<typeof payoutJudgedSchema>;
