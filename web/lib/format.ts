import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** Intl does not know every interface language (Tigrigna); it then falls back on its own. */
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/** Money is always shown with 2 decimals and thousand separators (1,234.50). */
export function formatMoney(amount: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(Number.isFinite(amount) ? amount : 0);
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
  figure: (value: number) => string;
  /** A whole percentage (20 -> "20%", "20 %" in French). */
  percent: (value: number) => string;
  date: (iso: string) => string;
  /** The hour and minute of a moment, in the browser's (the hall's) time zone. */
  time: (iso: string) => string;
  /** A moment with its time to the second (a game's timeline). */
  dateTime: (iso: string) => string;
} {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const dateFormat = (options: Intl.DateTimeFormatOptions) => {
      try {
        return new Intl.DateTimeFormat(language, options);
      } catch {
        return new Intl.DateTimeFormat('en', options);
      }
    };
    const dates = dateFormat({ dateStyle: 'medium' });
    const times = dateFormat({ timeStyle: 'short' });
    const moments = dateFormat({ dateStyle: 'short', timeStyle: 'medium' });
    return {
      money: (amount: number) => formatMoney(amount, language),
      figure: (value: number) => formatFigure(value, language),
      percent: (value: number) =>
        numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
          (Number.isFinite(value) ? value : 0) / 100,
        ),
      date: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? '' : dates.format(time);
      },
      time: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? '' : times.format(time);
      },
      dateTime: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? '' : moments.format(time);
      },
    };
  }, [language]);
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
