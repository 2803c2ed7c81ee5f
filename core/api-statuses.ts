/**
 * Every success status text the API answers, by stable code (as core/api-errors.ts does for
 * errors). The English text travels as `status` (SPEC's clients read it); `status_code` lets the
 * web app show it in the user's language.
 */
export const API_STATUS_MESSAGES = {
  game_started: 'Game started successfully',
  win_recorded: 'Bingo win recorded',
  game_closed: 'Game closed with no winner',
  game_cancelled: 'Game cancelled',
  shop_created: 'Shop created successfully',
  shop_deleted: 'Shop deleted successfully',
  cashier_created: 'Cashier created successfully',
  cashier_deactivated: 'Cashier deactivated',
  jackpot_created: 'Jackpot created successfully',
  logged_out: 'Logged out',
  two_factor_turned_off: 'Two-factor sign-in turned off',
  two_factor_reset: 'Two-factor sign-in reset',
} as const;

export type ApiStatusCode = keyof typeof API_STATUS_MESSAGES;

export const API_STATUS_CODES = Object.keys(API_STATUS_MESSAGES) as [
  ApiStatusCode,
  ...ApiStatusCode[],
];

/** `{status, status_code}` of an answer: the English text and its stable code. */
export function statusOf(code: ApiStatusCode): { status: string; status_code: ApiStatusCode } {
  return { status: API_STATUS_MESSAGES[code], status_code: code };
}

/**
 * SPEC: status "Jackpot happen" means a jackpot, with amount, jackpot_id and message. Here, not
 * beside its schema, so the caller screen can compare it without loading zod.
 */
export const JACKPOT_HAPPEN = 'Jackpot happen';
