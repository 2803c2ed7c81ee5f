/** Whether the runtime knows this IANA time zone name (e.g. "Africa/Addis_Ababa"). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function wallClockAsUtc(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** The instant local midnight began, on the day `now` falls on in `timeZone` ("today" starts here). */
export function startOfDayInTimeZone(now: Date, timeZone: string): Date {
  const local = new Date(wallClockAsUtc(now, timeZone));
  const midnightWall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // Two passes settle the offset even when a DST change falls between midnight and now.
  let guess = midnightWall - (wallClockAsUtc(new Date(midnightWall), timeZone) - midnightWall);
  guess = midnightWall - (wallClockAsUtc(new Date(guess), timeZone) - guess);
  return new Date(guess);
}
