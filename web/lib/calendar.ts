import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readString, STORAGE_KEYS, writeString } from './storage';

/**
 * The personal "Ethiopian calendar" setting, kept in this browser like the theme. It only shows in
 * Amharic and Tigrigna (format.ts decides); it is on until the user turns it off.
 */
const listeners = new Set<() => void>();

/** Languages whose readers may count days in the Ethiopian calendar (a personal setting). */
export const ETHIOPIC_LANGUAGES: readonly string[] = ['am', 'ti'];
export type EthiopicLanguage = 'am' | 'ti';
export const isEthiopicLanguage = (language: string): language is EthiopicLanguage =>
  ETHIOPIC_LANGUAGES.includes(language);

function readEthiopian(): boolean {
  return readString(STORAGE_KEYS.ethiopianCalendar) !== 'off';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCalendarPreference(): {
  ethiopian: boolean;
  setEthiopian: (on: boolean) => void;
} {
  const ethiopian = useSyncExternalStore(subscribe, readEthiopian, () => true);
  const setEthiopian = useCallback((on: boolean) => {
    writeString(STORAGE_KEYS.ethiopianCalendar, on ? 'on' : 'off');
    listeners.forEach((listener) => listener());
  }, []);
  return { ethiopian, setEthiopian };
}

/** The calendar this browser shows dates in for `language`: what its CSV exports ask for too. */
export function calendarShown(language: string): 'ethiopic' | 'gregorian' {
  return ETHIOPIC_LANGUAGES.includes(language) && readEthiopian() ? 'ethiopic' : 'gregorian';
}

/**
 * The language this screen writes Ethiopian dates in (its dates and date fields), or null when
 * the screen counts days in the Gregorian calendar.
 */
export function useEthiopianDates(): EthiopicLanguage | null {
  const { i18n } = useTranslation();
  const { ethiopian } = useCalendarPreference();
  return ethiopian && isEthiopicLanguage(i18n.language) ? i18n.language : null;
}
