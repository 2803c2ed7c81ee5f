import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shops } from '../db/schema';
import { notFound } from '../http-error';

/** 64 bits of HMAC-SHA256 over "<shop>:<card>" with the shop's secret, as 16 hex digits. */
export function cardCode(secret: string, shopId: number, cardNumber: number): string {
  return createHmac('sha256', secret).update(`${shopId}:${cardNumber}`).digest('hex').slice(0, 16);
}

/** The page a cartela's QR code opens (prefixed with the hall's public address). */
export const playerCardPath = (shopId: number, cardNumber: number, code: string) =>
  `/card/${shopId}/${cardNumber}/${code}`;

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The shop a cartela's code opens: 404 for a wrong code, a deleted shop or a rotated secret. */
export async function shopOfCardCode(
  db: Db,
  params: { shop_id: number; card_number: number; code: string },
) {
  const [shop] = await db
    .select({
      id: shops.id,
      name: shops.name,
      secret: shops.cardSecret,
      mode: shops.gameMode,
      language: shops.language,
    })
    .from(shops)
    .where(and(eq(shops.id, params.shop_id), isNull(shops.deletedAt)));
  if (!shop || !sameCode(cardCode(shop.secret, shop.id, params.card_number), params.code))
    throw notFound();
  return shop;
}
