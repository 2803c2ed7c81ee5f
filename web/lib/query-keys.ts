import type { GameMode } from '@core/bingo/modes';

/**
 * Every cache key of the app, named once. Screens that show the same answer share its key, and
 * a change refreshes them by that key: a key spelled again by hand that drifts by one character
 * leaves a screen stale. A key that is a prefix (`myGames`) refreshes every page under it.
 */
export const queryKeys = {
  balance: ['/auth/balance/'],
  twoFactorStatus: ['/auth/two_factor/'],
  /** Scoped by the server: a cashier's own shops, an agent's cashiers' shops, all for admin. */
  managedShops: ['/shops/my_shops/'],
  cashierShops: ['/cashiers/my_shops/'],
  shopGameSettings: (shopId: number) => ['/shops/', shopId, '/game_settings/'],
  /** A shop's own win patterns (decision 034). */
  shopPatterns: (shopId: number) => ['/shops/', shopId, '/patterns/'],
  /** A shop's limits and allowed patterns, set by its agent (decision 045). */
  shopLimits: (shopId: number) => ['/shops/', shopId, '/limits/'],
  cashierDashboard: ['/cashiers/dashboard/'],
  /** The cashier's unfinished games, one per shop at most (decision 029). */
  runningGames: ['/cashiers/running_games/'],
  agentDashboard: ['/agents/dashboard/'],
  /** Every page of the agent's cashiers (a prefix: a change refreshes them all). */
  agentCashiers: ['/agents/cashiers/'],
  agentCashiersPage: (query: object) => ['/agents/cashiers/', query],
  agentJackpots: ['/agents/my_jackpots/'],
  agentJackpotPayouts: ['/agents/jackpot_payouts/'],
  agentFeeRules: ['/agents/fee_rules/'],
  /** Every cashier's rate history; with an id, one cashier's. */
  cashierFeeChanges: (id?: number) =>
    id === undefined ? ['/agents/cashiers/fee_changes/'] : ['/agents/cashiers/fee_changes/', id],
  adminFeeRules: ['/admin/fee_rules/'],
  adminAgents: ['/admin/agents/'],
  adminAgentsPage: (query: object) => ['/admin/agents/', query],
  platformSummary: ['/admin/summary/'],
  platformSettings: ['/admin/settings/'],
  myGames: ['/games/my_games/'],
  myGamesPage: (query: object) => ['/games/my_games/', query],
  game: (id: number) => ['/games/', id],
  gameCards: (id: number) => ['/games/', id, 'cards'],
  gameRecord: (id: number) => ['/games/record/', id],
  gameHistory: (id: number) => ['/games/history/', id],
  verify: (token: string) => ['/public/verify/', token],
  publicConfig: ['/public/config/'],
  shopLastGames: (shopId: number) => ['/shops/last_games/', shopId],
  shopCashAdjustments: (shopId: number) => ['/shops/cash_adjustments/', shopId],
  /** An agent's or a cashier's statement, every period of it. */
  statement: (kind: 'agent' | 'cashier', id: number) => ['/statements/', kind, id],
  shopTvLook: (shopId: number) => ['/displays/look/', shopId],
  /** A shop's TVs with their presence and the phones on its game (decision 053). */
  shopDevices: (shopId: number) => ['/displays/devices/', shopId],
  cardSet: (shopId: number, mode: GameMode) => ['/shops/cards/', shopId, mode],
  /** A report's every page and filter, or one of them with its query. */
  report: (path: string, query?: object) => (query === undefined ? [path] : [path, query]),
  commitmentCheck: (commitment: string, order: number[] | null, salt: string | null) => [
    'recompute',
    commitment,
    order,
    salt,
  ],
} as const;
