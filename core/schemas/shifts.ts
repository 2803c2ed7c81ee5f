import { z } from 'zod';
import { MAX_PIECES } from '../shifts/blind-count';
import { SHIFT_STATUSES } from '../shifts/shift';
import { SHIFT_FLAG_KINDS } from '../shifts/cash-flags';
import {
  MAX_AMOUNT,
  amountSchema,
  exportCalendarSchema,
  nonNegativeAmountSchema,
  positiveAmountSchema,
} from './common';
import { reasonSchema } from './reason';

const id = z.number().int().positive().max(2_147_483_647);

export const openShiftRequestSchema = z
  .object({
    shop_id: id,
    float: nonNegativeAmountSchema,
    /** Why the float differs from the last count, when it does over the note threshold. */
    note: reasonSchema.optional(),
  })
  .meta({ id: 'OpenShiftRequest' });

export const CASH_MOVE_KINDS = ['pay_in', 'pay_out', 'drop'] as const;
export const cashMoveRequestSchema = z
  .object({ kind: z.enum(CASH_MOVE_KINDS), amount: positiveAmountSchema, reason: reasonSchema })
  .meta({ id: 'ShiftCashMoveRequest' });

/** A blind count: how many pieces of each face value (in the hall's currency) were counted. */
export const blindCountRequestSchema = z
  .object({
    count: z
      .array(
        z.object({
          value: positiveAmountSchema,
          count: z.number().int().min(0).max(MAX_PIECES),
        }),
      )
      .max(30),
    note: reasonSchema.optional(),
  })
  .meta({ id: 'BlindCountRequest' });
export type BlindCountRequest = z.infer<typeof blindCountRequestSchema>;

export const shiftNoteRequestSchema = z
  .object({ note: reasonSchema })
  .meta({ id: 'ShiftNoteRequest' });

export const shiftCorrectionRequestSchema = z
  .object({
    amount: amountSchema
      .refine((n) => n !== 0, { message: 'Amount must not be 0' })
      .refine((n) => Math.abs(n) <= MAX_AMOUNT, {
        message: `Amount must not exceed ${MAX_AMOUNT}`,
      }),
    reason: reasonSchema,
  })
  .meta({ id: 'ShiftCorrectionRequest' });

const cashLinesSchema = z
  .object({
    float: amountSchema,
    takings: amountSchema.meta({
      description: 'What the ended games left in the drawer: pools + prizes_from_pools',
    }),
    pools: amountSchema.meta({ description: 'What players paid for the ended games’ cards' }),
    prizes_from_pools: amountSchema.meta({ description: 'The pools’ prizes paid in cash' }),
    prizes_paid: amountSchema.meta({ description: 'Extra full prizes paid from the drawer' }),
    bonuses_paid: amountSchema.meta({ description: 'Stage bonuses paid from the drawer' }),
    jackpots_paid: amountSchema,
    jackpot_cash_brought: amountSchema,
    pay_ins: amountSchema,
    pay_outs: amountSchema,
    drops: amountSchema,
    adjustments: amountSchema,
    count_difference: amountSchema,
    other: amountSchema,
    expected: amountSchema,
  })
  .meta({
    id: 'ShiftCash',
    description:
      'The drawer by ledger line (money out is negative). Null for the cashier until the count.',
  });

const requirementSchema = z.enum(['close', 'note_required', 'approval_required']);

/** A cash move of the shift over a threshold (issue 35): the Z and the agent see each. */
const shiftFlagSchema = z
  .object({
    kind: z.enum(SHIFT_FLAG_KINDS),
    amount: amountSchema,
    requirement: z.enum(['note_required', 'approval_required']),
    note: z.string().nullable(),
    by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ShiftFlag' });

export const shiftSchema = z
  .object({
    id: z.number().int(),
    shop_id: z.number().int(),
    shop_name: z.string(),
    cashier: z.string(),
    status: z.enum(SHIFT_STATUSES),
    z_number: z.string().nullable(),
    float: amountSchema,
    opened_by_start: z.boolean(),
    opened_by: z.string(),
    opened_at: z.string(),
    games: z.object({
      count: z.number().int(),
      pools: amountSchema,
      fees: amountSchema,
      prizes: amountSchema,
    }),
    cash_moves: z.object({ pay_ins: amountSchema, pay_outs: amountSchema, drops: amountSchema }),
    cash: cashLinesSchema.nullable(),
    count: z
      .object({
        lines: z.array(z.object({ value: amountSchema, count: z.number().int() })),
        counted: amountSchema,
        expected: amountSchema,
        difference: amountSchema,
        requirement: requirementSchema,
        note: z.string().nullable(),
        counted_by: z.string().nullable(),
        counted_at: z.string().nullable(),
      })
      .nullable(),
    approval: z.object({ by: z.string().nullable(), note: z.string().nullable() }).nullable(),
    closed_at: z.string().nullable(),
    corrections: z.array(
      z.object({
        amount: amountSchema,
        reason: z.string(),
        by: z.string(),
        created_at: z.string(),
      }),
    ),
    corrected_difference: amountSchema.nullable(),
    opening: z
      .object({
        last_count: amountSchema,
        difference: amountSchema,
        requirement: requirementSchema,
        note: z.string().nullable(),
      })
      .meta({ description: 'The float against the last count, judged like a count difference' }),
    flags: z.array(shiftFlagSchema),
    close_requirement: requirementSchema.meta({
      description: 'What the close needs, the count, the opening and every flagged move together',
    }),
  })
  .meta({ id: 'Shift' });
export type Shift = z.infer<typeof shiftSchema>;

export const shiftListQuerySchema = z.object({
  shop_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(SHIFT_STATUSES).optional(),
  /** true: only counted shifts (those with a Z), newest count first: the Z history. */
  counted: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: 'true: only shifts with a Z, newest count first (the Z history)' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  format: z.enum(['json', 'csv']).default('json'),
  calendar: exportCalendarSchema,
});

export const shiftListSchema = z
  .object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(shiftSchema),
  })
  .meta({ id: 'ShiftList' });

export const currentShiftQuerySchema = z.object({
  shop_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The agent's limits on a shift's counted difference, for one shop (decision 035). */
export const countThresholdsSchema = z
  .object({
    note_amount: nonNegativeAmountSchema,
    note_percent: z.number().int().min(0).max(100),
    approval_amount: nonNegativeAmountSchema,
    approval_percent: z.number().int().min(0).max(100),
  })
  .refine((t) => t.approval_amount >= t.note_amount && t.approval_percent >= t.note_percent, {
    message: 'The approval threshold must not be below the note threshold',
    path: ['approval_amount'],
  })
  .meta({ id: 'CountThresholds' });
export type CountThresholdsBody = z.infer<typeof countThresholdsSchema>;
