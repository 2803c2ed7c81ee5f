import type { TFunction } from 'i18next';
import { presetPattern } from '@core/bingo/patterns/presets';

/** A pattern's name in the screen's language: a preset's translation, a shop's own as written. */
export function patternName(t: TFunction, pattern: { key: string; name: string }): string {
  return presetPattern(pattern.key) ? t(`patterns.${pattern.key}`) : pattern.name;
}
