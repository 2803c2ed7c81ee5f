import { desc, eq } from 'drizzle-orm';
import { letterFor } from '@core/bingo/modes';
import { ballsBehind } from '@core/display/device-health';
import type { ShopDevices } from '@core/schemas/displays';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import type { DevicePresence } from '../../realtime/device-presence';
import type { ShopScope } from '../../queries/shops';
import { listTvs } from '../../queries/tv-displays';

/**
 * A shop's devices as its till sees them: each live TV with its presence (connected, the last ball
 * its feed sent, how far behind the game that is) and the phones on the shop's newest game. Two
 * small reads (the TVs, the newest game); the rest is this process's memory.
 */
export async function shopDevices(
  db: Db,
  presence: DevicePresence,
  scope: ShopScope,
  shopId: number,
): Promise<ShopDevices> {
  const [tvs, [newest]] = await Promise.all([
    listTvs(db, scope, { shopId }),
    db
      .select({ id: games.id, called: games.called, mode: games.mode })
      .from(games)
      .where(eq(games.shopId, shopId))
      .orderBy(desc(games.id))
      .limit(1),
  ]);
  const last = newest?.called.at(-1);
  const game = newest
    ? {
        id: newest.id,
        called_count: newest.called.length,
        last_ball: last ? { number: last.n, letter: letterFor(last.n, newest.mode) } : null,
      }
    : null;
  return {
    shop_id: shopId,
    game,
    phones: game ? presence.phones(game.id) : 0,
    tvs: tvs
      .filter((tv) => tv.revoked_at === null)
      .map((tv) => {
        const seen = presence.tv(tv.id);
        const sent = seen?.sent ?? null;
        return {
          id: tv.id,
          name: tv.name,
          connected: seen?.connected ?? false,
          since: seen?.since.toISOString() ?? tv.last_seen_at,
          last_ball: sent && {
            game_id: sent.gameId,
            number: sent.number,
            letter: sent.letter,
            called_count: sent.calledCount,
          },
          balls_behind: game
            ? ballsBehind(sent, { id: game.id, calledCount: game.called_count })
            : null,
        };
      }),
  };
}
