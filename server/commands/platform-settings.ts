import { DEFAULT_CURRENCY } from '@core/currency';
import type { PlatformSettings, UpdatePlatformSettings } from '@core/schemas/platform';
import { DEFAULT_DENOMINATION_LIST } from '@core/shifts/blind-count';
import type { Db } from '../db/client';
import { platformSettings } from '../db/schema';

/** The platform's settings; SPEC's defaults (and Birr's notes and coins) until the admin saves. */
export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings);
  return {
    currency: row
      ? { code: row.currencyCode, symbol: row.currencySymbol }
      : { ...DEFAULT_CURRENCY },
    denominations: row?.denominations ?? DEFAULT_DENOMINATION_LIST,
  };
}

/** Saves what the admin changed; a part left out stays as it is. */
export async function savePlatformSettings(
  db: Db,
  change: UpdatePlatformSettings,
): Promise<PlatformSettings> {
  const current = await readPlatformSettings(db);
  const currency = change.currency ?? current.currency;
  const values = {
    currencyCode: currency.code,
    currencySymbol: currency.symbol,
    ...(change.denominations ? { denominations: change.denominations } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(platformSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  return readPlatformSettings(db);
}
