import { and, eq, isNull } from 'drizzle-orm';
import {
  BARE_START_WIN_PERCENTAGE,
  CALL_INTERVALS,
  CARD_VALUE,
  DEFAULT_CALL_INTERVAL,
  DEFAULT_CARD_VALUE_CENTS,
  DEFAULT_VOICE_LANGUAGE,
  MAX_WIN_PERCENTAGE,
  WIN_PERCENTAGE,
  isWithinWinLimit,
  type VoiceLanguage,
} from '@core/bingo/game-limits';
import { DEFAULT_GAME_MODE, type GameMode } from '@core/bingo/modes';
import { planFor, type GamePlan, type PlanStage } from '@core/bingo/patterns/game-patterns';
import { DEFAULT_WIN_CONDITIONS, type WinConditions } from '@core/bingo/win-patterns';
import { effectiveLimits } from '@core/bingo/shop-limits';
import { amountToCents, centsToAmount } from '@core/money';
import type { ShopGameSettings, UpdateGameSettingsRequest } from '@core/schemas/game-settings';
import type { Db } from '../db/client';
import { shops } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { readPlatformLimits, type PlatformLimits } from './platform-settings';
import {
  assertPlanPatternsPermitted,
  missingKeysOf,
  settingsPatternMissing,
  withoutMissing,
} from './shop-pattern-rules';
import { patternsOfKeys } from './shop-patterns';

/** The shop's columns a start and the settings answer read (decision 028). */
export const shopSettingsColumns = {
  maxWinPercentage: shops.maxWinPercentage,
  callInterval: shops.callInterval,
  gameMode: shops.gameMode,
  winConditions: shops.winConditions,
  cardValueCents: shops.cardValueCents,
  winPercentage: shops.winPercentage,
  autoStart: shops.autoStart,
  voiceLanguage: shops.voiceLanguage,
  patterns: shops.patterns,
  skipUnused: shops.skipUnused,
  stages: shops.stages,
  // The agent's limits of the shop (decision 045).
  allowedPatterns: shops.allowedPatterns,
  maxPrizeCents: shops.maxPrizeCents,
  maxCardValueCents: shops.maxCardValueCents,
  maxCardsPerGame: shops.maxCardsPerGame,
  minSecondsBetweenGames: shops.minSecondsBetweenGames,
};

export interface ShopSettingsRow {
  maxWinPercentage: number;
  callInterval: number;
  gameMode: GameMode;
  winConditions: WinConditions;
  cardValueCents: bigint;
  winPercentage: number;
  autoStart: boolean;
  voiceLanguage: VoiceLanguage;
  patterns: string[];
  skipUnused: boolean;
  stages: PlanStage[] | null;
  allowedPatterns: string[] | null;
  maxPrizeCents: bigint | null;
  maxCardValueCents: bigint | null;
  maxCardsPerGame: number | null;
  minSecondsBetweenGames: number;
}

/** A game started outside any shop plays with the defaults. */
export const DEFAULT_SHOP_SETTINGS: ShopSettingsRow = {
  maxWinPercentage: MAX_WIN_PERCENTAGE.default,
  callInterval: DEFAULT_CALL_INTERVAL,
  gameMode: DEFAULT_GAME_MODE,
  winConditions: DEFAULT_WIN_CONDITIONS,
  cardValueCents: DEFAULT_CARD_VALUE_CENTS,
  winPercentage: WIN_PERCENTAGE.default,
  autoStart: false,
  voiceLanguage: DEFAULT_VOICE_LANGUAGE,
  patterns: [],
  skipUnused: false,
  stages: null,
  allowedPatterns: null,
  maxPrizeCents: null,
  maxCardValueCents: null,
  maxCardsPerGame: null,
  minSecondsBetweenGames: 0,
};

type PlanRow = Pick<ShopSettingsRow, 'winConditions' | 'patterns' | 'skipUnused' | 'stages'>;

