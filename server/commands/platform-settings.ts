import { DEFAULT_CURRENCY } from '@core/currency';
import type { AdminCeilings } from '@core/bingo/shop-limits';
import { amountToCents, centsToAmount } from '@core/money';
import { DEFAULT_MIN_PATTERN_NUMBERS } from '@core/odds/pattern-floor';
import type {
  PlatformGameLimits,
  PlatformSettings,
  UpdatePlatformSettings,
} from '@core/schemas/platform';
import { DEFAULT_DENOMINATION_LIST } from '@core/shifts/blind-count';
import type { Db } from '../db/client';
import { platformSettings } from '../db/schema';

type SettingsRow = typeof platformSettings.$inferSelect;

/** The admin's pattern floor and ceilings over the agents' limits (decision 045). */
export interface PlatformLimits extends AdminCeilings {
  minPatternNumbers: number;
}

const limitsOf = (row: SettingsRow | undefined): PlatformLimits => ({
  minPatternNumbers: row?.minPatternNumbers ?? DEFAULT_MIN_PATTERN_NUMBERS,
  ceilingPrizeCents: row?.ceilingPrizeCents ?? null,
  ceilingCardValueCents: row?.ceilingCardValueCents ?? null,
  ceilingCardsPerGame: row?.ceilingCardsPerGame ?? null,
  floorSecondsBetweenGames: row?.floorSecondsBetweenGames ?? 0,
});

const orNull = (cents: bigint | null) => (cents === null ? null : centsToAmount(cents));

function gameLimitsAnswer(limits: PlatformLimits): PlatformGameLimits {
  return {
    min_pattern_numbers: limits.minPatternNumbers,
    ceiling_prize: orNull(limits.ceilingPrizeCents),
    ceiling_card_value: orNull(limits.ceilingCardValueCents),
    ceiling_cards_per_game: limits.ceilingCardsPerGame,
    floor_seconds_between_games: limits.floorSecondsBetweenGames,
  };
}

/** The floor and the ceilings a save or a start is judged by (defaults until the admin saves). */
export async function readPlatformLimits(db: Db): Promise<PlatformLimits> {
  const [row] = await db.select().from(platformSettings);
  return limitsOf(row);
}

/** The platform's settings; SPEC's defaults (and Birr's notes and coins) until the admin saves. */
export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings);
  return {
    currency: row
      ? { code: row.currencyCode, symbol: row.currencySymbol }
      : { ...DEFAULT_CURRENCY },
    denominations: row?.denominations ?? DEFAULT_DENOMINATION_LIST,
    game_limits: gameLimitsAnswer(limitsOf(row)),
  };
}

const centsOrNull = (amount: number | null) => (amount === null ? null : amountToCents(amount));

function gameLimitsValues(limits: PlatformGameLimits | undefined) {
  if (!limits) return {};
  return {
    minPatternNumbers: limits.min_pattern_numbers,
    ceilingPrizeCents: centsOrNull(limits.ceiling_prize),
    ceilingCardValueCents: centsOrNull(limits.ceiling_card_value),
    ceilingCardsPerGame: limits.ceiling_cards_per_game,
    floorSecondsBetweenGames: limits.floor_seconds_between_games,
  };
}

/**
 * Saves what the admin changed; a part left out stays as it is. A ceiling below an agent's limit
 * is allowed: the start is held to the lower of the two (decision 045).
 */
export async function savePlatformSettings(
  db: Db,
  change: UpdatePlatformSettings,
): Promise<PlatformSettings> {
  const current = await readPlatformSettings(db);
  const currency = change.currency ?? current.currency;
  const values = {
    currencyCode: currency.code,
    currencySymbol: currency.symbol,
    ...(change.denominations ? { denominations: change.denominations } : {}),
    ...gameLimitsValues(change.game_limits),
    updatedAt: new Date(),
  };
  await db
    .insert(platformSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  return readPlatformSettings(db);
}
