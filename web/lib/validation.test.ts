import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createShopRequestSchema } from '@core/schemas/shops';
import { createCashierRequestSchema, depositRequestSchema } from '@core/schemas/staff';
import { ApiError, NetworkError } from './api-client';
import { parseAmount, serverErrorText, validate } from './validation';

// Answers the key itself, so the test sees which translation each issue maps to.
const t = ((key: string) => key) as unknown as TFunction;

describe('validate', () => {
  it('answers the parsed data when the input is valid', () => {
    expect(validate(depositRequestSchema, { amount: 12.5 }, t)).toEqual({
      data: { amount: 12.5 },
      errors: null,
    });
  });

  it("maps the core schemas' messages to translation keys, one per field", () => {
    const result = validate(
      createCashierRequestSchema,
      { username: 'ab', password: 'short', phone: '', amount_avalaible: Number.NaN },
      t,
    );
    expect(result.errors).toEqual({
      username: 'validation.usernameShort',
      password: 'validation.passwordShort',
      phone: 'validation.phoneRequired',
      amount_avalaible: 'validation.amountInvalid',
    });
  });

  it('keeps the SPEC shop name rule and the amount rules', () => {
    expect(validate(createShopRequestSchema, { name: '  ' }, t).errors).toEqual({
      name: 'validation.shopNameRequired',
    });
    expect(validate(depositRequestSchema, { amount: 0 }, t).errors).toEqual({
      amount: 'validation.amountPositive',
    });
    expect(validate(depositRequestSchema, { amount: 1.005 }, t).errors).toEqual({
      amount: 'validation.amountDecimals',
    });
  });
});

describe('parseAmount', () => {
  it('reads a decimal comma and treats blank as not a number', () => {
    expect(parseAmount(' 12,50 ')).toBe(12.5);
    expect(parseAmount('')).toBeNaN();
  });
});

describe('serverErrorText', () => {
  it("prefers the server's error text and adds its validation details", () => {
    expect(serverErrorText(new ApiError(409, 'Insufficient balance', null), 'fallback')).toBe(
      'Insufficient balance',
    );
    const body = { error: 'Invalid request', details: [{ path: 'phone', message: 'Too long' }] };
    expect(serverErrorText(new ApiError(400, 'Invalid request', body), 'fallback')).toBe(
      'Invalid request: Too long',
    );
  });

  it('falls back when the server said nothing', () => {
    expect(serverErrorText(new NetworkError(new Error('offline')), 'fallback')).toBe('fallback');
    expect(serverErrorText(new ApiError(502, null, null), 'fallback')).toBe('fallback');
  });
});
