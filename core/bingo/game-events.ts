/**
 * What can happen to a game: every entry of its append-only log has one of these types (the
 * database's column and the game record read them from here).
 */
export const GAME_LOG_TYPES = [
  'start',
  'draw',
  'mark',
  'pause',
  'resume',
  'reset',
  'check',
  'win',
  'over',
  'cancel',
  'block',
  'close',
  // The agent approved or rejected the jackpot payout the win left waiting (after the game ended).
  'jackpot',
  // Another till took the caller: it draws from now on (decision 051).
  'take_control',
  // A player claimed bingo from the card's phone page: judged at the ball it came on (issue 40).
  'claim',
  // The game's public round arrived and its order was derived, or the draw went offline (054).
  'beacon',
] as const;
export type GameLogType = (typeof GAME_LOG_TYPES)[number];

/** Events on a game's live feed: a `snapshot` of the game on connect, then each logged change. */
export const GAME_EVENT_TYPES = ['snapshot', ...GAME_LOG_TYPES] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];
