import { describe, expect, it } from 'vitest';
import { dateFormat, formatFigure, formatMoney } from './format';

const birr = { code: 'ETB', symbol: 'Br' };

describe('formatMoney', () => {
  it('always shows two decimals', () => {
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(12.5, 'en')).toBe('$12.50');
    expect(formatMoney(200, 'en')).toBe('$200.00');
  });

  it('groups thousands in the current language, from 1000 up', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'es')).toBe('$1.234,50');
    expect(formatMoney(1_000_000, 'am')).toBe('$1,000,000.00');
  });

  it('falls back when Intl does not know the language', () => {
    expect(formatMoney(1234, 'ti')).toMatch(/^\$1.234.00$/);
    expect(formatMoney(Number.NaN, 'en')).toBe('$0.00');
  });

  it("shows the hall's currency: Birr's letters keep a no-break space to the number", () => {
    expect(formatMoney(1234.5, 'am', birr)).toBe('Br\u00a01,234.50');
    expect(formatMoney(24, 'en', { code: 'EUR', symbol: '€' })).toBe('€24.00');
  });
});

describe('dateFormat: the Ethiopian calendar in Amharic and Tigrigna', () => {
  const utc = { dateStyle: 'medium', timeZone: 'UTC' } as const;
  // Ethiopian New Year (Meskerem 1, 2017) fell on 11 September 2024; Genna (Tahsas 29) on 7 January.
  const newYear = new Date('2024-09-11T12:00:00Z');
  const genna = new Date('2025-01-07T12:00:00Z');

  it('counts days in the Ethiopian calendar when it is on, in the script, with no Latin word', () => {
    expect(dateFormat('am', utc, true).format(newYear)).toBe('1 መስከረም 2017');
    expect(dateFormat('ti', utc, true).format(genna)).toBe('29 ታሕሳስ 2017');
    expect(dateFormat('am', { ...utc, dateStyle: 'short' }, true).format(genna)).toBe('29/04/2017');
    const moment = dateFormat(
      'am',
      { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' },
      true,
    );
    // The time of day is the same in both calendars, on a 24-hour clock.
    expect(moment.format(genna)).toBe('29/04/2017 12:00:00');
    // A chart's day label: the weekday in the language beside the Ethiopian day (a Tuesday).
    const label = dateFormat('ti', { weekday: 'short', day: 'numeric', timeZone: 'UTC' }, true);
    expect(label.format(genna)).toBe('ሰሉስ 29');
    expect(dateFormat('am', { dateStyle: 'full', timeZone: 'UTC' }, true).format(genna)).toBe(
      'ማክሰኞ 29 ታኅሣሥ 2017',
    );
    for (const language of ['am', 'ti'])
      for (const options of [utc, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }])
        expect(
          dateFormat(language, options as Intl.DateTimeFormatOptions, true).format(genna),
        ).not.toMatch(/[A-Za-z]/);
  });

  it("writes Tigrigna's Gregorian dates in its own words: the browser's Intl has none", () => {
    expect(dateFormat('ti', utc, false).format(newYear)).toBe('11 መስከረም 2024');
    expect(dateFormat('ti', { ...utc, dateStyle: 'short' }, false).format(genna)).toBe(
      '07/01/2025',
    );
    expect(dateFormat('ti', { dateStyle: 'full', timeZone: 'UTC' }, false).format(genna)).toBe(
      'ሰሉስ 7 ጥሪ 2025',
    );
    for (const options of [utc, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }])
      expect(
        dateFormat('ti', options as Intl.DateTimeFormatOptions, false).format(genna),
      ).not.toMatch(/[A-Za-z]/);
  });

  it('stays Gregorian when it is off, and in every other language', () => {
    expect(dateFormat('am', utc, false).format(newYear)).toMatch(/2024/);
    expect(dateFormat('en', utc, true).format(newYear)).toBe('Sep 11, 2024');
    expect(dateFormat('fr', utc, true).format(newYear)).toBe('11 sept. 2024');
  });
});

describe('formatFigure (SPEC section 9)', () => {
  it('shows numbers over 1000 with thousand separators', () => {
    expect(formatFigure(12345, 'en')).toBe('12,345');
    expect(formatFigure(1500.25, 'en')).toBe('1,500.25');
  });

  it('shows numbers under 1 with 2 decimals', () => {
    expect(formatFigure(0.5, 'en')).toBe('0.50');
    expect(formatFigure(0.05, 'fr')).toBe('0,05');
  });

  it('keeps counts whole', () => {
    expect(formatFigure(0, 'en')).toBe('0');
    expect(formatFigure(7, 'en')).toBe('7');
  });
});
