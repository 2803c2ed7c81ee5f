import { localDate } from './local-date';
import { startOfDayInTimeZone } from './start-of-day';

const HOUR = 3_600_000;

/** The instant the hall's calendar date `date` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfHallDate(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  let noon = Date.UTC(year, month - 1, day, 12);
  // Zones from UTC-12 to UTC+14: noon UTC may fall on the day before or after.
  const seen = localDate(new Date(noon), timeZone);
  if (seen > date) noon -= 24 * HOUR;
  if (seen < date) noon += 24 * HOUR;
  return startOfDayInTimeZone(new Date(noon), timeZone);
}

/** The instant the day after `date` begins: the end (exclusive) of a range ending on `date`. */
export function endOfHallDate(date: string, timeZone: string): Date {
  // 26 hours after midnight is always inside the next day (days last 23 to 25 hours).
  return startOfDayInTimeZone(
    new Date(startOfHallDate(date, timeZone).getTime() + 26 * HOUR),
    timeZone,
  );
}

export interface HallDay {
  date: string;
  start: Date;
  end: Date;
}

/** The last `count` calendar days of the hall, today last, each with its start and end. */
export function lastHallDays(now: Date, timeZone: string, count: number): HallDay[] {
  const days: HallDay[] = [];
  let start = startOfDayInTimeZone(now, timeZone);
  let end = endOfHallDate(localDate(now, timeZone), timeZone);
  for (let i = 0; i < count; i += 1) {
    days.unshift({ date: localDate(start, timeZone), start, end });
    end = start;
    start = startOfDayInTimeZone(new Date(start.getTime() - 1), timeZone);
  }
  return days;
}

/** "YYYY-MM-DD HH:MM" where the hall is: dates as an accountant reads them (one formatter, reused). */
export function hallDateTimeFormatter(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (instant) => {
    const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
}
