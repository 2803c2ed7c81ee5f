import { SHOP_LANGUAGES, type ShopLanguage } from '@core/schemas/shops';

/**
 * The language a new shop takes (decision 048): the first of the creating screen's languages
 * (its Accept-Language header, which the web app sets to its screen language) that a shop can
 * have, by the header's order and weights; English when none.
 */
export function shopLanguageFrom(acceptLanguage: string | undefined): ShopLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { base } of ranked) {
    const found = SHOP_LANGUAGES.find((code) => code === base);
    if (found) return found;
  }
  return 'en';
}
