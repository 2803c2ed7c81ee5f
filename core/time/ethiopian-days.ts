/** The calendars a hall's people may read dates in (a personal setting on screens, asked for by exports). */
export const CALENDARS = ['gregorian', 'ethiopic'] as const;
export type Calendar = (typeof CALENDARS)[number];

/** A day of the Ethiopian calendar (Amete Mihret era): month 13 is Pagume. */
export interface EthiopianDate {
  year: number;
  month: number;
  day: number;
}

/** The Julian Day Number of 1 Meskerem 1 (Amete Mihret), 29 August 8 in the Julian calendar. */
const EPOCH = 1_724_221;
/** The Julian Day Number of 1970-01-01, where Date counts from. */
const UNIX_EPOCH = 2_440_588;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The year before a Gregorian leap year has a sixth day of Pagume. */
export const isEthiopianLeapYear = (year: number) => year % 4 === 3;

/** Twelve months of 30 days, then Pagume of 5 or 6. */
export const daysInEthiopianMonth = (year: number, month: number) =>
  month < 13 ? 30 : isEthiopianLeapYear(year) ? 6 : 5;

/** Whether the day exists: Pagume 6 only in a leap year, never a 31st. */
export const isEthiopianDate = ({ year, month, day }: EthiopianDate) =>
  [year, month, day].every(Number.isInteger) &&
  year >= 1 &&
  month >= 1 &&
  month <= 13 &&
  day >= 1 &&
  day <= daysInEthiopianMonth(year, month);

/** A Gregorian day ("2026-11-28", proleptic before 1582 as Date counts) as an Ethiopian one. */
export function toEthiopian(day: string): EthiopianDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Days since 1 Meskerem of the year 0, in four-year cycles of 1461 days from there: the
  // cycle's last year (3, 7, ...) is the one with Pagume 6.
  const noon = new Date(Date.UTC(2000, 0, 1, 12));
  noon.setUTCFullYear(y, m - 1, d); // Date.UTC would read the years 0 to 99 as 1900 to 1999
  const since = Math.floor(noon.getTime() / DAY_MS) + UNIX_EPOCH - EPOCH + 365;
  const inCycle = ((since % 1461) + 1461) % 1461;
  const yearInCycle = Math.min(Math.floor(inCycle / 365), 3);
  const year = 4 * Math.floor(since / 1461) + yearInCycle;
  const inYear = inCycle - 365 * yearInCycle;
  return { year, month: Math.floor(inYear / 30) + 1, day: (inYear % 30) + 1 };
}

/** An Ethiopian day as the Gregorian one ("2026-09-11"), as date fields and the API hold it. */
export function fromEthiopian({ year, month, day }: EthiopianDate): string {
  const jdn = EPOCH + 365 * (year - 1) + Math.floor(year / 4) + 30 * (month - 1) + day - 1;
  const at = new Date((jdn - UNIX_EPOCH) * DAY_MS);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/**
 * A Gregorian calendar day ("2026-11-28") as the same day in the Ethiopian calendar
 * ("2019-03-19").
 */
export function ethiopianDay(day: string): string {
  const { year, month, day: date } = toEthiopian(day);
  return `${year}-${pad(month)}-${pad(date)}`;
}

/** A hall day in the calendar asked for. */
export const dayIn = (day: string, calendar: Calendar) =>
  calendar === 'ethiopic' ? ethiopianDay(day) : day;
