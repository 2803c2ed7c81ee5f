import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ACCOUNTS, postLogin, uniqueName, type AccountRole } from './accounts';

type Method = 'GET' | 'POST' | 'PUT';
type Json = Record<string, unknown>;

/** What most games started through the API sell: three cards at 1.00. */
export const THREE_CARDS = { amount: 3, cards: [1, 2, 3], card_value: 1 };

/** A user signed in through the API: its token and the calls the specs make with it. */
export class ApiSession {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  /** The raw answer, for a caller that judges the status itself. */
  send(method: Method, path: string, data?: object): Promise<APIResponse> {
    return this.request.fetch(`/api/v1${path}`, {
      method,
      data,
      headers: { Authorization: `JWT ${this.token}` },
    });
  }

  /** A JSON call that fails the test unless it answers 2xx. */
  async call<T = Json>(method: Method, path: string, data?: object): Promise<T> {
    const response = await this.send(method, path, data);
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  get<T = Json>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T = Json>(path: string, data?: object): Promise<T> {
    return this.call<T>('POST', path, data);
  }

  put<T = Json>(path: string, data: object): Promise<T> {
    return this.call<T>('PUT', path, data);
  }

  /**
   * Ends a test's game: a cancel with a reason, or, when a sold card already holds a win on the
   * random draws (409 unclaimed_winner, no winner may be wiped), that card's win.
   */
  async endGame(gameId: number): Promise<void> {
    const cancel = await this.send('POST', `/games/${gameId}/cancel/`, { reason: 'Test over' });
    if (cancel.ok()) return;
    const refusal = (await cancel.json()) as {
      code?: string;
      details?: { card_numbers?: number[] };
    };
    expect(refusal.code, JSON.stringify(refusal)).toBe('unclaimed_winner');
    await this.post('/cashiers/play_game/', {
      game_id: gameId,
      card_number: refusal.details?.card_numbers?.[0],
    });
  }

  /** Creates a shop for the cashier; answers its id. */
  async createShop(name: string): Promise<number> {
    return (await this.post<{ shop: { id: number } }>('/cashiers/create_shop/', { name })).shop.id;
  }

  /** Changes a shop's game settings (decision 028): every till of the shop plays with them. */
  async setGameSettings(shopId: number, changes: object): Promise<void> {
    await this.put(`/shops/${shopId}/game_settings/`, changes);
  }

  async balance(): Promise<number> {
    return (await this.get<{ amount_available: number }>('/auth/balance/')).amount_available;
  }

  /** Starts a game in the cashier's shop (three cards at 1.00 unless told); answers its id. */
  async startGame(shopId: number, game: object = THREE_CARDS): Promise<number> {
    const response = await this.send('POST', '/cashiers/play_game/', { ...game, shop_id: shopId });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { game_id: number }).game_id;
  }

  /** Draws every ball left, then records the card's win: the game is completed. */
  async winGame(gameId: number, cardNumber: number): Promise<void> {
    for (let i = 0; i < 75; i += 1) {
      const draw = await this.send('POST', `/games/${gameId}/draw/`);
      if (draw.status() === 409) break;
      expect(draw.ok()).toBe(true);
    }
    await this.post('/cashiers/play_game/', { game_id: gameId, card_number: cardNumber });
  }
}

/** Signs in through the API: the session and the user the login answers. */
async function logIn(
  request: APIRequestContext,
  credentials: { username: string; password: string },
) {
  const { access, user } = await postLogin(request, credentials);
  return { api: new ApiSession(request, access), user };
}

/** Signs a seeded account in through the API. */
export async function apiSession(
  request: APIRequestContext,
  role: AccountRole,
): Promise<ApiSession> {
  return (await logIn(request, ACCOUNTS[role])).api;
}

/**
 * A new cashier of the demo agent with credit and one shop: its own running games only, so a
 * test of the one-game rule or of several tills meets no other test's game.
 */
export async function newCashier(request: APIRequestContext, { credit = 50 } = {}) {
  const agent = await logIn(request, ACCOUNTS.agent);
  // The platform funds what the agent passes on: the specs of a worker share one database, and
  // the demo agent's own deposit runs out before they do.
  const adminApi = await apiSession(request, 'admin');
  if (credit > 0)
    await adminApi.post(`/admin/agents/${agent.user.agent_id}/deposit/`, { amount: credit });
  const username = uniqueName('till')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const password = 'two-tills-pass';
  await agent.api.post('/agents/create_cashier/', {
    username,
    password,
    phone: '0911000000',
    amount_avalaible: credit,
  });
  const { api } = await logIn(request, { username, password });
  const shop = uniqueName('Front Room');
  const shopId = await api.createShop(shop);
  return { username, password, api, shop, shopId };
}

/** The admin's game limits (decision 045): the defaults (floor 4, no ceiling) but for `change`. */
export async function setGameLimits(
  request: APIRequestContext,
  change: Record<string, number | null> = {},
): Promise<void> {
  const admin = await apiSession(request, 'admin');
  await admin.put('/admin/settings/', {
    game_limits: {
      min_pattern_numbers: 4,
      ceiling_prize: null,
      ceiling_card_value: null,
      ceiling_cards_per_game: null,
      floor_seconds_between_games: 0,
      ...change,
    },
  });
}

/**
 * The admin sets the platform's pattern floor: a test that draws a small shape on purpose lowers
 * it and sets it back to the default 4 when done (the specs run one at a time).
 */
export const setPatternFloor = (request: APIRequestContext, floor: number) =>
  setGameLimits(request, { min_pattern_numbers: floor });