/** The plan of settings whose every key names a live pattern (422 no_win_pattern: none wins). */
async function planOf(db: Db, shopId: number | null, row: PlanRow): Promise<GamePlan> {
  if (row.stages && shopId !== null) {
    const keys = [...new Set(row.stages.flatMap((stage) => stage.patterns))];
    const patterns = await patternsOfKeys(db, shopId, keys, 'stages');
    return { patterns, skip_unused: row.skipUnused, stages: row.stages };
  }
  const others = shopId === null ? [] : await patternsOfKeys(db, shopId, row.patterns);
  const plan = planFor(row.winConditions, others, row.skipUnused);
  if (plan.patterns.length === 0) throw new HttpError(422, 'no_win_pattern');
  return plan;
}

/**
 * What the shop's next game plays (decision 034): its win conditions' presets, then its own list;
 * or, in stages, the patterns its stages name. `stages: null` asks for one stage whatever the
 * shop keeps (a SPEC client naming its win conditions). Settings that still name a deleted
 * pattern (old data) are refused with 422 settings_pattern_missing: saving them repairs them.
 */
export async function shopPlan(db: Db, shopId: number | null, row: PlanRow): Promise<GamePlan> {
  if (shopId !== null) {
    const missing = await missingKeysOf(db, shopId, row);
    if (missing.length > 0) throw settingsPatternMissing(missing);
  }
  return planOf(db, shopId, row);
}

/**
 * The settings as a reader sees them, even when they name a deleted pattern (decision 045): the
 * plan without it (and `missing` naming it); nothing left to win shows the SPEC defaults' plan.
 */
export async function shopPlanToRead(
  db: Db,
  shopId: number,
  row: PlanRow,
): Promise<{ plan: GamePlan; missing: string[] }> {
  const missing = await missingKeysOf(db, shopId, row);
  const repaired = withoutMissing(row, missing);
  try {
    return { plan: await planOf(db, shopId, repaired), missing };
  } catch (error) {
    if (missing.length === 0 || !(error instanceof HttpError)) throw error;
    return { plan: planFor(DEFAULT_WIN_CONDITIONS, [], row.skipUnused), missing };
  }
}

/** 422 for a win % above the agent's limit, named on the field with the limit. */
export function aboveWinLimit(max: number): HttpError {
  return new HttpError(422, 'win_percentage_above_limit', [
    {
      path: 'win_percentage',
      message: `Win percentage must be at most ${max}% in this shop`,
      code: 'win_percentage_above_limit',
      params: { max },
    },
  ]);
}

const amountOrNull = (cents: bigint | null) => (cents === null ? null : centsToAmount(cents));

export function settingsAnswer(
  shopId: number,
  row: ShopSettingsRow,
  read: { plan: GamePlan; missing: string[]; platform: PlatformLimits },
): ShopGameSettings {
  const { plan, missing, platform } = read;
  const bounds = effectiveLimits(row, platform);
  return {
    shop_id: shopId,
    call_interval: row.callInterval,
    mode: row.gameMode,
    win_conditions: row.winConditions,
    patterns: row.patterns,
    skip_unused: row.skipUnused,
    stages: row.stages,
    plan,
    missing_patterns: missing,
    card_value: centsToAmount(row.cardValueCents),
    win_percentage: row.winPercentage,
    auto_start: row.autoStart,
    voice_language: row.voiceLanguage,
    limits: {
      max_win_percentage: row.maxWinPercentage,
      win_percentage_min: WIN_PERCENTAGE.min,
      card_value_min: CARD_VALUE.min,
      card_value_max: CARD_VALUE.max,
      call_intervals: [...CALL_INTERVALS],
      max_prize: amountOrNull(bounds.maxPrizeCents),
      max_card_value: amountOrNull(bounds.maxCardValueCents),
      max_cards_per_game: bounds.maxCardsPerGame,
      min_seconds_between_games: bounds.minSecondsBetweenGames,
      allowed_patterns: row.allowedPatterns,
      min_pattern_numbers: platform.minPatternNumbers,
    },
  };
}

