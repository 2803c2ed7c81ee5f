import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentGameId, saveCurrentGameId } from './board-config';
import { DEFAULT_GAME_SETTINGS, saveGameSettings } from './game-settings';
import { IdempotencyKeys } from './idempotency';
import { queryKeys } from './query-keys';
import { ApiError } from './api-client';
import { startFee, startGame, startGameInput, startRefusalText } from './start-game';
import { STORAGE_KEYS } from './storage';
import { fakeToken, installMemoryStorage } from './test-support';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const started = { status: 'Game started successfully', status_code: 'game_started', game_id: 42 };
const board = { cards: [1, 2, 3], cardValue: 10, winPercentage: 80, shopId: 7 };

/** Every key a start may touch, and some it must not. */
const cached: QueryKey[] = [
  queryKeys.cashierDashboard,
  queryKeys.myGamesPage({ page_size: 10, sort: '-date' }),
  queryKeys.balance,
  queryKeys.cashierShops,
  queryKeys.managedShops,
  queryKeys.agentJackpots,
  queryKeys.game(41),
];

describe('starting a game', () => {
  let queryClient: QueryClient;
  let input: ReturnType<typeof startGameInput>;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    const storage = installMemoryStorage();
    storage.setItem(STORAGE_KEYS.accessToken, fakeToken({ user_id: 1, exp: 4_000_000_000 }));
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    queryClient = new QueryClient();
    input = startGameInput(board);
    for (const key of cached) queryClient.setQueryData(key, { cached: true });
  });

  afterEach(() => vi.unstubAllGlobals());

  const invalidated = () =>
    cached.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map(String);

  it('refreshes the figures, every page of the games, the balance and both shops lists', async () => {
    fetchMock.mockResolvedValue(json(201, started));
    await expect(startGame(queryClient, new IdempotencyKeys(), input)).resolves.toEqual(started);
    expect(invalidated()).toEqual(cached.slice(0, 5).map(String));
  });

  it('makes the started game the current one', async () => {
    saveCurrentGameId(41);
    fetchMock.mockResolvedValue(json(201, started));
    await startGame(queryClient, new IdempotencyKeys(), input);
    expect(readCurrentGameId()).toBe(42);
  });

  it('posts the start with a key, sent again after a lost answer and new after a refusal', async () => {
    const keys = new IdempotencyKeys();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(400, { error: 'Insufficient balance', code: 'insufficient' }))
      .mockResolvedValueOnce(json(201, started));
    for (let attempt = 0; attempt < 3; attempt += 1)
      await startGame(queryClient, keys, input).catch(() => undefined);
    const sent = (fetchMock.mock.calls as [string, RequestInit][]).map(([url, init]) => ({
      url,
      body: JSON.parse(init.body as string),
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
    }));
    expect(sent.map((request) => request.url)).toEqual(
      Array(3).fill('/api/v1/cashiers/play_game/'),
    );
    expect(sent[0]!.body).toEqual(input);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });

  it('changes nothing when the server refuses', async () => {
    saveCurrentGameId(41);
    fetchMock.mockResolvedValue(json(400, { error: 'Insufficient balance' }));
    await expect(startGame(queryClient, new IdempotencyKeys(), input)).rejects.toThrow();
    expect(invalidated()).toEqual([]);
    expect(readCurrentGameId()).toBe(41);
  });
});

describe('the start request', () => {
  beforeEach(() => {
    installMemoryStorage();
  });

  it("asks cards x card value and leaves the mode and win conditions to the shop's settings", () => {
    const winConditions = { anyLine: false, fourCorners: true, fullHouse: true, diagonal: false };
    saveGameSettings({ ...DEFAULT_GAME_SETTINGS, gameMode: 'quick', winConditions });
    expect(
      startGameInput({ cards: [4, 9], cardValue: 12.5, winPercentage: 70, shopId: 3 }),
    ).toEqual({
      amount: 25,
      cards: [4, 9],
      card_value: 12.5,
      win_percentage: 70,
      shop_id: 3,
    });
  });

  it('names a shop only when one is known (the server picks a lone shop itself)', () => {
    expect(
      startGameInput({ cards: [1], cardValue: 10, winPercentage: 80, shopId: null }),
    ).not.toHaveProperty('shop_id');
    expect(startGameInput({ cards: [1], cardValue: 10, winPercentage: 80 })).not.toHaveProperty(
      'shop_id',
    );
  });
});

