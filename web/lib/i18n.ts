import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './i18n-resources';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  readStoredLanguage,
  storeLanguage,
  type LanguageCode,
} from './languages';

function applyDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
  initAsync: false,
});

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  storeLanguage(code);
  await i18n.changeLanguage(code);
}

export default i18n;
