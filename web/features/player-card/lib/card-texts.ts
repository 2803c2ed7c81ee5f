import type { LanguageCode } from '@web/lib/languages';
import { loadTranslation } from '@web/lib/locale-loaders';

export type Translate = (key: string, values?: Record<string, string | number>) => string;
type Texts = Record<string, unknown>;

/**
 * The app's translations read the way i18next reads them (dotted keys, `{{name}}`, `_one`/`_other`
 * by the language's plural rules), without i18next: the phone page has no React and no i18next.
 */
export async function loadCardTexts(language: LanguageCode): Promise<Translate> {
  // The language's one chunk, as the app loads it (fetched when chosen).
  const texts = await loadTranslation(language);
  const plural = new Intl.PluralRules(language);
  const lookup = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  return (key, values = {}) => {
    const forms =
      typeof values.count === 'number'
        ? [`${key}_${plural.select(values.count)}`, `${key}_other`, key]
        : [key];
    const text = forms.map(lookup).find((found): found is string => typeof found === 'string');
    if (text === undefined) {
      console.warn(`i18next::missingKey ${key}`);
      return key;
    }
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
