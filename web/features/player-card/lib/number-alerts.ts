import type { CardGrid } from '@core/bingo/card';
import type { GameMode } from '@core/bingo/modes';
import { voiceClipUrl } from '@web/lib/ball-voice';
import type { LanguageCode } from '@web/lib/languages';
import { readJson, STORAGE_KEYS, writeJson } from '@web/lib/storage';

/** What this phone does when one of its card's numbers is called: the player's own choice. */
export interface NumberAlerts {
  vibrate: boolean;
  speak: boolean;
}

const NONE: NumberAlerts = { vibrate: false, speak: false };
const isAlerts = (value: unknown): value is NumberAlerts =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as NumberAlerts).vibrate === 'boolean' &&
  typeof (value as NumberAlerts).speak === 'boolean';

export const readNumberAlerts = (): NumberAlerts =>
  readJson<NumberAlerts>(STORAGE_KEYS.cardAlerts, NONE, isAlerts);
export const storeNumberAlerts = (alerts: NumberAlerts) =>
  writeJson(STORAGE_KEYS.cardAlerts, alerts);

/** Whether this phone can vibrate at all (iPhones' Safari cannot). */
export const canVibrate = () => typeof navigator !== 'undefined' && 'vibrate' in navigator;

/**
 * The balls just called that are on the card, each told as the player chose: a short buzz, and
 * the ball in the hall's voice (its one clip, fetched when it comes: nothing is preloaded on a
 * phone on the hall's Wi-Fi).
 */
export function alertCalledNumbers(
  card: CardGrid,
  fresh: readonly number[],
  voice: { language: LanguageCode; mode: GameMode },
  alerts: NumberAlerts,
): number[] {
  const onCard = fresh.filter((n) => card.some((row) => row.includes(n)));
  if (onCard.length === 0) return onCard;
  if (alerts.vibrate && canVibrate()) navigator.vibrate(200);
  const last = onCard.at(-1)!;
  if (alerts.speak)
    void new Audio(voiceClipUrl(voice.language, last, voice.mode)).play().catch(() => undefined);
  return onCard;
}
