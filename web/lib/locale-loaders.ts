import type { LanguageCode } from './languages';

export type Translation = Record<string, unknown>;

/**
 * One chunk per language, fetched when it is chosen: the first load carries only the language the
 * user reads (tests that need every locale at once use i18n-resources.ts).
 */
const loaders: Record<LanguageCode, () => Promise<{ default: Translation }>> = {
  en: () => import('@web/locales/en.json'),
  am: () => import('@web/locales/am.json'),
  ti: () => import('@web/locales/ti.json'),
  es: () => import('@web/locales/es.json'),
  fr: () => import('@web/locales/fr.json'),
};

export async function loadTranslation(code: LanguageCode): Promise<Translation> {
  return (await loaders[code]()).default;
}

/** The sections the sign-in screen shows (FIRST_SCREEN_SECTIONS in vite.config.ts), a few KB, to render it before the rest. */
const firstLoaders: Record<LanguageCode, () => Promise<{ default: Translation }>> = {
  en: () => import('virtual:first-texts/en'),
  am: () => import('virtual:first-texts/am'),
  ti: () => import('virtual:first-texts/ti'),
  es: () => import('virtual:first-texts/es'),
  fr: () => import('virtual:first-texts/fr'),
};

export async function loadFirstTexts(code: LanguageCode): Promise<Translation> {
  return (await firstLoaders[code]()).default;
}
