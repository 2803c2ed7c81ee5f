import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCurrentGameId, saveCurrentGameId } from './board-config';
import { DEFAULT_GAME_SETTINGS, saveGameSettings } from './game-settings';
import { IdempotencyKeys } from './idempotency';
import { queryKeys } from './query-keys';
import { startGame, startGameInput } from './start-game';
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

  it('asks cards x card value, played by the saved mode and win conditions', () => {
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
      mode: 'quick',
      win_conditions: winConditions,
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
