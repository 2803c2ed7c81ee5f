import { dayIn, type Calendar } from './ethiopian-days';
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

const QUARTER_HOUR = 900_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "YYYY-MM-DD HH:MM" where the hall is, the day in the calendar asked for: dates as an accountant
 * reads them. The zone's offset is
 * looked up once per quarter hour (no zone changes its offset within one) and cached, so a CSV of
 * a million rows does not call Intl a million times.
 */
export function hallDateTimeFormatter(
  timeZone: string,
  calendar: Calendar = 'gregorian',
): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (quarter: number): number => {
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_HOUR;
      const parts = Object.fromEntries(
        format.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]),
      );
      const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour, parts.minute);
      offset = wall - at;
      if (offsets.size > 100_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (instant) => {
    const time = instant.getTime();
    const local = new Date(time + offsetAt(Math.floor(time / QUARTER_HOUR)));
    const day = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
    return `${dayIn(day, calendar)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  };
}