/** The keys a change names must each name a preset or the shop's own live pattern (422). */
async function assertChangeKeysKnown(db: Db, shopId: number, change: UpdateGameSettingsRequest) {
  if (change.patterns) await patternsOfKeys(db, shopId, change.patterns);
  if (change.stages) {
    const keys = [...new Set(change.stages.flatMap((stage) => stage.patterns))];
    await patternsOfKeys(db, shopId, keys, 'stages');
  }
}

/**
 * Changes a live shop's settings (the caller's scope was checked); over the limit: 422. A key
 * the stored settings still name but whose pattern was deleted (old data) leaves them on this
 * save; patterns the change chooses must be allowed by the shop's agent and meet the floor.
 */
export async function updateShopGameSettings(
  db: Db,
  shopId: number,
  change: UpdateGameSettingsRequest,
): Promise<ShopGameSettings> {
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .select(shopSettingsColumns)
      .from(shops)
      .where(and(eq(shops.id, shopId), isNull(shops.deletedAt)))
      .for('update');
    if (!shop) throw notFound();
    if (
      change.win_percentage !== undefined &&
      !isWithinWinLimit(change.win_percentage, shop.maxWinPercentage)
    ) {
      throw aboveWinLimit(shop.maxWinPercentage);
    }
    await assertChangeKeysKnown(tx, shopId, change);
    const kept = withoutMissing(shop, await missingKeysOf(tx, shopId, shop));
    const [row] = await tx
      .update(shops)
      .set({
        callInterval: change.call_interval,
        gameMode: change.mode,
        winConditions: change.win_conditions,
        cardValueCents:
          change.card_value === undefined ? undefined : amountToCents(change.card_value),
        winPercentage: change.win_percentage,
        autoStart: change.auto_start,
        voiceLanguage: change.voice_language,
        patterns: change.patterns ?? kept.patterns,
        skipUnused: change.skip_unused,
        stages: change.stages === undefined ? kept.stages : change.stages,
      })
      .where(eq(shops.id, shopId))
      .returning(shopSettingsColumns);
    if (!row) throw notFound();
    // Something must win (422 no_win_pattern).
    const plan = await planOf(tx, shopId, row);
    const choosesPatterns =
      change.patterns !== undefined ||
      change.stages !== undefined ||
      change.win_conditions !== undefined;
    if (choosesPatterns) await assertPlanPatternsPermitted(tx, plan, row.allowedPatterns);
    return settingsAnswer(shopId, row, {
      plan,
      missing: [],
      platform: await readPlatformLimits(tx),
    });
  });
}

export interface StartChoices {
  withCards: boolean;
  cardValueCents?: bigint;
  winPercentage?: number;
  mode?: GameMode;
  winConditions?: WinConditions;
}

/**
 * The rules a start plays under: what the body names, else the shop's settings. SPEC's bare
 * `{amount}` start keeps its win % of 50 (never above the agent's limit) and takes the shop's
 * mode and win conditions. A win % the client names above the limit is refused (422).
 */
export function rulesForStart(shop: ShopSettingsRow, choices: StartChoices) {
  if (
    choices.winPercentage !== undefined &&
    !isWithinWinLimit(choices.winPercentage, shop.maxWinPercentage)
  ) {
    throw aboveWinLimit(shop.maxWinPercentage);
  }
  const shopWinPercentage = choices.withCards
    ? shop.winPercentage
    : Math.min(BARE_START_WIN_PERCENTAGE, shop.maxWinPercentage);
  return {
    mode: choices.mode ?? shop.gameMode,
    winConditions: choices.winConditions ?? shop.winConditions,
    cardValueCents: choices.cardValueCents ?? (choices.withCards ? shop.cardValueCents : 0n),
    winPercentage: choices.winPercentage ?? Math.min(shopWinPercentage, shop.maxWinPercentage),
    callInterval: shop.callInterval,
    autoStart: shop.autoStart,
    voiceLanguage: shop.voiceLanguage,
  };
}
