import { STORAGE_KEYS, readJson, readString, writeJson, writeString } from './storage';

/** The five interface languages; `name` is how SPEC's game settings store a language. */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ' },
  { code: 'ti', name: 'Tigrigna', nativeName: 'ትግርኛ' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageCodeFromName(name: unknown): LanguageCode | null {
  return LANGUAGES.find((language) => language.name === name)?.code ?? null;
}

export function languageNameFromCode(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? 'English';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Has this device chosen its interface language (rather than falling back to English)? */
export function hasStoredLanguage(): boolean {
  return isLanguageCode(readString(STORAGE_KEYS.language));
}

/** The saved interface language; falls back to the game settings' language, then English. */
export function readStoredLanguage(): LanguageCode {
  const saved = readString(STORAGE_KEYS.language);
  if (isLanguageCode(saved)) return saved;
  const settings = readJson<Record<string, unknown> | null>(
    STORAGE_KEYS.gameSettings,
    null,
    isRecord,
  );
  return languageCodeFromName(settings?.language) ?? DEFAULT_LANGUAGE;
}

/** Saves the interface language and keeps saved game settings (which name it) in step. */
export function storeLanguage(code: LanguageCode): void {
  writeString(STORAGE_KEYS.language, code);
  const settings = readJson<Record<string, unknown> | null>(
    STORAGE_KEYS.gameSettings,
    null,
    isRecord,
  );
  if (settings && settings.language !== languageNameFromCode(code)) {
    writeJson(STORAGE_KEYS.gameSettings, { ...settings, language: languageNameFromCode(code) });
  }
}
