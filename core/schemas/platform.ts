import { z } from 'zod';

export { CURRENCY_PRESETS, DEFAULT_CURRENCY } from '../currency';

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
