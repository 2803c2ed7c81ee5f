import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueName } from './accounts';
import { apiSession } from './api-helpers';

export interface ScreenData {
  shopId: number;
  /** A completed game whose win paid a jackpot. */
  wonGameId: number;
  /** A game still running, with a few balls drawn. */
  runningGameId: number;
  verifyToken: string;
  /** A display session of the shop's TV (paired by code), to open the shop's TV screen. */
  tvToken: string;
  /** The shop's shift the games opened (its Z page). */
  shiftId: number;
  /** A counted shift of another shop, with a correction: its agent's form to correct it. */
  countedShiftId: number;
}

/**
 * What makes every list of every role non-empty: a shop with a long name (the hardest row to
 * fit), games running, won and cancelled, and jackpots active, released and paid.
 */
export async function seedScreenData(request: APIRequestContext): Promise<ScreenData> {
  const cashier = await apiSession(request, 'cashier');
  const agent = await apiSession(request, 'agent');
  const shopId = await cashier.createShop(uniqueName('Merkato Bingo Hall Bole Road'));
  await agent.post('/agents/create_cashier/', {
    username: uniqueName('cashier.with.a.rather.long.username'),
    password: 'long-name-pass-1',
    phone: '+251 911 234 567',
    amount_avalaible: 1,
  });

  // The drawer holds the cash a jackpot pays out in.
  await cashier.put(`/cashiers/shops/${shopId}/`, { amount_avalaible: 50 });

  // Pays out on the first won game of the shop (1 in 1).
  await agent.post('/agents/create_jackpot/', {
    amount: 5,
    shop_id: shopId,
    jackpot_type: 'random',
    bonus_amount: 2,
    frequency: 1,
    message: 'Evening special for every player in the hall',
    // Pays on any SPEC win, whatever its chance (decision 043): the won game below takes it.
    patterns: ['row_or_column', 'four_corners', 'full_house', 'diagonal'],
    max_chance_percent: 100,
  });
  const released = await agent.post<{ jackpot: { id: number } }>('/agents/create_jackpot/', {
    amount: 3,
    shop_id: shopId,
    jackpot_type: 'cumulative',
    bonus_amount: 0.5,
  });
  await agent.put(`/agents/jackpots/${released.jackpot.id}/`, { is_active: false });

  // A real game for a jackpot: a named card, and a fee above the platform's minimum (0.80).
  const wonGameId = await cashier.startGame(shopId, { amount: 20, cards: [1], card_value: 20 });
  await cashier.winGame(wonGameId, 1);
  const jackpot = await cashier.get(`/agents/is_jackpot_happen?game_id=${wonGameId}`);
  expect(jackpot.status).toBe('Jackpot happen');
  // The paid jackpot took the first win; this one stays active.
  await agent.post('/agents/create_jackpot/', {
    amount: 4,
    shop_id: shopId,
    jackpot_type: 'random',
    bonus_amount: 1,
    frequency: 1000,
  });

  const cancelled = await cashier.startGame(shopId, {
    amount: 7.5,
    cards: [1, 2, 3],
    card_value: 2.5,
  });
  await cashier.post(`/games/${cancelled}/cancel/`, { reason: 'Power cut in the hall' });
  const runningGameId = await cashier.startGame(shopId, {
    amount: 30,
    cards: [4, 5, 6, 7, 8, 9],
    card_value: 5,
  });
  for (let i = 0; i < 5; i += 1) await cashier.post(`/games/${runningGameId}/draw/`);
  const running = await cashier.get<{ verify_token: string }>(`/games/${runningGameId}/`);
  const { code } = await cashier.post<{ code: string }>('/displays/pairing_codes/', {
    shop_id: shopId,
  });
  const paired = await request.post('/api/v1/displays/pair/', { data: { code } });
  expect(paired.status()).toBe(201);
  const { token: tvToken } = (await paired.json()) as { token: string };
  const shifts = await cashier.get<{ results: { id: number }[] }>(`/shifts/?shop_id=${shopId}`);
  const shiftId = shifts.results[0]!.id;
  // A Z counted short, corrected once: the count, the correction and the form for the next one.
  const countedShop = await cashier.createShop(uniqueName('Piassa Evening Hall'));
  const counted = await cashier.post<{ id: number }>('/shifts/', {
    shop_id: countedShop,
    float: 500,
  });
  await cashier.post(`/shifts/${counted.id}/count/`, { count: [{ value: 200, count: 2 }] });
  await agent.post(`/shifts/${counted.id}/corrections/`, {
    amount: 100,
    reason: 'Found in the second drawer after the count',
  });
  return {
    shopId,
    wonGameId,
    runningGameId,
    verifyToken: running.verify_token,
    tvToken,
    shiftId,
    countedShiftId: counted.id,
  };
}
