import { z } from 'zod';

/** The currencies the admin can pick from in one click; any other ISO code and symbol is allowed. */
export const CURRENCY_PRESETS = [
  { code: 'USD', symbol: '$' },
  { code: 'ETB', symbol: 'Br' },
] as const;

/** SPEC shows "$": a hall that never chose keeps it. */
export const DEFAULT_CURRENCY = CURRENCY_PRESETS[0];

export const currencySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, { message: 'Use a three-letter currency code (ETB)' }),
    symbol: z.string().trim().min(1).max(4),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

export const platformSettingsSchema = z
  .object({ currency: currencySchema })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** What every page reads once, before sign-in: where players' links point and the hall's money. */
export const publicConfigSchema = z
  .object({
    /** BINGO_PUBLIC_URL without a trailing slash; null: the page's own origin. */
    public_url: z.string().nullable(),
    currency: currencySchema,
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
