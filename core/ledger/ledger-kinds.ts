/** Every kind of ledger entry (the ledger's check constraint; every screen words each one). */
export const LEDGER_KINDS = [
  'deposit',
  'cashier_opening',
  'cashier_topup',
  'cashier_withdrawal',
  'shop_adjustment',
  'game_fee',
  'game_fee_refund',
  'game_takings',
  'jackpot_reserve',
  'jackpot_growth',
  'jackpot_release',
  'jackpot_payout',
  'jackpot_cash_payout',
  'jackpot_cash_brought',
  'game_extra_prize',
  'game_stage_bonus',
  'agent_withdrawal',
  'deposit_reversal',
  'shift_opening_count',
  'shift_pay_in',
  'shift_pay_out',
  'shift_drop',
  'shift_count_difference',
  // Hall mode (decision 038): central moves a cashier's credit to the hall's allowance; the hall
  // takes it in on its own books; what the hall did not spend goes back to the cashier.
  'hall_allowance_grant',
  'hall_allowance_in',
  'hall_allowance_return',
  // A hall's jackpots (decision 041): central lends a jackpot and an agent's growth reserve to the
  // hall with a grant; the hall takes them in, and gives back a released jackpot and unused growth.
  'hall_growth_grant',
  'hall_growth_in',
  'hall_growth_return',
  'hall_jackpot_in',
  'hall_jackpot_return',
  // The agent takes on its own balance what a hall spent beyond its account on central (issue 37).
  'hall_shortfall_cover',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
