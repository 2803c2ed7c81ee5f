import { isCallInterval } from '@core/bingo/game-limits';
import { DEFAULT_GAME_MODE, isGameMode, maxNumberFor, type GameMode } from '@core/bingo/modes';
import { WIN_CONDITION_KEYS, type WinConditions } from '@core/bingo/win-patterns';
import { LANGUAGES } from './languages';
import { STORAGE_KEYS, readJson, readString, tryWriteJson } from './storage';

export { CALL_INTERVALS } from '@core/bingo/game-limits';
export { WIN_CONDITION_KEYS, type WinConditions } from '@core/bingo/win-patterns';

export type LanguageName = (typeof LANGUAGES)[number]['name'];

/** SPEC section 3 "Game settings", stored under `gameSettings`. */
export interface GameSettings {
  callInterval: number;
  language: LanguageName;
  soundEnabled: boolean;
  autoStart: boolean;
  maxNumbers: number;
  gameMode: GameMode;
  winConditions: WinConditions;
}

export const DEFAULT_GAME_SETTINGS: GameSettings = Object.freeze({
  callInterval: 6,
  language: 'English',
  soundEnabled: true,
  autoStart: false,
  maxNumbers: maxNumberFor(DEFAULT_GAME_MODE),
  gameMode: DEFAULT_GAME_MODE,
  winConditions: Object.freeze({
    anyLine: true,
    fourCorners: true,
    fullHouse: false,
    diagonal: true,
  }),
});

/** SPEC section 9: 4 s when no settings were ever saved (the caller's own default). */
export const CALLER_INTERVAL_WITHOUT_SETTINGS = 4;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function isLanguageName(value: unknown): value is LanguageName {
  return LANGUAGES.some((language) => language.name === value);
}

function normalizeWinConditions(value: unknown): WinConditions {
  const defaults = DEFAULT_GAME_SETTINGS.winConditions;
  if (!isRecord(value)) return { ...defaults };
  const conditions = { ...defaults };
  for (const key of WIN_CONDITION_KEYS) {
    if (typeof value[key] === 'boolean') conditions[key] = value[key];
  }
  // A game nobody can win is broken data: fall back to the defaults.
  return hasAnyWinCondition(conditions) ? conditions : { ...defaults };
}

export function hasAnyWinCondition(conditions: WinConditions): boolean {
  return WIN_CONDITION_KEYS.some((key) => conditions[key]);
}

/** Any stored value to valid settings: each broken or missing field takes its default. */
export function normalizeGameSettings(value: unknown): GameSettings {
  const defaults = DEFAULT_GAME_SETTINGS;
  if (!isRecord(value)) return { ...defaults, winConditions: { ...defaults.winConditions } };
  const gameMode = isGameMode(value.gameMode) ? value.gameMode : defaults.gameMode;
  return {
    callInterval: isCallInterval(value.callInterval) ? value.callInterval : defaults.callInterval,
    language: isLanguageName(value.language) ? value.language : defaults.language,
    soundEnabled:
      typeof value.soundEnabled === 'boolean' ? value.soundEnabled : defaults.soundEnabled,
    autoStart: typeof value.autoStart === 'boolean' ? value.autoStart : defaults.autoStart,
    // The highest ball always follows the mode, so the two can never disagree.
    maxNumbers: maxNumberFor(gameMode),
    gameMode,
    winConditions: normalizeWinConditions(value.winConditions),
  };
}

/** The saved settings, or the defaults (also for broken stored data). */
export function readGameSettings(): GameSettings {
  return normalizeGameSettings(readJson<unknown>(STORAGE_KEYS.gameSettings, null));
}

/** Saves the settings; false when the browser refused (storage full or blocked). */
export function saveGameSettings(settings: GameSettings): boolean {
  return tryWriteJson(STORAGE_KEYS.gameSettings, normalizeGameSettings(settings));
}

/**
 * SPEC section 9: the caller's interval is 4 s when no settings exist, 6 s if the saved settings
 * lack an interval, otherwise their callInterval.
 */
export function callerIntervalSeconds(): number {
  if (readString(STORAGE_KEYS.gameSettings) === null) return CALLER_INTERVAL_WITHOUT_SETTINGS;
  const stored = readJson<unknown>(STORAGE_KEYS.gameSettings, null);
  if (!isRecord(stored)) return CALLER_INTERVAL_WITHOUT_SETTINGS;
  const interval = stored.callInterval;
  return typeof interval === 'number' && Number.isFinite(interval) && interval > 0
    ? interval
    : DEFAULT_GAME_SETTINGS.callInterval;
}
