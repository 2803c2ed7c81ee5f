/** The calendars a hall's people may read dates in (a personal setting on screens, asked for by exports). */
export const CALENDARS = ['gregorian', 'ethiopic'] as const;
export type Calendar = (typeof CALENDARS)[number];

let numbers: Intl.DateTimeFormat | undefined;
const days = new Map<string, string>();
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A Gregorian calendar day ("2026-11-28") as the same day in the Ethiopian calendar
 * ("2019-03-19"), by Intl's own Ethiopian calendar; each day is worked out once.
 */
export function ethiopianDay(day: string): string {
  let found = days.get(day);
  if (found === undefined) {
    numbers ??= new Intl.DateTimeFormat('en', {
      calendar: 'ethiopic',
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    const parts = Object.fromEntries(
      numbers.formatToParts(Date.parse(`${day}T12:00:00Z`)).map((p) => [p.type, p.value]),
    );
    found = `${parts.year}-${pad(Number(parts.month))}-${pad(Number(parts.day))}`;
    if (days.size > 100_000) days.clear();
    days.set(day, found);
  }
  return found;
}

/** A hall day in the calendar asked for. */
export const dayIn = (day: string, calendar: Calendar) =>
  calendar === 'ethiopic' ? ethiopianDay(day) : day;
