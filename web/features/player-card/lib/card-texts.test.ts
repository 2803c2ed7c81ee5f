import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '@web/lib/i18n-resources';
import { LANGUAGES } from '@web/lib/languages';
import { loadCardTexts } from './card-texts';

describe("the card page's texts (without i18next)", () => {
  it.each(LANGUAGES.map((l) => l.code))('%s reads every text as the app does', async (code) => {
    const t = await loadCardTexts(code);
    const appT = await i18next.createInstance().init({ lng: code, resources });
    const asked: [string, Record<string, number>?][] = [
      ['app.brand'],
      ['playerCard.title', { number: 42 }],
      ['playerCard.count', { called: 7, total: 75 }],
      ['playerCard.toGo', { count: 1 }],
      ['playerCard.toGo', { count: 3 }],
      ['playerCard.bingo'],
      ['patterns.one_line'],
      ['card.chanceVeryHigh'],
    ];
    for (const [key, values] of asked) {
      const text = t(key, values);
      expect(text, `${code} ${key}`).toBe(appT(key, values));
      expect(text, `${code} ${key}`).not.toMatch(/\{\{|^playerCard\./);
    }
  });

  it('shows the key of a text it does not have, and says so', async () => {
    const t = await loadCardTexts('en');
    expect(t('playerCard.nowhere')).toBe('playerCard.nowhere');
  });
});
