/**
 * Who bounds a shop's games (decision 045): the agent sets limits per shop, the admin sets
 * ceilings above every agent's limits. What a start is held to is the tighter of the two; a
 * limit left unset (null) is only the other's.
 */

/** The agent's limits of one shop, in cents and counts (null: only the admin's ceiling). */
export interface AgentLimits {
  maxPrizeCents: bigint | null;
  maxCardValueCents: bigint | null;
  maxCardsPerGame: number | null;
  minSecondsBetweenGames: number;
}

/** The admin's ceilings over every agent's limits (null: none). */
export interface AdminCeilings {
  ceilingPrizeCents: bigint | null;
  ceilingCardValueCents: bigint | null;
  ceilingCardsPerGame: number | null;
  floorSecondsBetweenGames: number;
}

/** What a start is held to. */
export interface EffectiveLimits {
  maxPrizeCents: bigint | null;
  maxCardValueCents: bigint | null;
  maxCardsPerGame: number | null;
  minSecondsBetweenGames: number;
}

/** The highest seconds an agent or admin may ask between two games of a shop: one day. */
export const MAX_SECONDS_BETWEEN_GAMES = 86_400;

/** The most cards a limit may name (a hall's card numbers run to 10000). */
export const MAX_CARDS_LIMIT = 10_000;

function lower<T extends bigint | number>(a: T | null, b: T | null): T | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

export function effectiveLimits(agent: AgentLimits, admin: AdminCeilings): EffectiveLimits {
  return {
    maxPrizeCents: lower(agent.maxPrizeCents, admin.ceilingPrizeCents),
    maxCardValueCents: lower(agent.maxCardValueCents, admin.ceilingCardValueCents),
    maxCardsPerGame: lower(agent.maxCardsPerGame, admin.ceilingCardsPerGame),
    minSecondsBetweenGames: Math.max(agent.minSecondsBetweenGames, admin.floorSecondsBetweenGames),
  };
}

/** A limit the agent asked for that the admin's ceiling does not allow. */
export interface CeilingBreach {
  field: 'max_prize' | 'max_card_value' | 'max_cards_per_game' | 'min_seconds_between_games';
  /** The admin's figure: cents for money, else a count of cards or seconds. */
  ceiling: bigint | number;
}

/** The agent's limits beyond the admin's ceilings (none: they may be saved). */
export function ceilingBreaches(agent: AgentLimits, admin: AdminCeilings): CeilingBreach[] {
  const breaches: CeilingBreach[] = [];
  const above = <T extends bigint | number>(value: T | null, ceiling: T | null) =>
    value !== null && ceiling !== null && value > ceiling;
  if (above(agent.maxPrizeCents, admin.ceilingPrizeCents))
    breaches.push({ field: 'max_prize', ceiling: admin.ceilingPrizeCents! });
  if (above(agent.maxCardValueCents, admin.ceilingCardValueCents))
    breaches.push({ field: 'max_card_value', ceiling: admin.ceilingCardValueCents! });
  if (above(agent.maxCardsPerGame, admin.ceilingCardsPerGame))
    breaches.push({ field: 'max_cards_per_game', ceiling: admin.ceilingCardsPerGame! });
  if (agent.minSecondsBetweenGames < admin.floorSecondsBetweenGames)
    breaches.push({
      field: 'min_seconds_between_games',
      ceiling: admin.floorSecondsBetweenGames,
    });
  return breaches;
}

/** What one start would play, as the limits judge it. */
export interface StartFigures {
  prizeCents: bigint;
  /** 0 for SPEC's bare `{amount}` start (no card sold by number). */
  cardValueCents: bigint;
  cardCount: number;
  /** Seconds since the shop's last game ended (or started, when it never ended); null: none. */
  secondsSinceLastGame: number | null;
}

export type LimitBreach =
  | { code: 'prize_above_limit'; path: 'amount'; max: bigint }
  | { code: 'card_value_above_limit'; path: 'card_value'; max: bigint }
  | { code: 'cards_above_limit'; path: 'cards'; max: number }
  | { code: 'too_soon_after_last_game'; path: 'shop_id'; seconds: number; wait: number };

/** Each limit the start would break, in a fixed order (none: it may start). */
export function limitBreaches(limits: EffectiveLimits, start: StartFigures): LimitBreach[] {
  const breaches: LimitBreach[] = [];
  if (limits.maxPrizeCents !== null && start.prizeCents > limits.maxPrizeCents)
    breaches.push({ code: 'prize_above_limit', path: 'amount', max: limits.maxPrizeCents });
  if (limits.maxCardValueCents !== null && start.cardValueCents > limits.maxCardValueCents)
    breaches.push({
      code: 'card_value_above_limit',
      path: 'card_value',
      max: limits.maxCardValueCents,
    });
  if (limits.maxCardsPerGame !== null && start.cardCount > limits.maxCardsPerGame)
    breaches.push({ code: 'cards_above_limit', path: 'cards', max: limits.maxCardsPerGame });
  const since = start.secondsSinceLastGame;
  if (since !== null && since < limits.minSecondsBetweenGames)
    breaches.push({
      code: 'too_soon_after_last_game',
      path: 'shop_id',
      seconds: limits.minSecondsBetweenGames,
      wait: Math.ceil(limits.minSecondsBetweenGames - since),
    });
  return breaches;
}
