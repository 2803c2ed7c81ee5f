import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DEFAULT_CURRENCY, type Currency } from '@core/currency';
import { isEthiopicLanguage, useCalendarPreference } from './calendar';
import { hasOwnGregorianWords, ownWordsFormatter, type DateFormatter } from './ethiopic-dates';
import { usePublicConfig } from './public-config';

/**
 * Intl formatters by language and options, each built once: building one costs about a
 * millisecond (4 on a slow phone) and every amount and date on a screen asked for a new one.
 */
const formatters = new Map<string, Intl.NumberFormat | DateFormatter>();
function cached<T extends Intl.NumberFormat | DateFormatter>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An Intl formatter for the language, built once; Intl does not know every interface language
 * (Tigrigna), and a refusal falls back on English.
 */
function intl<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  language: string,
  options: object,
  build: (language: string) => T,
): T {
  return cached(`${kind} ${language} ${JSON.stringify(options)}`, () => {
    try {
      return build(language);
    } catch {
      return build('en');
    }
  }) as T;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  intl('n', language, options, (tag) => new Intl.NumberFormat(tag, options));

/**
 * THE money format: every amount on every screen, PDF and export passes here. The hall's symbol
 * (a platform setting) leads, 2 decimals and thousand separators follow ("$1,234.50",
 * "Br 1,234.50"); a symbol of letters keeps a no-break space so it never wraps off its number.
 */
export function formatMoney(
  amount: number,
  language: string,
  currency: Currency = DEFAULT_CURRENCY,
): string {
  const figures = numberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(Number.isFinite(amount) ? amount : 0);
  const gap = /\p{L}$/u.test(currency.symbol) ? '\u00a0' : '';
  return `${currency.symbol}${gap}${figures}`;
}

const intlDates = (language: string, options: Intl.DateTimeFormatOptions) =>
  intl('d', language, options, (tag) => new Intl.DateTimeFormat(tag, options));

/**
 * THE date format: every date and time on every screen passes here. In Amharic and Tigrigna with
 * the Ethiopian calendar on, the days are Ethiopian, written in the screen's script with no Latin
 * month or era (ethiopic-dates.ts); Tigrigna's Gregorian dates are written there too.
 */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
  ethiopian = false,
): DateFormatter {
  if (ethiopian && isEthiopicLanguage(language))
    return cached(`e ${language} ${JSON.stringify(options)}`, () =>
      ownWordsFormatter(language, 'ethiopic', options, intlDates),
    );
  if (hasOwnGregorianWords(language))
    return cached(`g ${language} ${JSON.stringify(options)}`, () =>
      ownWordsFormatter(language, 'gregory', options, intlDates),
    );
  return intlDates(language, options);
}

/**
 * SPEC section 9 summary figures: over 1000 with thousand separators, under 1 with 2 decimals.
 * Whole numbers (counts) stay whole: 0 games is "0", not "0.00".
 */
export function formatFigure(value: number, language: string): string {
  const safe = Number.isFinite(value) ? value : 0;
  if (Number.isInteger(safe))
    return numberFormat(language, { maximumFractionDigits: 0, useGrouping: 'always' }).format(safe);
  const underOne = Math.abs(safe) < 1;
  return numberFormat(language, {
    minimumFractionDigits: underOne ? 2 : 0,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(safe);
}

/** Formatters bound to the current interface language. */
export function useFormatters(): {
  money: (amount: number) => string;
  /** The hall's currency, for a label that names it ("Card Value (Br)"). */
  currency: Currency;
  figure: (value: number) => string;
  /** A whole percentage (20 -> "20%", "20 %" in French). */
  percent: (value: number) => string;
  date: (iso: string) => string;
  /** The hour and minute of a moment, in the browser's (the hall's) time zone. */
  time: (iso: string) => string;
  /** A moment with its time to the second (a game's timeline). */
  dateTime: (iso: string) => string;
  /** A date with its own Intl options (a chart's day label), through the same calendar rule. */
  formatDate: (at: Date, options: Intl.DateTimeFormatOptions) => string;
  /** A hall day ("2026-11-28", as reports and statements name days) in this screen's calendar. */
  hallDay: (day: string) => string;
} {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  const { currency } = usePublicConfig();
  const { ethiopian } = useCalendarPreference();
  return useMemo(() => {
    // A day is its noon in UTC: the same calendar day in every hall's time zone.
    const hallDay = (day: string) => {
      const at = Date.parse(`${day}T12:00:00Z`);
      if (Number.isNaN(at)) return day;
      return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }, ethiopian).format(at);
    };
    // Built on first use (most screens show no date).
    const dates = () => dateFormat(language, { dateStyle: 'medium' }, ethiopian);
    const times = () => dateFormat(language, { timeStyle: 'short' }, ethiopian);
    const moments = () =>
      dateFormat(language, { dateStyle: 'short', timeStyle: 'medium' }, ethiopian);
    return {
      money: (amount: number) => formatMoney(amount, language, currency),
      currency,
      figure: (value: number) => formatFigure(value, language),
      percent: (value: number) =>
        numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
          (Number.isFinite(value) ? value : 0) / 100,
        ),
      date: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? '' : dates().format(time);
      },
      time: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? '' : times().format(time);
      },
      dateTime: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? '' : moments().format(time);
      },
      formatDate: (at: Date, options: Intl.DateTimeFormatOptions) =>
        dateFormat(language, options, ethiopian).format(at),
      hallDay,
    };
  }, [language, currency, ethiopian]);
}

/** The parts of a game the server sends for its name and summary (GameListItem). */
export interface GameNameParts {
  id: number;
  shop_name: string | null;
  cashier_username: string;
  mode: string;
  cards_count: number;
}

/** "Game #4 · Merkato Bingo" in the current language (the server's `name` stays English). */
export function gameName(game: GameNameParts, t: TFunction): string {
  return t('gameNames.title', { id: game.id, where: game.shop_name ?? game.cashier_username });
}

/** "Standard 1-75 · 3 cards" in the current language (the server's `description` stays English). */
export function gameSummary(game: GameNameParts, t: TFunction): string {
  const mode = t(`gameNames.modes.${game.mode}`, { defaultValue: game.mode });
  return t('gameNames.summary', { mode, cards: t('gameNames.cards', { count: game.cards_count }) });
}

/** A jackpot's message: the hall's own, or the default in the current language. */
export function jackpotMessage(
  jackpot: { message?: string | null; default_message?: boolean },
  t: TFunction,
): string | null {
  if (jackpot.default_message) return t('gameNames.defaultJackpotMessage');
  return jackpot.message || null;
}
