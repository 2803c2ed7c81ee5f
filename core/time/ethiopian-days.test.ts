import { describe, expect, it } from 'vitest';
import {
  dayIn,
  daysInEthiopianMonth,
  ethiopianDay,
  fromEthiopian,
  isEthiopianDate,
  toEthiopian,
} from './ethiopian-days';

describe('ethiopianDay', () => {
  it('names the Ethiopian day of a Gregorian one', () => {
    // Ethiopian New Year (Meskerem 1, 2017) fell on 11 September 2024; Genna (Tahsas 29) on 7 January.
    expect(ethiopianDay('2024-09-11')).toBe('2017-01-01');
    expect(ethiopianDay('2025-01-07')).toBe('2017-04-29');
    // Pagume, the thirteenth month: 6 days in the year before a Gregorian leap year.
    expect(ethiopianDay('2023-09-11')).toBe('2015-13-06');
    expect(dayIn('2026-11-28', 'gregorian')).toBe('2026-11-28');
    expect(dayIn('2026-11-28', 'ethiopic')).toBe('2019-03-19');
  });
});

describe('Ethiopian and Gregorian days, both ways', () => {
  const pairs: Array<[string, { year: number; month: number; day: number }]> = [
    ['2026-09-11', { year: 2019, month: 1, day: 1 }],
    ['2023-09-12', { year: 2016, month: 1, day: 1 }],
    ['2024-01-01', { year: 2016, month: 4, day: 22 }],
    ['2000-01-01', { year: 1992, month: 4, day: 22 }],
    // Pagume 6 of 2015 (a leap year), then the New Year of 2016 a day later than usual.
    ['2023-09-11', { year: 2015, month: 13, day: 6 }],
    // Pagume 5 of 2016 (not a leap year) is the year's last day.
    ['2024-09-10', { year: 2016, month: 13, day: 5 }],
    ['2024-02-29', { year: 2016, month: 6, day: 21 }],
  ];

  it.each(pairs)('%s is %o', (gregorian, ethiopian) => {
    expect(toEthiopian(gregorian)).toEqual(ethiopian);
    expect(fromEthiopian(ethiopian)).toBe(gregorian);
  });

  it('counts Pagume 6 in a leap year only, and no day 31', () => {
    expect(daysInEthiopianMonth(2015, 13)).toBe(6);
    expect(daysInEthiopianMonth(2016, 13)).toBe(5);
    expect(daysInEthiopianMonth(2016, 4)).toBe(30);
    expect(isEthiopianDate({ year: 2015, month: 13, day: 6 })).toBe(true);
    expect(isEthiopianDate({ year: 2016, month: 13, day: 6 })).toBe(false);
    expect(isEthiopianDate({ year: 2016, month: 1, day: 31 })).toBe(false);
    expect(isEthiopianDate({ year: 2016, month: 14, day: 1 })).toBe(false);
  });

  it("agrees with Intl's ethiopic calendar, which the screens' dates are written by, day by day", () => {
    const intl = new Intl.DateTimeFormat('en', {
      calendar: 'ethiopic',
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    const differing: string[] = [];
    for (let at = Date.UTC(1990, 0, 1, 12); at < Date.UTC(2060, 0, 1); at += 86_400_000) {
      const gregorian = new Date(at).toISOString().slice(0, 10);
      const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
      const ethiopian = toEthiopian(gregorian);
      const same =
        ethiopian.year === Number(parts.year) &&
        ethiopian.month === Number(parts.month) &&
        ethiopian.day === Number(parts.day) &&
        fromEthiopian(ethiopian) === gregorian;
      if (!same) differing.push(gregorian);
    }
    expect(differing).toEqual([]);
  });
});
