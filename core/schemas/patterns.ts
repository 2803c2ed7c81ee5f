import { z } from 'zod';
import { positiveAmountSchema } from './common';
import { MAX_STAGES, stagesProblem } from '../bingo/patterns/game-patterns';
import { FULL_MASK } from '../bingo/patterns/grid-mask';
import { MAX_DRAWN_MASKS, MAX_K, PATTERN_CLASSES, patternProblem } from '../bingo/patterns/pattern';

/** A 5x5 mask: bit row * 5 + column set for each cell of the shape. */
export const gridMaskSchema = z
  .number()
  .int()
  .min(1)
  .max(FULL_MASK)
  .meta({ description: 'A 5x5 shape: bit row * 5 + column set for each of its cells.' });

export const PATTERN_NAME_MAX = 40;
const MAX_SHOP_STAGE_PATTERNS = 40;

/** A shop's own pattern as the editor sends it (POST, PUT .../patterns/). */
export const customPatternRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the pattern').max(PATTERN_NAME_MAX),
    class: z.enum(PATTERN_CLASSES),
    masks: z.array(gridMaskSchema).min(1, 'Draw at least one shape').max(MAX_DRAWN_MASKS),
    k: z.number().int().min(1).max(MAX_K).default(1),
  })
  .superRefine((pattern, ctx) => {
    const problem = patternProblem(pattern);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['masks'] });
  })
  .meta({ id: 'CustomPatternRequest' });
export type CustomPatternRequest = z.infer<typeof customPatternRequestSchema>;

export const customPatternSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    class: z.enum(PATTERN_CLASSES),
    masks: z.array(z.number().int()),
    k: z.number().int(),
  })
  .meta({ id: 'CustomPattern' });
export type CustomPattern = z.infer<typeof customPatternSchema>;

export const patternDefinitionSchema = z
  .object({
    key: z.string().min(1).max(60),
    name: z.string().min(1).max(PATTERN_NAME_MAX),
    class: z.enum(PATTERN_CLASSES),
    masks: z.array(gridMaskSchema).min(1).max(MAX_DRAWN_MASKS),
    k: z.number().int().min(1).max(MAX_K),
  })
  .refine((pattern) => patternProblem(pattern) === null)
  .meta({ id: 'PatternDefinition' });

export const planStageSchema = z
  .object({
    patterns: z.array(z.string().min(1).max(60)).min(1).max(MAX_SHOP_STAGE_PATTERNS),
    share_percent: z.number().int().min(1).max(100),
    /** "Coverall within N calls": paid from the shop's drawer to the stage's first winner. */
    bonus: z
      .object({
        within_calls: z.number().int().min(1).max(100),
        amount: positiveAmountSchema,
        /** The agent's highest accepted chance per game that the bonus pays (default 10%). */
        max_chance_percent: z.number().min(0.01).max(100).optional(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'PlanStage' });

/** What a game plays (fixed at its start, part of its commitment). */
export const gamePlanSchema = z
  .object({
    patterns: z.array(patternDefinitionSchema).min(1),
    skip_unused: z.boolean(),
    stages: z.array(planStageSchema).max(MAX_STAGES).optional(),
  })
  .refine((plan) => stagesProblem(plan) === null, {
    message: "A stage names a pattern not played, or the stages' shares do not add up to 100%",
  })
  .meta({ id: 'GamePlan' });

/**
 * A shop's stages (decision 034): 1 to 5, each naming pattern keys, shares adding up to 100 (one
 * stage: the whole prize, for a bonus on a one-stage game).
 */
export const shopStagesSchema = z
  .array(planStageSchema)
  .min(1)
  .max(MAX_STAGES)
  .refine((stages) => stages.reduce((sum, stage) => sum + stage.share_percent, 0) === 100, {
    message: "The stages' shares must add up to 100%",
  });
