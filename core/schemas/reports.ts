import { z } from 'zod';
import { amountSchema, datesInOrder, exportCalendarSchema, paginationSchema } from './common';
import { gameStatusSchema, winTypeSchema } from './games';
import { jackpotTypeSchema } from './jackpots';

/** SPEC section 9: report page sizes 10, 20 (default), 50, 100. */
export const REPORT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 20;
/** SPEC section 9: daily trends cover the last 7 days, today included. */
export const DAILY_TREND_DAYS = 7;
export const TOP_SHOPS = 5;

const idFilter = z.coerce.number().int().positive().max(2_147_483_647);
const booleanFilter = z.enum(['true', 'false']).transform((value) => value === 'true');
/** A calendar date where the hall is (BINGO_TIMEZONE), both ends included. */
const dateFilter = z.iso.date();

export const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (REPORT_PAGE_SIZES as readonly number[]).includes(n), {
    message: 'page_size must be 10, 20, 50 or 100',
  })
  .default(DEFAULT_REPORT_PAGE_SIZE);

/**
 * SPEC's page and page_size, plus `cursor`: the `next_cursor` of the previous page. With a cursor
 * the page starts right after the cursor's row (keyset, as cheap at page 1,000 as at page 1) and
 * `page` is read from the cursor; without one, `page` is counted from the start.
 */
export const reportPageQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000_000).default(1),
  page_size: pageSizeSchema,
  cursor: z.string().max(200).optional(),
});

/** The field code a client words the refusal by (details[].code), on the To field. */
export const DATE_RANGE_REVERSED = 'date_range_reversed';
const datesMessage = {
  message: 'date_from must not be after date_to',
  path: ['date_to'],
  params: { code: DATE_RANGE_REVERSED },
};

/** Narrows any report to one agent (admin), cashier or shop inside the caller's scope. */
const scopeFilters = {
  agent_id: idFilter.optional(),
  cashier_id: idFilter.optional(),
  shop_id: idFilter.optional(),
};

/**
 * `json` answers one page; `csv` and `json_file` stream the whole filtered set (every page) as a
 * file, the JSON file holding the rows exactly as `results` carries them.
 */
export const exportFormatSchema = z.enum(['json', 'csv', 'json_file']).default('json');

export const gamesReportQuerySchema = reportPageQuerySchema
  .extend({
    status: gameStatusSchema.optional(),
    date_from: dateFilter.optional(),
    date_to: dateFilter.optional(),
    ...scopeFilters,
    format: exportFormatSchema,
    calendar: exportCalendarSchema,
  })
  .refine(datesInOrder, datesMessage);
export type GamesReportQuery = z.infer<typeof gamesReportQuerySchema>;

export const shopsReportQuerySchema = reportPageQuerySchema.extend({
  is_active: booleanFilter.optional(),
  agent_id: scopeFilters.agent_id,
  cashier_id: scopeFilters.cashier_id,
  format: exportFormatSchema,
  calendar: exportCalendarSchema,
});
export type ShopsReportQuery = z.infer<typeof shopsReportQuerySchema>;

export const jackpotsReportQuerySchema = reportPageQuerySchema.extend({
  jackpot_type: jackpotTypeSchema.optional(),
  is_active: booleanFilter.optional(),
  ...scopeFilters,
  format: exportFormatSchema,
  calendar: exportCalendarSchema,
});
export type JackpotsReportQuery = z.infer<typeof jackpotsReportQuerySchema>;