describe('the fee before Start', () => {
  const terms = { fee_percent: 20, min_fee: 1 };
  const at = (over: Partial<Parameters<typeof startFee>[0]>) =>
    startFee({
      cards: 12,
      cardValue: 10,
      winPercentage: 80,
      balance: 50,
      feeOwed: 0,
      terms,
      ...over,
    });

  it("takes the cashier's rate of the house cut, half up, as the server charges it", () => {
    // docs/money.md: 12 cards at 10.00, 80 %: house cut 24.00, fee at 20 % 4.80.
    // The fee on the whole pool (24.00) less the fee is held until the end (decision 044).
    expect(at({})).toEqual({ fee: 4.8, reserve: 19.2, balanceAfter: 45.2, covered: true });
    // 3 x 3.35 at 75 %: pool 10.05, prize 7.53, cut 2.52, fee at 15 % 0.378 -> 0.38 (above 0.10).
    expect(
      at({ cards: 3, cardValue: 3.35, winPercentage: 75, terms: { fee_percent: 15, min_fee: 0.1 } })
        ?.fee,
    ).toBe(0.38);
  });

  it('never below the minimum fee', () => {
    expect(at({ winPercentage: 100 })?.fee).toBe(1);
    expect(at({ cards: 1, terms: { fee_percent: 20, min_fee: 2.5 } })?.fee).toBe(2.5);
  });

  it('shows the balance after it, and a start the server would refuse', () => {
    // The start needs the fee on the whole pool (24.00) in the balance no running game holds.
    expect(at({ balance: 24 })).toEqual({
      fee: 4.8,
      reserve: 19.2,
      balanceAfter: 19.2,
      covered: true,
    });
    expect(at({ balance: 23.99 })?.covered).toBe(false);
    expect(at({ balance: 4.79 })).toMatchObject({ balanceAfter: -0.01, covered: false });
    expect(at({ balance: 30, feeReserved: 6.01 })?.covered).toBe(false);
    // A fee owed from before is paid first by the start, when the balance covers it too.
    expect(at({ feeOwed: 2 })?.covered).toBe(true);
    expect(at({ balance: 25, feeOwed: 2 })?.covered).toBe(false);
  });

  it('shows nothing without fee terms, cards or a valid percentage', () => {
    expect(at({ terms: null })).toBeNull();
    expect(at({ cards: 0 })).toBeNull();
    expect(at({ cardValue: Number.NaN })).toBeNull();
    expect(at({ winPercentage: 80.5 })).toBeNull();
  });
});

describe('a refused start', () => {
  const t = ((key: string, params?: Record<string, unknown>) =>
    `${key} ${JSON.stringify(params ?? {})}`) as unknown as Parameters<typeof startRefusalText>[1];
  const money = (amount: number) => `$${amount.toFixed(2)}`;
  const refusal = (params: Record<string, number>) =>
    new ApiError(409, 'Insufficient balance', {
      error: 'Insufficient balance',
      code: 'insufficient_balance',
      details: [{ path: 'fee', message: 'The balance must cover the fee', params }],
    });

  it('names the fee and the balance when the credit is short', () => {
    expect(startRefusalText(refusal({ fee: 4.8, balance: 2, fee_owed: 0 }), t, money)).toBe(
      'startFee.refusedBalance {"fee":"$4.80","balance":"$2.00"}',
    );
  });

  it('names what the start would hold until the game ends (decision 044)', () => {
    expect(
      startRefusalText(refusal({ fee: 1, fee_reserved: 1999, balance: 1, fee_owed: 0 }), t, money),
    ).toBe('startFee.refusedReserve {"fee":"$1.00","reserve":"$1999.00","balance":"$1.00"}');
  });

  it('names what is owed when a fee is owed', () => {
    expect(startRefusalText(refusal({ fee: 4.8, balance: 0, fee_owed: 10 }), t, money)).toBe(
      'startFee.refusedOwed {"owed":"$10.00","fee":"$4.80","balance":"$0.00"}',
    );
  });

  it("names the shop's running game (the screen adds Resume)", () => {
    const running = new ApiError(409, 'This shop has an unfinished game', {
      error: 'This shop has an unfinished game',
      code: 'game_running',
      details: [{ path: 'game_id', message: '', code: 'game_running', params: { game_id: 12 } }],
    });
    expect(startRefusalText(running, t, money)).toBe('runningGame.refused {"id":12}');
  });

  it('has no reason of its own for a network failure or a server error (SPEC toast)', () => {
    expect(startRefusalText(new TypeError('Failed to fetch'), t, money)).toBeNull();
    expect(startRefusalText(new ApiError(500, 'Internal Server Error', {}), t, money)).toBeNull();
  });
});
