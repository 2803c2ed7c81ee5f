import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, hasAtMostTwoDecimals } from './money';

describe('money', () => {
  it('converts amounts to integer cents exactly', () => {
    expect(amountToCents(1234.5)).toBe(123450n);
    expect(amountToCents(0.1)).toBe(10n);
    expect(amountToCents(19.99)).toBe(1999n);
    expect(amountToCents(0)).toBe(0n);
  });
  it('refuses more than 2 decimals and non-finite numbers', () => {
    expect(() => amountToCents(1.005)).toThrow(RangeError);
    expect(() => amountToCents(Number.NaN)).toThrow(RangeError);
    expect(() => amountToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
  });
  it('refuses amounts below one cent, however small', () => {
    for (const tiny of [1e-9, 1e-15, 5e-324, -1e-9, 0.001, 0.009])
      expect(hasAtMostTwoDecimals(tiny), String(tiny)).toBe(false);
    expect(() => amountToCents(1e-9)).toThrow(RangeError);
  });
  it('keeps float noise and large amounts with cents exact', () => {
    expect(amountToCents(0.1 + 0.2)).toBe(30n);
    expect(amountToCents(999_999_999.99)).toBe(99_999_999_999n);
    expect(hasAtMostTwoDecimals(999_999_999.995)).toBe(false);
  });
  it('converts cents back to a 2-decimal number', () => {
    expect(centsToAmount(123450n)).toBe(1234.5);
    expect(centsToAmount(1n)).toBe(0.01);
  });
});
