import { presetPattern } from '@core/bingo/patterns/presets';

/** A pattern's name in the screen's language: a preset's translation, a shop's own as written. */
export function patternName(
  t: (key: string) => string,
  pattern: { key: string; name: string },
): string {
  return presetPattern(pattern.key) ? t(`patterns.${pattern.key}`) : pattern.name;
}
