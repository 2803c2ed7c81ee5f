import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { DISPLAY_LANGUAGES, DISPLAY_THEMES } from '@core/display/tv-pairing';
import { centsToAmount } from '@core/money';
import type { TvLook, TvShop } from '@core/schemas/displays';
import type { Db } from '../../db/client';
import { games, jackpots, shops, tvDisplays, tvLooks } from '../../db/schema';

/** The look set on the till, else the default theme in the shop's own language (decision 048). */
export async function tvLookOf(db: Db, shopId: number): Promise<TvLook> {
  const [row] = await db
    .select({ theme: tvLooks.theme, language: tvLooks.language, shopLanguage: shops.language })
    .from(shops)
    .leftJoin(tvLooks, eq(tvLooks.shopId, shops.id))
    .where(eq(shops.id, shopId));
  const theme = DISPLAY_THEMES.find((id) => id === row?.theme) ?? 'default';
  const language =
    DISPLAY_LANGUAGES.find((id) => id === (row?.language ?? row?.shopLanguage)) ?? 'en';
  return { theme, language };
}

/** The shop's newest game: the one its TV follows (running, or the last one ended). */
export async function newestGameOf(db: Db, shopId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.shopId, shopId))
    .orderBy(desc(games.id))
    .limit(1);
  return row?.id ?? null;
}

/** Is this game one of the shop's? (a started game the TV should switch to) */
export async function isGameOfShop(db: Db, gameId: number, shopId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.shopId, shopId)));
  return row !== undefined;
}

/** Everything a TV shows besides the game itself. */
export async function tvShopView(db: Db, shopId: number): Promise<TvShop> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  const rows = await db
    .select()
    .from(jackpots)
    .where(and(eq(jackpots.shopId, shopId), eq(jackpots.isActive, true), isNull(jackpots.paidAt)))
    .orderBy(asc(jackpots.id));
  return {
    shop_id: shopId,
    shop_name: shop?.name ?? '',
    look: await tvLookOf(db, shopId),
    jackpots: rows.map((row) => ({
      id: row.id,
      jackpot_type: row.jackpotType,
      amount: centsToAmount(row.balanceCents + row.bonusCents),
      bonus_amount: centsToAmount(row.bonusCents),
      frequency: row.frequency,
      call_limit: row.callLimit,
      message: row.message,
    })),
    game_id: await newestGameOf(db, shopId),
  };
}

/** Is the display session still live? (a revoked TV's open feed ends) */
export async function tvIsLive(db: Db, displayId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tvDisplays.id })
    .from(tvDisplays)
    .where(and(eq(tvDisplays.id, displayId), isNull(tvDisplays.revokedAt)));
  return row !== undefined;
}
