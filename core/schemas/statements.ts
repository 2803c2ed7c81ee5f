import { z } from 'zod';
import { REFERENCE_CODES, SYSTEM_REASON_CODES } from '../ledger/ledger-texts';
import { amountSchema, datesInOrder, exportCalendarSchema, positiveAmountSchema } from './common';
import { reasonSchema } from './reason';

// ---- Corrections (admin) ----

export const withdrawFromAgentRequestSchema = z
  .object({ amount: positiveAmountSchema, reason: reasonSchema })
  .meta({ id: 'WithdrawFromAgentRequest' });

export const reverseDepositRequestSchema = z
  .object({ reason: reasonSchema })
  .meta({ id: 'ReverseDepositRequest' });

/** A credit move's answer: the agent's new balance and the ledger entry that recorded the move. */
export const creditEntryAnswerSchema = z
  .object({ amount_avalaible: amountSchema, entry_id: z.number().int() })
  .meta({ id: 'CreditEntryAnswer' });

export const entryIdParamsSchema = z.object({
  entry_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

// ---- Statements ----

const hallDate = z.iso.date();

const period = { date_from: hallDate.optional(), date_to: hallDate.optional() };

/**
 * A period of hall dates, both included; without one, the last 30 days up to today. From after To
 * is not a shape error: the route refuses it with 422 date_range_reversed.
 */
export const statementQuerySchema = z.object({
  ...period,
  format: z.enum(['json', 'csv']).default('json'),
  calendar: exportCalendarSchema,
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** The statement's From and To as its page checks them: From never after To, said on To. */
export const statementPeriodSchema = z.object(period).refine(datesInOrder, {
  message: 'date_from must not be after date_to',
  path: ['date_to'],
});

export const STATEMENT_DEFAULT_DAYS = 30;

export const statementMoveSchema = z
  .object({
    entry_id: z.number().int(),
    created_at: z.string(),
    kind: z.string(),
    amount_in: amountSchema,
    amount_out: amountSchema,
    balance_after: amountSchema,
    counterparty: z.string(),
    /** The other side's kind (agent, cashier, shop, jackpot, platform, outside, hall): a screen
     * names the platform, the outside and a jackpot in its own language. */
    counterparty_kind: z.string(),
    by: z.string().nullable(),
    reason: z.string().nullable(),
    reference: z.string().nullable(),
    reason_code: z
      .enum(SYSTEM_REASON_CODES)
      .nullable()
      .meta({
        description:
          'A reason the server wrote (its English in `reason`), by code for a screen to word; ' +
          'null for a reason a person typed, or none',
      }),
    reference_parts: z
      .array(
        z.object({
          code: z.enum(REFERENCE_CODES),
          params: z.record(z.string(), z.string()),
        }),
      )
      .meta({
        description:
          '`reference` read as what it names, in order (game:12 is [{code: game, params: ' +
          '{id: 12}}]); `raw` is a text no rule reads, as written; empty without a reference',
      }),
  })
  .meta({ id: 'StatementMove' });
export type StatementMove = z.infer<typeof statementMoveSchema>;

export const statementSchema = z
  .object({
    account: z.object({
      kind: z.enum(['agent', 'cashier']),
      id: z.number().int(),
      username: z.string(),
    }),
    date_from: hallDate,
    date_to: hallDate,
    opening_balance: amountSchema,
    closing_balance: amountSchema,
    total_in: amountSchema,
    total_out: amountSchema,
    moves: z.array(statementMoveSchema),
    time_zone: z.string(),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;

// ---- A shop's cash adjustments ----

export const cashAdjustmentSchema = z
  .object({
    entry_id: z.number().int(),
    created_at: z.string(),
    by: z.string().nullable(),
    before: amountSchema,
    after: amountSchema,
    reason: z.string().nullable(),
  })
  .meta({ id: 'CashAdjustment' });
export type CashAdjustment = z.infer<typeof cashAdjustmentSchema>;

export const cashAdjustmentsSchema = z
  .object({ shop_id: z.number().int(), results: z.array(cashAdjustmentSchema) })
  .meta({ id: 'CashAdjustments' });
