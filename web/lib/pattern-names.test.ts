import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CONDITION_PRESETS, PRESET_PATTERNS } from '@core/bingo/patterns/presets';
import { resources } from './i18n-resources';
import { patternName } from './pattern-names';

describe('pattern names (decision 034)', () => {
  it.each(Object.keys(resources))('%s names every preset', async (code) => {
    const t = await i18next.createInstance().init({ lng: code, resources });
    for (const pattern of PRESET_PATTERNS) {
      const name = patternName(t, pattern);
      expect(name, `${code} ${pattern.key}`).not.toBe(`patterns.${pattern.key}`);
      expect(name.trim(), `${code} ${pattern.key}`).not.toBe('');
    }
  });

  it("names SPEC's four switches as the Settings page does, in every language", async () => {
    for (const code of Object.keys(resources)) {
      const t = await i18next.createInstance().init({ lng: code, resources });
      for (const [condition, key] of Object.entries(CONDITION_PRESETS))
        expect(t(`patterns.${key}`)).toBe(t(`settings.win.${condition}`));
    }
  });

  it("shows a shop's own pattern by the name it was given, whatever the language", async () => {
    const t = await i18next.createInstance().init({ lng: 'am', resources });
    expect(patternName(t, { key: 'custom-7', name: 'Corner Hook' })).toBe('Corner Hook');
    expect(patternName(t, { key: 'letter_x', name: 'X' })).toBe('ኤክስ (X)');
  });
});
