import { describe, expect, it } from 'vitest';
import { dayIn, ethiopianDay } from './ethiopian-days';

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
