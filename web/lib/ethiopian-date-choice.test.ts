import { describe, expect, it } from 'vitest';
import { chooseEthiopianPart, ethiopianChoice } from './ethiopian-date-choice';

// 2026-11-28 is 19 Hedar 2019; 2023-09-11 is Pagume 6 of 2015, a leap year.
const today = '2026-11-28';
const enabled = (options: Array<{ value: number; disabled: boolean }>) =>
  options.filter((option) => !option.disabled).map((option) => option.value);

describe('ethiopianChoice: what an Ethiopian date field offers', () => {
  it('shows the value as Ethiopian parts, with 13 months and 30 days in a month', () => {
    const choice = ethiopianChoice('2026-11-28', { today });
    expect(choice.shown).toEqual({ year: 2019, month: 3, day: 19 });
    expect(choice.months).toHaveLength(13);
    expect(enabled(choice.days)).toHaveLength(30);
    expect(choice.years[0]!.value).toBe(1999);
    expect(choice.years.at(-1)!.value).toBe(2029);
  });

  it('lists Pagume 6 in a leap year only', () => {
    expect(ethiopianChoice('2023-09-11', { today }).days).toHaveLength(6);
    expect(ethiopianChoice('2024-09-10', { today }).days).toHaveLength(5);
  });

  it('is empty when the field is, listing the parts of today', () => {
    const choice = ethiopianChoice('', { today });
    expect(choice.shown).toBeNull();
    expect(choice.days).toHaveLength(30);
  });

  it('offers no day, month or year out of min and max', () => {
    // From 15 Hedar to 5 Tahsas 2019.
    const bounds = { today, min: '2026-11-24', max: '2026-12-14' };
    const choice = ethiopianChoice('2026-11-28', bounds);
    expect(enabled(choice.days)).toEqual([...Array(16).keys()].map((i) => i + 15));
    expect(enabled(choice.months)).toEqual([3, 4]);
    expect(enabled(choice.years)).toEqual([2019]);
  });

  it("still lists a value's year out of range, so the value shows", () => {
    const choice = ethiopianChoice('2020-01-01', { today, min: '2026-11-24' });
    expect(choice.years[0]).toEqual({ value: 2012, disabled: true });
  });
});

describe('chooseEthiopianPart: the Gregorian day a choice makes', () => {
  it('keeps the other parts', () => {
    expect(chooseEthiopianPart('2026-11-28', 'month', 1, { today })).toBe('2026-09-29');
    expect(chooseEthiopianPart('2026-11-28', 'year', 2016, { today })).toBe('2023-11-29');
    expect(chooseEthiopianPart('2026-11-28', 'day', 1, { today })).toBe('2026-11-10');
  });

  it('brings the day within Pagume', () => {
    // 30 Hedar to Pagume: 2019 (a leap year) has 6 days of Pagume, 2018 has 5.
    expect(chooseEthiopianPart('2026-12-09', 'month', 13, { today })).toBe('2027-09-11');
    expect(chooseEthiopianPart('2025-12-09', 'month', 13, { today })).toBe('2026-09-10');
    expect(chooseEthiopianPart('2023-09-11', 'year', 2016, { today })).toBe('2024-09-10');
  });

  it('starts an empty field from today and empties it on the blank choice', () => {
    expect(chooseEthiopianPart('', 'day', 1, { today })).toBe('2026-11-10');
    expect(chooseEthiopianPart('2026-11-28', 'day', Number.NaN, { today })).toBe('');
  });

  it('stays within min and max', () => {
    const bounds = { today, min: '2026-11-24', max: '2026-12-14' };
    expect(chooseEthiopianPart('2026-11-28', 'year', 2018, bounds)).toBe('2026-11-24');
    expect(chooseEthiopianPart('2026-11-28', 'month', 5, bounds)).toBe('2026-12-14');
    // An empty field starts from today brought within max (5 Tahsas 2019).
    expect(chooseEthiopianPart('', 'day', 1, { today: '2027-01-01', max: '2026-12-14' })).toBe(
      '2026-12-10',
    );
  });
});
