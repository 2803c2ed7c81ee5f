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

  it('counts days in the Ethiopian calendar when it is on', () => {
    const amharic = dateFormat('am', utc, true);
    expect(amharic.resolvedOptions().calendar).toBe('ethiopic');
    expect(amharic.format(newYear)).toMatch(/^1 መስከረም 2017/);
    expect(dateFormat('ti', utc, true).format(newYear)).toMatch(/መስከረም 1, 2017/);
    expect(
      dateFormat('am', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }, true)
        .formatToParts(genna)
        .filter((part) => part.type !== 'literal' && part.type !== 'era')
        .map((part) => part.value),
    ).toEqual(['29', '4', '2017']);
  });

  it('stays Gregorian when it is off, and in every other language', () => {
    expect(dateFormat('am', utc, false).resolvedOptions().calendar).toBe('gregory');
    expect(dateFormat('am', utc, false).format(newYear)).toMatch(/2024/);
    expect(dateFormat('en', utc, true).format(newYear)).toBe('Sep 11, 2024');
    expect(dateFormat('fr', utc, true).resolvedOptions().calendar).toBe('gregory');
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
