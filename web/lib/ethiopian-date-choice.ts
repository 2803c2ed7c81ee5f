import {
  daysInEthiopianMonth,
  fromEthiopian,
  toEthiopian,
  type EthiopianDate,
} from '@core/time/ethiopian-days';

/**
 * What an Ethiopian date field offers (issue 39): a day, a month and a year, each a list of
 * numbers, for a value that stays the Gregorian day ("2026-11-28") its form sends. A part out of
 * the field's min and max is offered disabled, so it cannot be chosen; the value's own part is
 * always listed, so a value the form holds out of range still shows (and its error with it).
 */
export type DatePart = keyof EthiopianDate;

export interface DateBounds {
  /** The earliest Gregorian day the field allows ("2026-09-11"), if any. */
  min?: string;
  /** The latest one, if any. */
  max?: string;
  /** The hall's day today: what an empty field starts from when one part is chosen. */
  today: string;
}

export interface PartOption {
  value: number;
  disabled: boolean;
}

export interface EthiopianChoice {
  /** The parts the field shows, or null when it is empty. */
  shown: EthiopianDate | null;
  days: PartOption[];
  months: PartOption[];
  years: PartOption[];
}

/** Years listed around today when the field has no min or max. */
const YEARS_BACK = 20;
const YEARS_AHEAD = 10;

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

function clamp(day: string, { min, max }: DateBounds): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

/** Whether any day from `first` to `last` (Ethiopian, inclusive) is within the bounds. */
function allowed(first: EthiopianDate, last: EthiopianDate, { min, max }: DateBounds): boolean {
  return !(min && fromEthiopian(last) < min) && !(max && fromEthiopian(first) > max);
}

/** The options of each part for a field holding `value` ('' when empty). */
export function ethiopianChoice(value: string, bounds: DateBounds): EthiopianChoice {
  const shown = value ? toEthiopian(value) : null;
  // An empty field lists the parts of the day it would start from.
  const base = shown ?? toEthiopian(clamp(bounds.today, bounds));
  const thisYear = toEthiopian(bounds.today).year;
  const first = bounds.min ? toEthiopian(bounds.min).year : thisYear - YEARS_BACK;
  const last = bounds.max ? toEthiopian(bounds.max).year : thisYear + YEARS_AHEAD;
  const { year, month } = base;
  return {
    shown,
    days: range(1, daysInEthiopianMonth(year, month)).map((day) => {
      const date = { year, month, day };
      return { value: day, disabled: !allowed(date, date, bounds) };
    }),
    months: range(1, 13).map((m) => ({
      value: m,
      disabled: !allowed(
        { year, month: m, day: 1 },
        { year, month: m, day: daysInEthiopianMonth(year, m) },
        bounds,
      ),
    })),
    years: range(Math.min(first, year), Math.max(last, year)).map((y) => ({
      value: y,
      disabled: !allowed(
        { year: y, month: 1, day: 1 },
        { year: y, month: 13, day: daysInEthiopianMonth(y, 13) },
        bounds,
      ),
    })),
  };
}

/**
 * The field's value once one part is chosen: the other parts kept (an empty field's taken from
 * today), the day brought within its month (Pagume has 5 or 6), the day within min and max.
 * Choosing no part (NaN, the blank option) empties the field.
 */
export function chooseEthiopianPart(
  value: string,
  part: DatePart,
  chosen: number,
  bounds: DateBounds,
): string {
  if (Number.isNaN(chosen)) return '';
  const date = { ...toEthiopian(value || clamp(bounds.today, bounds)), [part]: chosen };
  date.day = Math.min(date.day, daysInEthiopianMonth(date.year, date.month));
  return clamp(fromEthiopian(date), bounds);
}
