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
import { loadFirstTexts, loadTranslation } from './locale-loaders';

function applyDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

// Languages whose whole locale is in i18next (the sign-in screen may start with a part of one).
const complete = new Map<LanguageCode, Promise<void>>();

function ensureLoaded(code: LanguageCode): Promise<void> {
  const known = complete.get(code);
  if (known) return known;
  const loaded = loadTranslation(code).then((texts) => {
    i18n.addResourceBundle(code, 'translation', texts, true, true);
  });
  // A failed download (offline) is tried again by the next screen that asks.
  loaded.catch(() => complete.delete(code));
  complete.set(code, loaded);
  return loaded;
}

/**
 * Resolves once the current language's whole locale is in: every screen but sign-in waits for it
 * (router.tsx), so no screen ever shows a key.
 */
export function allTexts(): Promise<void> {
  // The router starts loading the first screen before initI18n has run.
  return started.then(() => ensureLoaded(currentLanguage()));
}

let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => (markStarted = resolve));

/**
 * Loads the stored language's texts, then starts i18next with them. The app renders after this
 * resolves, so the first paint already shows texts, never keys. On the sign-in screen (`/`) that
 * is only the sections it shows (FIRST_SCREEN_SECTIONS in vite.config.ts): the whole locale (20 KB gzip) follows at once
 * without holding up the first paint.
 */
export async function initI18n(): Promise<void> {
  const language = readStoredLanguage();
  const signIn = typeof location !== 'undefined' && location.pathname === '/';
  const texts = signIn ? loadFirstTexts(language) : loadTranslation(language);
  if (!signIn) complete.set(language, Promise.resolve());
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await texts } },
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
  markStarted();
  if (signIn) void ensureLoaded(language).catch(() => undefined);
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