/** Both dashboards: figures of the scope, optionally one agent, cashier or shop and a period. */
export const dashboardQuerySchema = reportPageQuerySchema
  .extend({
    date_from: dateFilter.optional(),
    date_to: dateFilter.optional(),
    ...scopeFilters,
  })
  .refine(datesInOrder, datesMessage);
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const reportPaginationSchema = paginationSchema
  .extend({
    /** Pass as `cursor` to get the next page by keyset; null on the last page. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'ReportPagination' });

// ---- games/ ----

export const gameReportRowSchema = z
  .object({
    id: z.number().int(),
    /** SPEC's game field; the pool (cards x card value). */
    amount: amountSchema,
    bet_amount: amountSchema,
    status: gameStatusSchema,
    created_at: z.string(),
    completed_at: z.string().nullable(),
    shop_id: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    cashier_id: z.number().int(),
    cashier_username: z.string(),
    agent_id: z.number().int().nullable(),
    agent_name: z.string().nullable(),
    players: z.number().int(),
    winner: z.number().int().nullable(),
    /** Every winning card in the order recorded (several may win on one ball, decision 030). */
    winner_cards: z.array(z.number().int()),
    win_type: winTypeSchema.nullable(),
    /** The pattern the first winner won with (decision 034); null without one or from before. */
    win_pattern: z.string().nullable(),
    win_amount: amountSchema,
    commission: amountSchema,
    /** The platform fee net of any refund. */
    fee: amountSchema,
    jackpot_amount: amountSchema,
    called_count: z.number().int(),
    /** The win counted a number called by hand (a physical ball machine), not drawn. */
    win_relied_on_manual: z.boolean().nullable(),
    /** False for SPEC's bare `{amount}` start: no sold cards named. */
    cards_named: z.boolean(),
  })
  .meta({ id: 'GameReportRow' });
export type GameReportRow = z.infer<typeof gameReportRowSchema>;

/** Money figures of a set of games; cancelled games bring no bet, commission or prize. */
export const moneyFiguresSchema = z.object({
  total_games: z.number().int(),
  active_games: z.number().int(),
  completed_games: z.number().int(),
  cancelled_games: z.number().int(),
  total_bet_amount: amountSchema,
  total_win_amount: amountSchema,
  total_commission: amountSchema,
  total_fees: amountSchema,
  total_jackpots: amountSchema,
  avg_bet_amount: amountSchema,
});

export const gamesReportSchema = z
  .object({
    results: z.array(gameReportRowSchema),
    pagination: reportPaginationSchema,
    summary: moneyFiguresSchema.extend({ wins: z.number().int(), manual_wins: z.number().int() }),
  })
  .meta({ id: 'GamesReport' });
export type GamesReport = z.infer<typeof gamesReportSchema>;

// ---- shops/ ----

export const shopReportRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** SPEC's spelling: the cash the shop's drawer should hold. */
    amount_avalaible: amountSchema,
    is_active: z.boolean(),
    created_at: z.string(),
    cashier_id: z.number().int(),
    cashier_username: z.string(),
    agent_name: z.string(),
    games_count: z.number().int(),
    total_bet: amountSchema,
    total_commission: amountSchema,
    total_fees: amountSchema,
    jackpots_paid: amountSchema,
    last_game_at: z.string().nullable(),
  })
  .meta({ id: 'ShopReportRow' });
export type ShopReportRow = z.infer<typeof shopReportRowSchema>;

export const shopsReportSchema = z
  .object({
    results: z.array(shopReportRowSchema),
    pagination: reportPaginationSchema,
    summary: z.object({
      total_shops: z.number().int(),
      active_shops: z.number().int(),
      total_cash: amountSchema,
      total_bet: amountSchema,
      total_commission: amountSchema,
      total_fees: amountSchema,
    }),
  })
  .meta({ id: 'ShopsReport' });
export type ShopsReport = z.infer<typeof shopsReportSchema>;

// ---- jackpots/ ----

/** running: active and within its dates; scheduled: before its start; expired: past its end. */
export const jackpotStateSchema = z.enum(['running', 'scheduled', 'expired', 'paid', 'released']);

export const jackpotReportRowSchema = z
  .object({
    id: z.number().int(),
    /** What the jackpot holds now (0 once paid or released). */
    amount: amountSchema,
    shop_id: z.number().int(),
    shop_name: z.string(),
    cashier_username: z.string(),
    agent_name: z.string(),
    jackpot_type: jackpotTypeSchema,
    bonus_amount: amountSchema,
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    is_active: z.boolean(),
    state: jackpotStateSchema,
    /** What it paid out (from the ledger), and when and in which game; null while unpaid. */
    paid_amount: amountSchema.nullable(),
    paid_at: z.string().nullable(),
    paid_game_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'JackpotReportRow' });
