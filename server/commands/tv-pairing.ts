import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PAIRING_CODE_TTL_MS } from '@core/display/tv-pairing';
import type { PairingCode, PairTvResponse, TvLook } from '@core/schemas/displays';
import type { Db } from '../db/client';
import { shops, tvDisplays, tvLooks, tvPairingCodes } from '../db/schema';
import { HttpError } from '../http-error';
import { newDisplayToken, newPairingCode, secretHash } from '../auth/tv-sessions';

/** A fresh code for one shop (decision 027): shown on the till, works once within 10 minutes. */
export async function createPairingCode(
  db: Db,
  input: { shopId: number; userId: number; now: Date },
): Promise<PairingCode> {
  const code = newPairingCode();
  const expiresAt = new Date(input.now.getTime() + PAIRING_CODE_TTL_MS);
  await db.insert(tvPairingCodes).values({
    shopId: input.shopId,
    codeHash: secretHash(code),
    createdBy: input.userId,
    createdAt: input.now,
    expiresAt,
  });
  return { code, shop_id: input.shopId, expires_at: expiresAt.toISOString() };
}

/** Turns a code into a display session of its shop; the code is spent in the same transaction. */
export async function pairTv(
  db: Db,
  input: { code: string; name?: string; now: Date },
): Promise<PairTvResponse> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(tvPairingCodes)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(tvPairingCodes.codeHash, secretHash(input.code)),
          isNull(tvPairingCodes.usedAt),
          gt(tvPairingCodes.expiresAt, input.now),
        ),
      )
      .returning({ shopId: tvPairingCodes.shopId, createdBy: tvPairingCodes.createdBy });
    if (!spent) throw new HttpError(400, 'invalid_pairing_code');
    const [shop] = await tx
      .select({ name: shops.name })
      .from(shops)
      .where(and(eq(shops.id, spent.shopId), isNull(shops.deletedAt)));
    if (!shop) throw new HttpError(400, 'invalid_pairing_code');
    const token = newDisplayToken();
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tvDisplays)
      .where(eq(tvDisplays.shopId, spent.shopId));
    const [display] = await tx
      .insert(tvDisplays)
      .values({
        shopId: spent.shopId,
        name: input.name || `TV ${(count?.n ?? 0) + 1}`,
        tokenHash: secretHash(token),
        pairedBy: spent.createdBy,
        createdAt: input.now,
        lastSeenAt: input.now,
      })
      .returning({ id: tvDisplays.id });
    return { token, display_id: display!.id, shop_id: spent.shopId, shop_name: shop.name };
  });
}

/** Ends a TV's display session at once: its next request (and its feed's reconnect) gets 401. */
export async function revokeTv(
  db: Db,
  input: { displayId: number; userId: number; now: Date },
): Promise<void> {
  await db
    .update(tvDisplays)
    .set({ revokedAt: input.now, revokedBy: input.userId })
    .where(and(eq(tvDisplays.id, input.displayId), isNull(tvDisplays.revokedAt)));
}

/** A language equal to the shop's is stored as null: the TVs then follow the shop's (decision 048). */
export async function setTvLook(db: Db, shopId: number, look: TvLook): Promise<TvLook> {
  const [shop] = await db
    .select({ language: shops.language })
    .from(shops)
    .where(eq(shops.id, shopId));
  const language = shop?.language === look.language ? null : look.language;
  const values = { theme: look.theme, language, updatedAt: new Date() };
  await db
    .insert(tvLooks)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: tvLooks.shopId, set: values });
  return look;
}
