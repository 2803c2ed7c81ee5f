import { and, eq, gt } from 'drizzle-orm';
import { PAIRING_CODE_TTL_MS } from '@core/display/tv-pairing';
import type { Db } from '../db/client';
import { halls, shops } from '../db/schema';
import { HttpError } from '../http-error';
import { newPairingCode, secretHash } from '../auth/tv-sessions';
import { centralKeyPair, keyFingerprint } from '../halls/hall-keys';
import { runningGameOfShop } from './running-game';

/**
 * A hall link for a shop (decision 038): a one-time code the hall's PC enters to pair, valid 10
 * minutes. A shop has one hall: a new link replaces an unpaired one and refuses a paired one.
 */
export async function createHallLink(
  db: Db,
  input: { shopId: number; userId: number; now: Date },
): Promise<{ hall_id: number; code: string; expires_at: string }> {
  const code = newPairingCode();
  const expiresAt = new Date(input.now.getTime() + PAIRING_CODE_TTL_MS);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: halls.id, pairedAt: halls.pairedAt })
      .from(halls)
      .where(eq(halls.shopId, input.shopId))
      .for('update');
    if (existing?.pairedAt) throw new HttpError(409, 'hall_already_paired');
    const values = {
      pairingCodeHash: secretHash(code),
      pairingExpiresAt: expiresAt,
      createdBy: input.userId,
    };
    const [hall] = existing
      ? await tx
          .update(halls)
          .set(values)
          .where(eq(halls.id, existing.id))
          .returning({ id: halls.id })
      : await tx
          .insert(halls)
          .values({ shopId: input.shopId, ...values })
          .returning({ id: halls.id });
    return { hall_id: hall!.id, code, expires_at: expiresAt.toISOString() };
  });
}

export interface PairedHall {
  hall_id: number;
  shop_id: number;
  cashier_id: number;
  central_public_key: string;
  central_time: string;
}

/** Spends a hall link's code and binds the hall's public key and outbox chain key to it. */
export async function pairHall(
  db: Db,
  input: { code: string; publicKey: string; outboxKey?: string; now: Date },
): Promise<PairedHall> {
  try {
    keyFingerprint(input.publicKey);
  } catch {
    throw new HttpError(422, 'invalid_request');
  }
  const central = await centralKeyPair(db);
  return db.transaction(async (tx) => {
    const [hall] = await tx
      .update(halls)
      .set({
        publicKey: input.publicKey,
        outboxKey: input.outboxKey ?? null,
        pairedAt: input.now,
        pairingCodeHash: null,
        pairingExpiresAt: null,
        lastSyncAt: input.now,
      })
      .where(
        and(
          eq(halls.pairingCodeHash, secretHash(input.code)),
          gt(halls.pairingExpiresAt, input.now),
        ),
      )
      .returning({ id: halls.id, shopId: halls.shopId });
    if (!hall) throw new HttpError(400, 'invalid_hall_code');
    // The shop's row held as a start holds it (running-game.ts): a game central still runs there
    // must end before the hall takes the shop's games over (one running game per shop).
    const [shop] = await tx
      .select({ cashierId: shops.cashierId })
      .from(shops)
      .where(eq(shops.id, hall.shopId))
      .for('update');
    const running = await runningGameOfShop(tx as unknown as Db, hall.shopId);
    if (running !== null)
      throw new HttpError(409, 'game_running', [
        {
          path: 'game_id',
          message: 'This shop has an unfinished game: resume it, or end it first',
          code: 'game_running',
          params: { game_id: running },
        },
      ]);
    return {
      hall_id: hall.id,
      shop_id: hall.shopId,
      cashier_id: shop!.cashierId,
      central_public_key: central.publicKey,
      central_time: input.now.toISOString(),
    };
  });
}