export type JackpotReportRow = z.infer<typeof jackpotReportRowSchema>;

export const jackpotsReportSchema = z
  .object({
    results: z.array(jackpotReportRowSchema),
    pagination: reportPaginationSchema,
    summary: z.object({
      total_jackpots: z.number().int(),
      running: z.number().int(),
      paid_count: z.number().int(),
      total_paid: amountSchema,
      total_reserved: amountSchema,
    }),
  })
  .meta({ id: 'JackpotsReport' });
export type JackpotsReport = z.infer<typeof jackpotsReportSchema>;

// ---- dashboard/ and cashier-dashboard/ ----

export const dailyTrendSchema = z
  .object({
    /** The hall's calendar date (BINGO_TIMEZONE). */
    date: z.string(),
    games_count: z.number().int(),
    bet_amount: amountSchema,
    commission: amountSchema,
  })
  .meta({ id: 'DailyTrend' });
export type DailyTrend = z.infer<typeof dailyTrendSchema>;

export const recentGameSchema = z
  .object({
    id: z.number().int(),
    bet_amount: amountSchema,
    status: gameStatusSchema,
    players: z.number().int(),
    winner: z.number().int().nullable(),
    winner_cards: z.array(z.number().int()),
    created_at: z.string(),
    shop_name: z.string().nullable(),
    cashier_username: z.string(),
    win_amount: amountSchema,
    win_relied_on_manual: z.boolean().nullable(),
  })
  .meta({ id: 'RecentGame' });

export const topShopSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    games_count: z.number().int(),
    total_bet: amountSchema,
    total_commission: amountSchema,
  })
  .meta({ id: 'TopShop' });

/** An agent's view of each cashier: takings (house cut) and the platform fees it paid. */
export const cashierFiguresSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    is_active: z.boolean(),
    amount_avalaible: amountSchema,
    games_count: z.number().int(),
    total_bet: amountSchema,
    total_commission: amountSchema,
    total_fees: amountSchema,
  })
  .meta({ id: 'CashierFigures' });

export const shopInfoSchema = z
  .object({
    name: z.string(),
    agent_name: z.string(),
    is_active: z.boolean(),
    /** The cashier's prepaid balance. */
    amount_available: amountSchema,
    shops_count: z.number().int(),
  })
  .meta({ id: 'ShopInfo' });

/** Moves of credit (not the per-game fees and takings): deposits, transfers, jackpot money. */
export const CREDIT_KINDS = [
  'deposit',
  'cashier_opening',
  'cashier_topup',
  'cashier_withdrawal',
  'jackpot_reserve',
  'jackpot_release',
  'jackpot_payout',
] as const;

/** A move of credit on the ledger: deposit, transfer to or from a cashier, jackpot money. */
export const creditMoveSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CREDIT_KINDS),
    amount: amountSchema,
    from_kind: z.string(),
    from_name: z.string(),
    to_kind: z.string(),
    to_name: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'CreditMove' });
export type CreditMove = z.infer<typeof creditMoveSchema>;

export const dashboardSchema = z
  .object({
    /** The cashier the figures belong to (cashier-dashboard/ of one cashier); else null. */
    shop_info: shopInfoSchema.nullable(),
    overview: moneyFiguresSchema.extend({ total_shops: z.number().int() }),
    performance: z.object({
      /** Percent of finished games (completed or cancelled) that ended in a recorded win. */
      win_rate: z.number(),
      wins: z.number().int(),
      manual_wins: z.number().int(),
    }),
    daily_trends: z.array(dailyTrendSchema),
    recent_games: z.array(recentGameSchema),
    top_shops: z.array(topShopSchema),
    /** Per cashier, most bets first (agent and admin); [] for one cashier. */
    cashiers: z.array(cashierFiguresSchema),
    /** The newest 10 credit moves of the scope's accounts (agent: its own and its cashiers'). */
    credit_moves: z.array(creditMoveSchema),
    time_zone: z.string(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
