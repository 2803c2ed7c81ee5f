import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { GamePlan } from '@core/bingo/patterns/game-patterns';
import {
  ceilingBreaches,
  effectiveLimits,
  limitBreaches,
  type AgentLimits,
  type LimitBreach,
} from '@core/bingo/shop-limits';
import { amountToCents, centsToAmount } from '@core/money';
import type { ShopLimits, UpdateShopLimits } from '@core/schemas/shop-limits';
import type { Db } from '../db/client';
import { games, shops } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { readPlatformLimits, type PlatformLimits } from './platform-settings';
import { assertPlanPatternsPermitted } from './shop-pattern-rules';
import type { ShopSettingsRow } from './shop-game-settings';
import { patternsOfKeys } from './shop-patterns';

const limitColumns = {
  allowedPatterns: shops.allowedPatterns,
  maxPrizeCents: shops.maxPrizeCents,
  maxCardValueCents: shops.maxCardValueCents,
  maxCardsPerGame: shops.maxCardsPerGame,
  minSecondsBetweenGames: shops.minSecondsBetweenGames,
};
type LimitRow = AgentLimits & { allowedPatterns: string[] | null };

const amountOrNull = (cents: bigint | null) => (cents === null ? null : centsToAmount(cents));
const centsOrNull = (amount: number | null) => (amount === null ? null : amountToCents(amount));

function limitsAnswer(shopId: number, row: LimitRow, platform: PlatformLimits): ShopLimits {
  return {
    shop_id: shopId,
    allowed_patterns: row.allowedPatterns,
    max_prize: amountOrNull(row.maxPrizeCents),
    max_card_value: amountOrNull(row.maxCardValueCents),
    max_cards_per_game: row.maxCardsPerGame,
    min_seconds_between_games: row.minSecondsBetweenGames,
    ceilings: {
      prize: amountOrNull(platform.ceilingPrizeCents),
      card_value: amountOrNull(platform.ceilingCardValueCents),
      cards_per_game: platform.ceilingCardsPerGame,
      seconds_between_games: platform.floorSecondsBetweenGames,
    },
    min_pattern_numbers: platform.minPatternNumbers,
  };
}

/** A live shop's limits (the caller's scope was checked), with the admin's ceilings. */
export async function readShopLimits(db: Db, shopId: number): Promise<ShopLimits> {
  const [row] = await db
    .select(limitColumns)
    .from(shops)
    .where(and(eq(shops.id, shopId), isNull(shops.deletedAt)));
  if (!row) throw notFound();
  return limitsAnswer(shopId, row, await readPlatformLimits(db));
}

function beyondCeiling(agent: AgentLimits, platform: PlatformLimits): HttpError | null {
  const breaches = ceilingBreaches(agent, platform);
  if (breaches.length === 0) return null;
  return new HttpError(
    422,
    'limit_beyond_ceiling',
    breaches.map(({ field, ceiling }) => {
      const figure = typeof ceiling === 'bigint' ? centsToAmount(ceiling) : ceiling;
      const side = field === 'min_seconds_between_games' ? 'at least' : 'at most';
      return {
        path: field,
        message: `The platform admin allows ${side} ${figure} here`,
        code: 'limit_beyond_ceiling',
        params: { field, ceiling: figure },
      };
    }),
  );
}

/**
 * The shop's agent (or an admin) sets its limits and allowed patterns (decision 045): each key
 * must name a preset or the shop's own live pattern (422 unknown_pattern), each limit must stay
 * within the admin's ceilings (422 limit_beyond_ceiling). Games already started keep theirs.
 */
