import { describe, expect, it } from 'vitest';
import { formatFigure, formatMoney } from './format';

describe('formatMoney', () => {
  it('always shows two decimals', () => {
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(12.5, 'en')).toBe('12.50');
    expect(formatMoney(200, 'en')).toBe('200.00');
  });

  it('groups thousands in the current language, from 1000 up', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'es')).toBe('1.234,50');
    expect(formatMoney(1_000_000, 'am')).toBe('1,000,000.00');
  });

  it('falls back when Intl does not know the language', () => {
    expect(formatMoney(1234, 'ti')).toMatch(/^1.234.00$/);
    expect(formatMoney(Number.NaN, 'en')).toBe('0.00');
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
