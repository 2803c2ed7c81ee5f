import { describe, expect, it } from 'vitest';
import { isValidTimeZone, startOfDayInTimeZone } from './start-of-day';

describe('startOfDayInTimeZone', () => {
  it('is UTC midnight in UTC', () => {
    expect(startOfDayInTimeZone(new Date('2026-03-10T17:45:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-10T00:00:00.000Z',
    );
  });

  it('follows the local date east of UTC (Addis Ababa, UTC+3)', () => {
    // 22:30 UTC on the 10th is already 01:30 on the 11th in Addis Ababa.
    expect(
      startOfDayInTimeZone(new Date('2026-03-10T22:30:00Z'), 'Africa/Addis_Ababa').toISOString(),
    ).toBe('2026-03-10T21:00:00.000Z');
    expect(
      startOfDayInTimeZone(new Date('2026-03-10T20:30:00Z'), 'Africa/Addis_Ababa').toISOString(),
    ).toBe('2026-03-09T21:00:00.000Z');
  });

  it('follows the local date west of UTC and across a DST change', () => {
    // New York moves to summer time at 02:00 on 2026-03-08: midnight is still EST (UTC-5).
    expect(
      startOfDayInTimeZone(new Date('2026-03-08T15:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-03-08T05:00:00.000Z');
    expect(
      startOfDayInTimeZone(new Date('2026-03-09T15:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-03-09T04:00:00.000Z');
  });

  it('knows IANA names and refuses others', () => {
    expect(isValidTimeZone('Africa/Addis_Ababa')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
