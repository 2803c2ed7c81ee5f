import i18next from 'i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createJackpotRequestSchema } from '@core/schemas/jackpots';
import { shopRulesSchema } from '@core/schemas/game-record';
import { shiftCorrectionRequestSchema } from '@core/schemas/shifts';
import { createShopRequestSchema } from '@core/schemas/shops';
import {
  createCashierRequestSchema,
  depositRequestSchema,
  transferFormSchema,
} from '@core/schemas/staff';
import { twoFactorCodeRequestSchema } from '@core/schemas/two-factor';
import { ApiError, NetworkError } from '@web/lib/api-client';
import { resources } from '@web/lib/i18n-resources';
import { LANGUAGES } from '@web/lib/languages';
import { parseAmount, parseId } from './parse';
import { SERVER_ERROR, showServerError } from './server-errors';
import { schemaResolver } from './use-schema-form';
import type { z } from 'zod';

beforeAll(async () => {
  await i18next.init({ resources, lng: 'en', interpolation: { escapeValue: false } });
});

/** The messages a form shows for these values, field by field (dotted for nested ones). */
async function messages<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  values: Record<string, unknown>,
): Promise<Record<string, string>> {
  const result = await schemaResolver(schema)(values as z.input<S>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const found: Record<string, string> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const error = value as { message?: unknown; type?: unknown };
      if (typeof error.message === 'string' && typeof error.type === 'string')
        found[prefix + key] = error.message;
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(result.errors as Record<string, unknown>, '');
  return found;
}

const text = (language: string, key: string, options?: Record<string, string>) =>
  i18next.getFixedT(language)(key, options);

describe('schema issues become messages of the current language', () => {
  it.each(LANGUAGES.map((language) => language.code))(
    'a new cashier with every field wrong, in %s',
    async (language) => {
      await i18next.changeLanguage(language);
      expect(
        await messages(createCashierRequestSchema, {
          username: 'ab',
          password: 'short',
          phone: '',
          amount_avalaible: undefined,
        }),
      ).toEqual({
        username: text(language, 'validation.usernameShort'),
        password: text(language, 'validation.passwordShort'),
        phone: text(language, 'validation.phoneRequired'),
        amount_avalaible: text(language, 'validation.required'),
      });
    },
  );

  it("keeps SPEC's shop name text and the amount rules, never zod's English", async () => {
    await i18next.changeLanguage('fr');
    expect(await messages(createShopRequestSchema, { name: '  ' })).toEqual({
      name: text('fr', 'validation.shopNameRequired'),
    });
    expect(await messages(depositRequestSchema, { amount: 0 })).toEqual({
      amount: text('fr', 'validation.amountPositive'),
    });
    expect(await messages(depositRequestSchema, { amount: 1.005 })).toEqual({
      amount: text('fr', 'validation.amountDecimals'),
    });
    expect(await messages(depositRequestSchema, { amount: 2e9 })).toEqual({
      amount: text('fr', 'validation.amountTooLarge', { max: '1000000000' }),
    });
    expect(await messages(depositRequestSchema, { amount: Number.NaN })).toEqual({
      amount: text('fr', 'validation.amountInvalid'),
    });
    // A Z's correction is signed: a 0 is refused as 0, not as "greater than 0".
    expect(await messages(shiftCorrectionRequestSchema, { amount: 0, reason: 'ab' })).toEqual({
      amount: text('fr', 'validation.amountNotZero'),
      reason: text('fr', 'validation.reasonRequired'),
    });
    expect(
      await messages(shiftCorrectionRequestSchema, { amount: -20.5, reason: 'Counted twice' }),
    ).toEqual({});
  });

  it('translates built-in checks with their limits, and refinements across fields', async () => {
    await i18next.changeLanguage('es');
    expect(await messages(shopRulesSchema, { late_claims: 'allow', max_resets: 9 })).toEqual({
      max_resets: text('es', 'validation.tooLarge', { max: '5' }),
    });
    expect(
      await messages(createJackpotRequestSchema, {
        amount: 10,
        shop_id: 1,
        start_date: '2026-05-02',
        end_date: '2026-05-01',
      }),
    ).toEqual({ end_date: text('es', 'agent.jackpots.form.endBeforeStart') });
    expect(await messages(twoFactorCodeRequestSchema, { code: '12' })).toEqual({
      code: text('es', 'twoFactor.codeRequired'),
    });
  });

  it('answers the parsed request when the input is valid (a withdrawal is sent negative)', async () => {
    const result = await schemaResolver(transferFormSchema)(
      { direction: 'withdraw', amount: 12.5 },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result).toEqual({ values: { amount: -12.5 }, errors: {} });
  });
});

describe('number fields', () => {
  it('read a decimal comma; blank is missing, text is not a number', () => {
    expect(parseAmount(' 12,50 ')).toBe(12.5);
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseId('')).toBeUndefined();
    expect(parseId('7')).toBe(7);
  });
});

describe('showServerError', () => {
  const fakeForm = (values: Record<string, unknown>) => {
    const setError = vi.fn();
    const form = { getValues: () => values, setError } as unknown as UseFormReturn<
      FieldValues,
      unknown,
      unknown
    >;
    return { form, setError };
  };

  it('puts a code that belongs to a field on that field, translated', async () => {
    await i18next.changeLanguage('fr');
    const { form, setError } = fakeForm({ username: 'demo', password: 'x' });
    const error = new ApiError(409, 'Username already exists', {
      error: 'Username already exists',
      code: 'username_taken',
    });
    showServerError(form, error, {
      fallback: 'fallback',
      codeFields: { username_taken: 'username' },
    });
    expect(setError).toHaveBeenCalledWith(
      'username',
      { type: 'server', message: text('fr', 'apiErrors.username_taken') },
      { shouldFocus: true },
    );
  });

  it("puts a schema refusal's details on the fields they name", async () => {
    await i18next.changeLanguage('am');
    const { form, setError } = fakeForm({ amount: 1 });
    const error = new ApiError(400, 'Invalid request', {
      error: 'Invalid request',
      code: 'invalid_request',
      details: [{ path: 'body.amount', message: 'Amount must have at most 2 decimals' }],
    });
    showServerError(form, error, { fallback: 'fallback' });
    expect(setError).toHaveBeenCalledWith(
      'amount',
      { type: 'server', message: text('am', 'validation.amountDecimals') },
      { shouldFocus: true },
    );
  });

  it('shows anything else on the form, after a SPEC failure text when there is one', async () => {
    await i18next.changeLanguage('en');
    const { form, setError } = fakeForm({ amount: 1 });
    const error = new ApiError(409, 'Insufficient balance', {
      error: 'Insufficient balance',
      code: 'insufficient_balance',
    });
    showServerError(form, error, { fallback: 'Error.', lead: 'Error creating jackpot.' });
    expect(setError).toHaveBeenCalledWith(SERVER_ERROR, {
      type: 'server',
      message: 'Error creating jackpot. Insufficient balance',
    });
    showServerError(form, new NetworkError(new Error('offline')), { fallback: 'Try again.' });
    expect(setError).toHaveBeenLastCalledWith(SERVER_ERROR, {
      type: 'server',
      message: 'Try again.',
    });
  });
});
