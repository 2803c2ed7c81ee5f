import { DEFAULT_VOICE_LANGUAGE, type VoiceLanguage } from '@core/bingo/game-limits';
import { maxNumberFor } from '@core/bingo/modes';
import type { PlanStage } from '@core/bingo/patterns/game-patterns';
import {
  settingsPageFormSchema,
  shopPatternKeysSchema,
  type ShopGameSettings,
} from '@core/schemas/game-settings';
import { shopStagesSchema } from '@core/schemas/patterns';
import type { GameSettings, LanguageName } from '@web/lib/game-settings';

/**
 * What the form edits: the shop's game settings (decision 028) and this browser's sound toggle;
 * the screen language and theme are the app's own (previewed live).
 */
export type SettingsValues = Omit<GameSettings, 'language' | 'maxNumbers'> & {
  voiceLanguage: VoiceLanguage;
  /** The shop's patterns besides the win conditions, and its skip-unused rule (decision 034). */
  patterns: string[];
  skipUnused: boolean;
  /** A game in stages, or null for one stage. */
  stages: PlanStage[] | null;
};

export function formValues(settings: GameSettings, shop?: ShopGameSettings): SettingsValues {
  return {
    callInterval: shop?.call_interval ?? settings.callInterval,
    soundEnabled: settings.soundEnabled,
    autoStart: shop?.auto_start ?? settings.autoStart,
    gameMode: shop?.mode ?? settings.gameMode,
    winConditions: { ...(shop?.win_conditions ?? settings.winConditions) },
    voiceLanguage: shop?.voice_language ?? DEFAULT_VOICE_LANGUAGE,
    patterns: [...(shop?.patterns ?? [])],
    skipUnused: shop?.skip_unused ?? false,
    stages: shop?.stages ? shop.stages.map((stage) => ({ ...stage })) : null,
  };
}

/** The shop's part of the form, as the API takes it (checked with the server's schema). */
export function shopChange(values: SettingsValues) {
  const page = settingsPageFormSchema.safeParse({
    call_interval: values.callInterval,
    voice_language: values.voiceLanguage,
    mode: values.gameMode,
    auto_start: values.autoStart,
    win_conditions: values.winConditions,
  });
  const patterns = shopPatternKeysSchema.safeParse(values.patterns);
  const stages = values.stages === null ? null : shopStagesSchema.safeParse(values.stages);
  if (!page.success || !patterns.success || (stages && !stages.success)) return null;
  return {
    ...page.data,
    patterns: patterns.data,
    skip_unused: values.skipUnused,
    stages: stages ? (stages.data ?? null) : null,
  };
}

/** Whether the form's stages are what the server would refuse (said beside the stages). */
export function stagesRefused(values: SettingsValues): boolean {
  return values.stages !== null && !shopStagesSchema.safeParse(values.stages).success;
}

/** This browser's copy of the settings: the shop's answer is cached apart, the sound stays personal. */
export function browserSettings(values: SettingsValues, language: LanguageName): GameSettings {
  const {
    voiceLanguage: _voice,
    patterns: _patterns,
    skipUnused: _skip,
    stages: _stages,
    ...personal
  } = values;
  return { ...personal, maxNumbers: maxNumberFor(values.gameMode), language };
}
