import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguageCode,
  readStoredLanguage,
  storeLanguage,
  type LanguageCode,
} from './languages';
import { loadTranslation } from './locale-loaders';

function applyDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(code, 'translation'))
    i18n.addResourceBundle(code, 'translation', await loadTranslation(code));
}

/**
 * Loads the stored language's texts, then starts i18next with them. The app renders after this
 * resolves, so the first paint already shows texts, never keys.
 */
export async function initI18n(): Promise<void> {
  const language = readStoredLanguage();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await loadTranslation(language) } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    // Every locale has every key (i18n.test.ts): the fallback is never needed, so never fetched.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    // A key missing from the language is a defect: say so (the browser tests listen for it).
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => console.warn(`i18next::missingKey ${key}`),
  });
  applyDocumentLanguage(i18n.language);
  i18n.on('languageChanged', applyDocumentLanguage);
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Shows the screens in a language without storing it (Game Settings until Save). */
export async function previewLanguage(code: LanguageCode): Promise<void> {
  await ensureLoaded(code);
  await i18n.changeLanguage(code);
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  storeLanguage(code);
  await ensureLoaded(code);
  await i18n.changeLanguage(code);
}

export default i18n;
