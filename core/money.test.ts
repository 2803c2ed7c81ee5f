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
  it('converts cents back to a 2-decimal number', () => {
    expect(centsToAmount(123450n)).toBe(1234.5);
    expect(centsToAmount(1n)).toBe(0.01);
  });
});