export async function saveShopLimits(
  db: Db,
  shopId: number,
  change: UpdateShopLimits,
): Promise<ShopLimits> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(limitColumns)
      .from(shops)
      .where(and(eq(shops.id, shopId), isNull(shops.deletedAt)))
      .for('update');
    if (!current) throw notFound();
    if (change.allowed_patterns)
      await patternsOfKeys(tx, shopId, change.allowed_patterns, 'allowed_patterns');
    const next: LimitRow = {
      allowedPatterns:
        change.allowed_patterns === undefined ? current.allowedPatterns : change.allowed_patterns,
      maxPrizeCents:
        change.max_prize === undefined ? current.maxPrizeCents : centsOrNull(change.max_prize),
      maxCardValueCents:
        change.max_card_value === undefined
          ? current.maxCardValueCents
          : centsOrNull(change.max_card_value),
      maxCardsPerGame:
        change.max_cards_per_game === undefined
          ? current.maxCardsPerGame
          : change.max_cards_per_game,
      minSecondsBetweenGames: change.min_seconds_between_games ?? current.minSecondsBetweenGames,
    };
    const platform = await readPlatformLimits(tx);
    const refused = beyondCeiling(next, platform);
    if (refused) throw refused;
    await tx.update(shops).set(next).where(eq(shops.id, shopId));
    return limitsAnswer(shopId, next, platform);
  });
}

/**
 * Seconds since the shop's last game ended (or started, if it never ended); null: none yet. One
 * game runs per shop at a time, so the last one started is the last one to end.
 */
async function secondsSinceLastGame(tx: Db, shopId: number): Promise<number | null> {
  const [row] = await tx
    .select({
      seconds: sql<string>`extract(epoch from now() - greatest(${games.createdAt}, ${games.completedAt}))`,
    })
    .from(games)
    // A practice game is not one of the shop's games to pace (decision 055).
    .where(and(eq(games.shopId, shopId), eq(games.training, false)))
    .orderBy(desc(games.createdAt), desc(games.id))
    .limit(1);
  return row ? Number(row.seconds) : null;
}

function limitDetail(breach: LimitBreach): { message: string; params: Record<string, number> } {
  switch (breach.code) {
    case 'prize_above_limit':
    case 'card_value_above_limit': {
      const max = centsToAmount(breach.max);
      const what = breach.code === 'prize_above_limit' ? "The game's prize" : 'Card value';
      return { message: `${what} must be at most ${max} in this shop`, params: { max } };
    }
    case 'cards_above_limit':
      return {
        message: `At most ${breach.max} cards in one game in this shop`,
        params: { max: breach.max },
      };
    case 'too_soon_after_last_game':
      return {
        message: `This shop starts a game at least ${breach.seconds} s after the last: wait ${breach.wait} s`,
        params: { seconds: breach.seconds, wait: breach.wait },
      };
  }
}

/** What a start would play, as checkShopLimits judges it. */
export interface StartToCheck {
  shopId: number | null;
  settings: Pick<ShopSettingsRow, keyof AgentLimits | 'allowedPatterns'>;
  plan: GamePlan;
  prizeCents: bigint;
  cardValueCents: bigint;
  cardCount: number;
}

/**
 * Everything the shop's agent and the platform admin bound a start by (decision 045), in one
 * call of start-game.ts: the plan's patterns allowed and above the floor (the floor may have
 * been raised since they were chosen), then the prize, the card value, the cards and the seconds
 * since the shop's last game within the agent's limits and the admin's ceilings. Refused: 422
 * with the first broken limit's code and a detail for each.
 */
export async function checkShopLimits(tx: Db, start: StartToCheck): Promise<void> {
  await assertPlanPatternsPermitted(tx, start.plan, start.settings.allowedPatterns);
  const limits = effectiveLimits(start.settings, await readPlatformLimits(tx));
  const breaches = limitBreaches(limits, {
    prizeCents: start.prizeCents,
    cardValueCents: start.cardValueCents,
    cardCount: start.cardCount,
    secondsSinceLastGame:
      start.shopId === null ? null : await secondsSinceLastGame(tx, start.shopId),
  });
  const first = breaches[0];
  if (!first) return;
  throw new HttpError(
    422,
    first.code,
    breaches.map((breach) => ({ path: breach.path, code: breach.code, ...limitDetail(breach) })),
  );
}
