import { z } from 'zod';
import {
  amountSchema,
  MAX_AMOUNT,
  nonNegativeAmountSchema,
  plainText,
  positiveAmountSchema,
  statusCodeSchema,
} from './common';
import { pageSizeSchema, reportPaginationSchema } from './reports';

/** How a staff list (cashiers, agents) may be sorted; a leading '-' sorts descending. */
export const STAFF_SORTS = [
  'username',
  '-username',
  'balance',
  '-balance',
  'created',
  '-created',
  'status',
  '-status',
] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export const STAFF_STATUSES = ['all', 'active', 'inactive'] as const;
export type StaffStatusFilter = (typeof STAFF_STATUSES)[number];

/**
 * A staff list's page (decision 031): SPEC's page and page_size, `cursor` (the previous page's
 * next_cursor), a search in username and phone, a sort and the active filter.
 */
export const staffListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeSchema,
  cursor: z.string().max(400).optional(),
  search: plainText().trim().max(100).optional(),
  /** Default: oldest first, the order the lists had before they could be sorted. */
  sort: z.enum(STAFF_SORTS).default('created'),
  status: z.enum(STAFF_STATUSES).default('all'),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, { message: 'Username must be at least 3 characters' })
  .max(150)
  .regex(/^[\p{L}\p{N}_.@+-]+$/u, {
    message: 'Username may use letters, digits and _ . @ + - only',
  });

export const newPasswordSchema = plainText()
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(256);

export const phoneSchema = z
  .string()
  .trim()
  .min(1, { message: 'Phone is required' })
  .max(32)
  .regex(/^\+?[0-9][0-9 ()-]*$/, { message: 'Enter a valid phone number' });

export const feePercentSchema = z.number().int().min(0).max(100);

// ---- Admin: agents ----

export const agentSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    username: z.string(),
    phone: z.string(),
    amount_avalaible: amountSchema,
    is_active: z.boolean(),
    cashier_count: z.number().int(),
    /** The admin's fee rules for this agent; null: the platform's. */
    min_fee: amountSchema.nullable(),
    min_fee_percent: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Agent' });
export type Agent = z.infer<typeof agentSchema>;

export const agentListResponseSchema = z
  .object({ results: z.array(agentSchema), pagination: reportPaginationSchema })
  .meta({ id: 'AgentList' });

export const createAgentRequestSchema = z
  .object({ username: usernameSchema, password: newPasswordSchema, phone: phoneSchema })
  .meta({ id: 'CreateAgentRequest' });

export const updateAgentRequestSchema = z
  .object({
    phone: phoneSchema.optional(),
    is_active: z.boolean().optional(),
    password: newPasswordSchema.optional(),
    /** null returns the agent to the platform's rule. */
    min_fee: nonNegativeAmountSchema.nullable().optional(),
    min_fee_percent: feePercentSchema.nullable().optional(),
  })
  .meta({ id: 'UpdateAgentRequest' });

export const depositRequestSchema = z
  .object({ amount: positiveAmountSchema })
  .meta({ id: 'DepositRequest' });

/** The answer of every credit move: the receiving account's new balance (SPEC's spelling). */
export const balanceAfterMoveSchema = z
  .object({ amount_avalaible: amountSchema })
  .meta({ id: 'BalanceAfterMove' });

export const platformSummarySchema = z
  .object({
    credit_issued: amountSchema,
    fees_consumed: amountSchema,
    games_today: z.number().int(),
    agents_total: z.number().int(),
    agents_active: z.number().int(),
    cashiers_total: z.number().int(),
    agents_balance: amountSchema,
    cashiers_balance: amountSchema,
    /** Fees owed from before decision 044 that credit has not paid yet, over every cashier. */
    fees_owed: amountSchema,
    /** Fees the running games hold in their cashiers' balances until they end (decision 044). */
    fees_reserved: amountSchema,
  })
  .meta({ id: 'PlatformSummary' });

// ---- Agent: cashiers ----

export const cashierSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    username: z.string(),
    phone: z.string(),
    amount_avalaible: amountSchema,
    is_active: z.boolean(),
    fee_percent: z.number().int(),
    /** Game fees its balance could not cover (before decision 044); its next start pays them first. */
    fee_owed: amountSchema,
    /** Of amount_avalaible, the fees its running games hold until they end: it cannot be moved. */
    fee_reserved: amountSchema,
    shop_count: z.number().int(),
    created_at: z.string(),
    /** The cashier's games still running: deactivating it leaves them for the agent to end. */
    running_game_ids: z.array(z.number().int()),
  })
  .meta({ id: 'Cashier' });
export type Cashier = z.infer<typeof cashierSchema>;

export const cashierPageSchema = z
  .object({ results: z.array(cashierSchema), pagination: reportPaginationSchema })
  .meta({ id: 'CashierPage' });
export type CashierPage = z.infer<typeof cashierPageSchema>;

export const createCashierRequestSchema = z
  .object({
    username: usernameSchema,
    password: newPasswordSchema,
    phone: phoneSchema,
    amount_avalaible: nonNegativeAmountSchema,
    /** Default 20; not below the floor the admin set for the agent (422 fee_below_floor). */
    fee_percent: feePercentSchema.optional(),
  })
  .meta({ id: 'CreateCashierRequest' });
export type CreateCashierRequest = z.infer<typeof createCashierRequestSchema>;

export const createCashierResponseSchema = z
  .object({ status: z.string(), status_code: statusCodeSchema, cashier: cashierSchema })
  .meta({ id: 'CreateCashierResponse' });

export const updateCashierRequestSchema = z
  .object({
    phone: phoneSchema.optional(),
    is_active: z.boolean().optional(),
    password: newPasswordSchema.optional(),
    fee_percent: feePercentSchema.optional(),
  })
  .meta({ id: 'UpdateCashierRequest' });

/** Positive tops the cashier up from the agent; negative withdraws back to the agent. */
export const transferRequestSchema = z
  .object({
    amount: amountSchema
      .refine((n) => n !== 0, { message: 'Amount must not be 0' })
      .refine((n) => Math.abs(n) <= MAX_AMOUNT, {
        message: `Amount must not exceed ${MAX_AMOUNT}`,
      }),
  })
  .meta({ id: 'TransferRequest' });

/**
 * The transfer as a person enters it: a direction and a positive amount; its output is the
 * signed TransferRequest body (withdrawing sends the amount negative).
 */
export const transferFormSchema = z
  .object({ direction: z.enum(['topUp', 'withdraw']), amount: positiveAmountSchema })
  .transform(({ direction, amount }) => ({ amount: direction === 'topUp' ? amount : -amount }))
  .pipe(transferRequestSchema);

export const agentDashboardSchema = z
  .object({
    agent_balance: amountSchema,
    cashiers_total: z.number().int(),
    cashiers_active: z.number().int(),
    cashiers_balance: amountSchema,
    shops_total: z.number().int(),
    games_today: z.number().int(),
    fees_today: amountSchema,
  })
  .meta({ id: 'AgentDashboard' });

// ---- Cashier: dashboard stat cards (SPEC "Cashier dashboard") ----

export const cashierDashboardSchema = z
  .object({
    total_games: z.number().int(),
    total_amount: amountSchema,
    active_games: z.number().int(),
    todays_games: z.number().int(),
  })
  .meta({ id: 'CashierDashboard' });
