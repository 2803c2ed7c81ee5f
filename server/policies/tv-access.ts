import type { SessionUser } from '@core/schemas/auth';
import type { TvDisplay } from '@core/schemas/displays';
import type { Db } from '../db/client';
import { notFound } from '../http-error';
import { shopScopeOf, visibleShop } from '../queries/shops';
import { listTvs } from '../queries/tv-displays';

/**
 * Who may pair, list, restyle and revoke a shop's TVs (decision 027): the shop's cashier, its
 * agent, an admin. Another tenant's shop or TV is 404, as everywhere.
 */
export async function tvShopFor(db: Db, user: SessionUser, shopId: number): Promise<number> {
  return (await visibleShop(db, user, shopId)).id;
}

export async function tvFor(db: Db, user: SessionUser, displayId: number): Promise<TvDisplay> {
  const [display] = await listTvs(db, shopScopeOf(user), { displayId });
  if (!display) throw notFound();
  return display;
}
