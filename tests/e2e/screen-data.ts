import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueName } from './accounts';
import { apiCall, apiToken, createShop } from './api-helpers';

export interface ScreenData {
  shopId: number;
  /** A completed game whose win paid a jackpot. */
  wonGameId: number;
  /** A game still running, with a few balls drawn. */
  runningGameId: number;
  verifyToken: string;
}

/**
 * What makes every list of every role non-empty: a shop with a long name (the hardest row to
 * fit), games running, won and cancelled, and jackpots active, released and paid.
 */
export async function seedScreenData(request: APIRequestContext): Promise<ScreenData> {
  const cashier = await apiToken(request, 'cashier');
  const agent = await apiToken(request, 'agent');
  const shopId = await createShop(request, cashier, uniqueName('Merkato Bingo Hall Bole Road'));
  await apiCall(request, agent, 'POST', '/agents/create_cashier/', {
    username: uniqueName('cashier.with.a.rather.long.username'),
    password: 'long-name-pass-1',
    phone: '+251 911 234 567',
    amount_avalaible: 1,
  });

  // The drawer holds the cash a jackpot pays out in.
  const drawer = await request.put(`/api/v1/cashiers/shops/${shopId}/`, {
    data: { amount_avalaible: 50 },
    headers: { Authorization: `JWT ${cashier}` },
  });
  expect(drawer.ok(), await drawer.text()).toBe(true);

  // Pays out on the first won game of the shop (1 in 1).
  await apiCall(request, agent, 'POST', '/agents/create_jackpot/', {
    amount: 5,
    shop_id: shopId,
    jackpot_type: 'random',
    bonus_amount: 2,
    frequency: 1,
    message: 'Friday night special for every player in the hall',
  });
  const released = (await apiCall(request, agent, 'POST', '/agents/create_jackpot/', {
    amount: 3,
    shop_id: shopId,
    jackpot_type: 'cumulative',
    bonus_amount: 0.5,
  })) as { jackpot: { id: number } };
  const release = await request.put(`/api/v1/agents/jackpots/${released.jackpot.id}/`, {
    data: { is_active: false },
    headers: { Authorization: `JWT ${agent}` },
  });
  expect(release.ok(), await release.text()).toBe(true);

  const start = async (data: object) =>
    Number(
      (
        await apiCall(request, cashier, 'POST', '/cashiers/play_game/', {
          shop_id: shopId,
          ...data,
        })
      ).game_id,
    );
  const wonGameId = await start({ amount: 1, cards: [1], card_value: 1 });
  for (let i = 0; i < 75; i += 1) {
    const draw = await request.post(`/api/v1/games/${wonGameId}/draw/`, {
      headers: { Authorization: `JWT ${cashier}` },
    });
    if (!draw.ok()) break;
  }
  await apiCall(request, cashier, 'POST', '/cashiers/play_game/', {
    game_id: wonGameId,
    card_number: 1,
  });
  const jackpot = await apiCall(
    request,
    cashier,
    'GET',
    `/agents/is_jackpot_happen?game_id=${wonGameId}`,
  );
  expect(jackpot.status).toBe('Jackpot happen');
  // The paid jackpot took the first win; this one stays active.
  await apiCall(request, agent, 'POST', '/agents/create_jackpot/', {
    amount: 4,
    shop_id: shopId,
    jackpot_type: 'random',
    bonus_amount: 1,
    frequency: 1000,
  });

  const cancelled = await start({ amount: 7.5, cards: [1, 2, 3], card_value: 2.5 });
  await apiCall(request, cashier, 'POST', `/games/${cancelled}/cancel/`, {
    reason: 'Power cut in the hall',
  });
  const runningGameId = await start({ amount: 30, cards: [4, 5, 6, 7, 8, 9], card_value: 5 });
  for (let i = 0; i < 5; i += 1)
    await apiCall(request, cashier, 'POST', `/games/${runningGameId}/draw/`);
  const running = (await apiCall(request, cashier, 'GET', `/games/${runningGameId}/`)) as {
    verify_token: string;
  };
  return { shopId, wonGameId, runningGameId, verifyToken: running.verify_token };
}
