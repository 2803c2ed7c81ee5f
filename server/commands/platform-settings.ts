import { DEFAULT_CURRENCY } from '@core/currency';
import type { PlatformSettings } from '@core/schemas/platform';
import type { Db } from '../db/client';
import { platformSettings } from '../db/schema';

/** The platform's settings; SPEC's defaults until the admin saves them once. */
export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings);
  if (!row) return { currency: { ...DEFAULT_CURRENCY } };
  return { currency: { code: row.currencyCode, symbol: row.currencySymbol } };
}

export async function savePlatformSettings(
  db: Db,
  settings: PlatformSettings,
): Promise<PlatformSettings> {
  const values = {
    currencyCode: settings.currency.code,
    currencySymbol: settings.currency.symbol,
    updatedAt: new Date(),
  };
  await db
    .insert(platformSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  return readPlatformSettings(db);
}
