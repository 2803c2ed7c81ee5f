/** Every locale at once, for tests; the app loads one language at a time (locale-loaders.ts). */
import en from '@web/locales/en.json';
import am from '@web/locales/am.json';
import ti from '@web/locales/ti.json';
import es from '@web/locales/es.json';
import fr from '@web/locales/fr.json';
import type { LanguageCode } from './languages';

export const resources = {
  en: { translation: en },
  am: { translation: am },
  ti: { translation: ti },
  es: { translation: es },
  fr: { translation: fr },
} satisfies Record<LanguageCode, { translation: unknown }>;
