/**
 * Every error the API answers, by stable code. The English text travels as `error` (SPEC's
 * clients read it); `code` lets the web app show the text in the user's language.
 */
export const API_ERROR_MESSAGES = {
  invalid_request: 'Invalid request',
  control_characters: 'Text must not contain control characters',
  service_unavailable: 'The service is temporarily unavailable. Try again in a moment.',
  not_authenticated: 'Authentication credentials were not provided',
  invalid_token: 'Invalid or expired token',
  account_disabled: 'User account is disabled or no longer exists',
  session_ended: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to perform this action',
  not_found: 'Not found',
  too_many_requests: 'Too many requests. Try again later.',
  payload_too_large: 'Request body is too large',
  unsupported_media_type: 'Unsupported content type',
  request_failed: 'Request failed',
  internal_error: 'Internal server error',
  invalid_credentials: 'Invalid username or password',
  account_deactivated_ask_agent: 'Your account is deactivated. Ask your agent to reactivate it.',
  account_deactivated_ask_admin:
    'Your account is deactivated. Ask the platform admin to reactivate it.',
  agent_deactivated:
    "Your agent's account is deactivated, so cashiers cannot sign in. Ask your agent or the platform admin.",
  too_many_failed_logins: 'Too many failed login attempts. Try again later.',
  invalid_refresh_token: 'Invalid or expired refresh token',
  invalid_two_factor_code: 'Invalid code. Check the time on your phone and try again.',
  recovery_code_used: 'This recovery code was already used. Each code works once: use another one.',
  recovery_code_unknown:
    'This is not one of your recovery codes. Check it, or use a code from your authenticator app.',
  two_factor_challenge_expired: 'This sign-in has expired. Please sign in again.',
  two_factor_not_available: 'Two-factor sign-in is for admin and agent accounts',
  two_factor_not_pending: 'Start the two-factor setup first',
  two_factor_not_enabled: 'Two-factor sign-in is not turned on',
  password_incorrect: 'Password is incorrect',
  invalid_idempotency_key: 'Invalid Idempotency-Key header',
  idempotency_key_reused: 'Idempotency-Key reused with a different request',
  invalid_voice_clip: 'Invalid voice clip name',
  voice_clip_not_found: 'No such voice clip',
  insufficient_balance: 'Insufficient balance',
  fee_below_floor: 'The fee percent is below the lowest rate this agent may give',
  deposit_already_reversed: 'This deposit is already reversed',
  date_range_reversed: 'The period starts after it ends: date_from must not be after date_to',
  username_taken: 'Username already exists',
  shop_name_taken: 'You already have a shop with this name',
  pattern_name_taken: 'This shop already has a pattern with this name',
  bonus_is_agents:
    "A stage bonus is paid from the shop's drawer: only the shop's agent sets or changes it",
  unknown_pattern: 'Unknown pattern',
  no_win_pattern: 'Choose at least one win condition or pattern',
  shop_required: 'shop_id is required: the cashier has several shops',
  amount_mismatch: 'Amount does not match cards x card value',
  unselected_number: 'Unselected number',
  invalid_card: 'Invalid card',
  card_number_required: 'card_number is required',
  no_active_game: 'No active game',
  game_id_required: 'game_id is required: several games are active',
  no_bingo: 'No Bingo',
  game_over: 'Game Over',
  game_completed: 'Game is already completed',
  winner_already_recorded: 'This card is already recorded as a winner of this game',
  drawer_cannot_pay_prize: "The shop's drawer cannot pay another full prize",
  game_cancelled: 'Game is cancelled',
  game_paused: 'Game is paused',
  not_calling: 'Game is not calling',
  not_paused: 'Game is not paused',
  not_a_ball: 'Number is not a ball of this game',
  ball_not_in_play: "This game's patterns leave this number out of the draw",
  already_drawn: 'Already drawn',
  not_the_caller: 'Another till is calling this game: take control to draw from this one',
  draw_too_soon: 'The next ball is not due yet',
  drawn_ball: 'A drawn ball cannot be uncalled',
  win_relies_on_call: 'A card won a check with this call: it cannot be taken back',
  reset_limit: 'No resets left for this game',
  reset_after_win: 'A card has won this game: it cannot be reset',
  reset_after_last_ball: 'Every ball is out: the game cannot be reset',
  card_blocked: 'Blocked card',
  late_claim: 'Not now: the card was complete before the last called ball',
  card_has_won: 'A card has won this game: record the win',
  stage_won: 'A stage of this game has been won and paid: close the game instead',
  unclaimed_winner: 'A sold card holds a win on the calls: check it and record the win',
  reason_required: 'Please give a reason of at least 3 visible characters',
  check_first: 'Only a card whose last check failed can be blocked',
  card_won_check: 'This card won its check: it cannot be blocked',
  close_unplayed: 'No ball was called: cancel the game instead',
  no_calls_yet: 'No ball has been called yet: no card can win before a call',
  jackpot_paid: 'Jackpot is already paid',
  jackpot_released: 'A released jackpot cannot be reactivated: create a new one',
  cards_required: 'This shop only starts games that name their sold cards',
  jackpot_payout_pending: 'A payout of this jackpot waits for approval: approve or reject it first',
  jackpot_claimed_meanwhile:
    'Another win claimed this jackpot at the same moment: record the win again',
  payout_decided: 'This payout was already approved or rejected',
  card_number_taken: 'A saved card already has this number',
  nothing_to_restore: 'No deleted card to restore',
  grid_not_accepted: 'Cards are looked up on the server: do not send a grid',
  invalid_cursor: 'Invalid cursor: ask for the first page again',
  win_percentage_above_limit: "Win percentage is above the highest this shop's agent allows",
  pattern_below_floor: 'This pattern needs fewer numbers than the platform allows',
  pattern_not_allowed: "This shop's agent does not allow this pattern",
  pattern_in_use: 'This pattern is in use: take it out of where it is used first',
  settings_pattern_missing:
    "A pattern the shop's settings name was deleted: choose the shop's patterns again and save",
  prize_above_limit: "The game's prize is above the highest this shop's agent allows",
  card_value_above_limit: "Card value is above the highest this shop's agent allows",
  cards_above_limit: "More cards than this shop's agent allows in one game",
  too_soon_after_last_game: "Too soon after the shop's last game: wait before starting another",
  limit_beyond_ceiling: "A limit is beyond the platform admin's ceiling",
  game_running: 'This shop has an unfinished game: resume it, or end it first',
  invalid_pairing_code: 'Unknown, used or expired TV code: show a new code on the till',
  shift_already_open: 'This shop already has an open shift',
  shift_not_open: 'This shift is not open: open a shift first',
  count_note_required: 'The counted difference is over the threshold: write a note',
  move_note_required: 'This cash move is over the threshold: give its reason',
  shift_not_awaiting: 'This shift is not waiting for that step',
  shift_not_counted: 'This shift is not counted yet',
  invalid_blind_count:
    'The count names a note or coin twice, one this hall does not use, or a bad number of pieces',
  hall_already_paired: "This shop's hall is already paired",
  invalid_hall_code: 'Unknown, used or expired hall code: ask the agent for a new one',
  hall_cashier_inactive: "The shop's cashier is deactivated: no allowance can be granted",
  hall_batch_invalid:
    "The hall's upload names a game, account or shop that is not the hall's: refused and reported",
  hall_game_untrue:
    "A game in the hall's upload does not replay true on its own calls: refused and reported",
  batch_out_of_order: "The hall's upload skips entries: refused and reported",
  batch_chain_broken: "The hall's upload does not match its own history: refused and reported",
  claim_not_in_game: 'This card is not in the running game',
  claim_game_ended: 'This game has ended: it takes no more claims',
  claim_answered:
    'The cashier already checked this card on these balls: claim again after the next ball',
  claims_waiting: "Players' claims are waiting: check them first",
  awaiting_beacon: 'Waiting for the public draw: the first ball comes in a few seconds',
  hall_signature_invalid: 'This request is not signed by a paired hall',
  grant_forged: 'This allowance is not signed by the central server: refused',
  grant_other_hall: 'This allowance was granted to another hall: refused',
  grant_expired: 'This allowance has expired: refused',
  grant_replayed: 'This allowance was already taken in: each works once',
  grant_too_long: 'An allowance lasts at most 72 hours',
  allowance_required:
    'This hall has no offline allowance: take one while the central server is reachable',
  allowance_expired:
    "The hall's offline allowance has expired: no new game until a new one is granted",
  allowance_spent:
    "The hall's offline allowance has no games left: no new game until a new one is granted",
  central_unreachable:
    'The central server cannot be reached: this needs the link, try again when the hall is online',
  central_busy: 'The central server is busy with other halls: try again in a moment',
  central_only:
    'This hall runs its own games: staff, credit, jackpots and rules are changed on the central server',
  not_a_hall: 'This server is not a paired hall',
  hall_not_short:
    "This hall is not stuck on a shortfall: there is nothing for the agent's balance to cover",
  shop_run_by_hall: "This shop's games run on its hall's own server: start them on the hall's till",
  training_too_many_cards: 'A practice game sells at most 10 cards',
  training_not_on_hall:
    "Practice games run on the central server, not on a hall's own server: practise there",
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_MESSAGES;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_MESSAGES, value);
}

/** The code of a 4xx that no handler named (framework errors: bad JSON, body too large...). */
export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'invalid_request';
    case 401:
      return 'invalid_token';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 500 ? 'internal_error' : 'request_failed';
  }
}
